// What a seat (or a spectator, null) may see: its own faces, hidden marks, water,
// alcohol, Intimidate bonus and pending Rig; of others only counts and what the
// table saw. Secret actions of others show as "secret" unless caught as they were
// used (Ruling: one caught later stays "secret" here; `catches` names the action).
import type { Seat } from "../types";
import { handSize, highestBet } from "./turn";
import type { ActionType, Catch, GameRecord, PlayerState, RoundAct, Status, TwelvesState } from "./types";

/** A seat as the table sees it; the optional fields are in the seat's own view only. */
export interface TwelvesPlayerView {
  seat: Seat;
  status: Status;
  bet: number;
  doubled: boolean;
  handCount: number;
  drinks: number;
  drinkTarget: boolean;
  outWatched: boolean;
  net: number;
  hand?: number[];
  hidden?: boolean[];
  alcohol?: number;
  water?: number;
  bonus?: number;
  rig?: number | null;
}

/** An announced action: another seat's uncaught secret one is only `{ seat, type: "secret" }`. */
export interface TwelvesActView {
  seat: Seat;
  type: ActionType | "secret";
  target?: Seat;
  to?: number;
  success?: boolean;
  caught?: boolean;
  out?: boolean;
  die?: number;
  delta?: 1 | -1;
  face?: number;
  dice?: number[];
}

export interface TwelvesView {
  game: number;
  games: number;
  round: number;
  stage: TwelvesState["stage"];
  pass: 1 | 2;
  lastBetting: boolean;
  pool: number;
  tableLimit: number;
  highestBet: number;
  first: Seat;
  order: Seat[];
  turn: Seat | null;
  players: TwelvesPlayerView[];
  actions: TwelvesActView[];
  catches: Catch[];
  history: GameRecord[];
}

function playerView(st: TwelvesState, p: PlayerState, seat: Seat, viewer: Seat | null): TwelvesPlayerView {
  const pub: TwelvesPlayerView = {
    seat,
    status: p.status,
    bet: p.bet,
    doubled: p.doubled,
    handCount: p.hand.length,
    drinks: p.drinks,
    drinkTarget: p.drinkTarget,
    outWatched: p.outWatchRound === st.round,
    net: st.net[seat]!,
  };
  if (viewer !== seat) return pub;
  return {
    ...pub,
    hand: p.hand.slice(),
    hidden: p.hiddenAt.map((h) => h !== null),
    alcohol: p.alcohol,
    water: p.water,
    bonus: p.bonus,
    rig: p.rig,
  };
}

function actView(a: RoundAct, viewer: Seat | null): TwelvesActView {
  if (a.secret && a.seat !== viewer) {
    return a.caught ? { seat: a.seat, type: a.type, caught: true } : { seat: a.seat, type: "secret" };
  }
  const { secret: _secret, move, ...rest } = a;
  return move ? { ...move, ...rest } : rest;
}

export function view(st: TwelvesState, viewer: Seat | null): TwelvesView {
  const over = st.stage === "over";
  return {
    game: st.game,
    games: st.games,
    round: st.round,
    stage: st.stage,
    pass: st.pass,
    lastBetting: !over && st.stage === "betting" && handSize(st) === 5,
    pool: st.pool,
    tableLimit: st.tableLimit,
    highestBet: over ? 0 : highestBet(st),
    first: st.first,
    order: st.order.slice(),
    turn: over ? null : st.order[st.cursor]!,
    players: st.players.map((p, s) => playerView(st, p, s, viewer)),
    actions: st.acts.map((a) => actView(a, viewer)),
    catches: st.catches.map((c) => ({ ...c })),
    history: st.history.map((g) => ({
      ...g,
      winners: g.winners.slice(),
      shares: g.shares.slice(),
      // biome-ignore lint/complexity/useOptionalChain: a game without a showdown keeps null (an optional chain would make it undefined)
      showdown: g.showdown && g.showdown.map((h) => ({ ...h, hand: h.hand.slice() })),
    })),
  };
}
