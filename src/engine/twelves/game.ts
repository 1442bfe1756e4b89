// A game of the match: ante and two dice each, and its end, which pays the pool
// and starts the next game (first participant one seat to the left) or ends the match.
import type { Seat } from "../types";
import { rollFree } from "./dice";
import { event } from "./log";
import type { GameRecord, PlayerState, ShowdownHand, TwelvesState } from "./types";
import { mine, ownAllPlayers } from "./draft";
import { plus } from "../arrays";

function freshPlayer(): PlayerState {
  return {
    status: "in",
    bet: 1,
    hand: [],
    hiddenAt: [],
    alcohol: 0,
    water: 0,
    drinks: 0,
    bonus: 0,
    rig: null,
    doubled: false,
    acted: false,
    drinkTarget: false,
    outWatchRound: 0,
  };
}

export function resetRound(st: TwelvesState): void {
  st.acts = [];
  st.catches = [];
  st.watches = [];
  st.intimidates = [];
  st.uses = [];
  for (let s = 0; s < st.players.length; s++) if (st.players[s]!.drinkTarget) mine(st, s).drinkTarget = false;
}

/** Seats that play the next game: everyone who has not resigned. */
export function playing(st: TwelvesState): Seat[] {
  const gone = st.resigned;
  const out: Seat[] = [];
  for (let s = 0; s < st.seats; s++) if (gone === undefined || !gone.includes(s)) out.push(s);
  return out;
}

export function startGame(st: TwelvesState, game: number, first: Seat): void {
  // A resigned seat neither antes nor rolls: it sits the game out with no bet, so
  // the pool stays the sum of all bets. Being first passes on to the next seat
  // that plays, so the rotation goes on from the seat that really started.
  const gone = st.resigned ?? [];
  const order: Seat[] = [];
  for (let i = 0; i < st.seats; i++) {
    const s = (first + i) % st.seats;
    if (gone.length === 0 || !gone.includes(s)) order.push(s);
  }
  st.order = order;
  st.game = game;
  st.first = st.order[0] ?? first;
  st.round = 1;
  st.stage = "betting";
  st.pass = 1;
  st.cursor = 0;
  st.doubledInPass = false;
  const players: PlayerState[] = [];
  for (let s = 0; s < st.seats; s++) players.push(freshPlayer());
  st.players = players;
  ownAllPlayers(st);
  for (const s of gone) {
    st.players[s]!.status = "out";
    st.players[s]!.bet = 0;
  }
  st.pool = st.order.length;
  st.net = st.net.slice();
  for (const s of st.order) st.net[s]! -= 1;
  resetRound(st);
  event(st, gone.length === 0 ? "twelves.game" : "twelves.game.rest", -1, game, st.games, st.order[0]!);
  for (const s of st.order) {
    const p = st.players[s]!;
    p.hand.push(rollFree(st), rollFree(st));
    p.hiddenAt.push(null, null);
    event(st, "twelves.dice", s, p.hand[0]!, p.hand[1]!);
  }
  event(st, "twelves.betting", -1, 1);
}

/**
 * Pays the pool to `winners` (in current turn order): equal shares, leftover coins
 * one each from the first winner on.
 */
export function endGame(
  st: TwelvesState,
  winners: Seat[],
  end: GameRecord["end"],
  showdown: ShowdownHand[] | null,
): void {
  const k = winners.length;
  const share = Math.floor(st.pool / k);
  const left = st.pool - share * k;
  const shares = winners.map((_, i) => share + (i < left ? 1 : 0));
  st.net = st.net.slice();
  winners.forEach((w, i) => {
    st.net[w]! += shares[i]!;
  });
  st.history = plus(st.history, { game: st.game, pool: st.pool, winners: winners.slice(), shares, end, showdown });
  if (k === 1) event(st, "twelves.win.one", -1, st.pool, winners[0]!);
  else event(st, "twelves.win.shared", -1, st.pool, k, ...winners, ...shares);
  st.pool = 0;
  // Ruling: once resignations leave fewer than two seats, no later game can be played.
  if (st.game < st.games && playing(st).length >= 2) {
    startGame(st, st.game + 1, (st.first + 1) % st.seats);
  } else {
    st.stage = "over";
    st.cursor = 0;
    event(st, "twelves.over", -1, st.net.length, ...st.net, ...matchWinners(st));
  }
}

/** Ruling: a seat that resigned cannot win; the best net among the others does (ties share). */
export function matchWinners(st: TwelvesState): Seat[] {
  const gone = st.resigned ?? [];
  const eligible = st.net.map((_, s) => s).filter((s) => !gone.includes(s));
  const best = Math.max(...eligible.map((s) => st.net[s]!));
  return eligible.filter((s) => st.net[s] === best);
}
