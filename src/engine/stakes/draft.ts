// The working copy a move edits. `apply` must never touch its input, and deep
// copies on every move would dominate random playouts, so the draft copies only
// the small mutable objects (top level, dice, players). Everything else (deck,
// discard, known, rows, round scores, outcomes, random) is shared with the input
// and must be *replaced*, never mutated in place. Only the log is copied, since
// every move appends to it.
import type { Seat } from "../types";
import type { StakesPlayer, StakesState } from "./types";

function clonePlayer(p: StakesPlayer): StakesPlayer {
  return {
    status: p.status,
    row: p.row,
    total: p.total,
    shield: p.shield,
    leverage: p.leverage,
    roundScores: p.roundScores,
    score: p.score,
    wins: p.wins,
    flipped: p.flipped,
    exact: p.exact,
  };
}

export function draft(s: StakesState): StakesState {
  const players: StakesPlayer[] = [];
  for (const p of s.players) players.push(clonePlayer(p));
  return {
    version: s.version,
    log: s.log.slice(),
    seats: s.seats,
    duel: s.duel,
    round: s.round,
    dice: { A: s.dice.A, B: s.dice.B },
    pot: s.pot,
    deck: s.deck,
    discard: s.discard,
    known: s.known,
    players,
    firstPlayer: s.firstPlayer,
    turn: s.turn,
    pending: s.pending,
    outcomes: s.outcomes,
    lastEvent: s.lastEvent,
    finished: s.finished,
    random: s.random,
  };
}

/** Appends a log line dated at the draft's version; `to` makes it private. */
export function say(s: StakesState, kind: string, text: string, seat?: Seat, to?: Seat): void {
  const e: StakesState["log"][number] = { n: s.version, text, kind };
  if (seat !== undefined) e.seat = seat;
  if (to !== undefined) e.to = [to];
  s.log.push(e);
}
