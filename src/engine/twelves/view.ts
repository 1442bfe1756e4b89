// What a seat (or a spectator, null) may see: its own faces, hidden marks, water,
// alcohol, Intimidate bonus and pending Rig; of others only counts and what the
// table saw. Secret actions of others show as "secret" unless caught as they were
// used (Ruling: one caught later stays "secret" here; `catches` names the action).
import type { Seat } from "../types";
import { handSize, highestBet } from "./turn-order";
import type { PlayerState, RoundAct, TwelvesState } from "./types";

function playerView(st: TwelvesState, p: PlayerState, seat: Seat, viewer: Seat | null) {
  const pub = {
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

function actView(a: RoundAct, viewer: Seat | null) {
  if (a.secret && a.seat !== viewer) {
    return a.caught ? { seat: a.seat, type: a.type, caught: true } : { seat: a.seat, type: "secret" };
  }
  const { secret: _secret, move, ...rest } = a;
  return move ? { ...move, ...rest } : rest;
}

export function view(st: TwelvesState, viewer: Seat | null) {
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
    history: st.history.map((g) => ({ ...g, winners: g.winners.slice(), shares: g.shares.slice(), showdown: g.showdown && g.showdown.map((h) => ({ ...h, hand: h.hand.slice() })) })),
  };
}

export type TwelvesView = ReturnType<typeof view>;
