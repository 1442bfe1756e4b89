// The working copy a move edits. `apply` must never touch its input, and deep
// copies on every move would dominate random playouts, so the draft is a new top
// level sharing everything else with the input: the list of players and a
// player are copied only when the move changes that player (`player`), and the
// dice, deck, discard, known, rows, round scores, outcomes and random are *replaced*,
// never changed in place. The log is shared too: new lines go into a part of the
// log that only this move owns (../log.ts).
import type { Card } from "../cards";
import type { Seat } from "../types";
import type { StakesPlayer, StakesState } from "./types";

/** The row of a player without cards: shared and frozen (rows are replaced, never changed in place). */
export const NO_CARDS = Object.freeze([]) as unknown as Card[];

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

// Which players the current draft has copied already (one bit per seat). A move
// runs start to end without anything else in between, so one draft at a time.
let current: StakesState | null = null;
let copied = 0;

export function draft(s: StakesState): StakesState {
  const d: StakesState = {
    version: s.version,
    log: s.log,
    seats: s.seats,
    duel: s.duel,
    round: s.round,
    dice: s.dice,
    pot: s.pot,
    deck: s.deck,
    drawn: s.drawn,
    discard: s.discard,
    known: s.known,
    players: s.players,
    firstPlayer: s.firstPlayer,
    turn: s.turn,
    pending: s.pending,
    outcomes: s.outcomes,
    lastEvent: s.lastEvent,
    finished: s.finished,
    random: s.random,
  };
  if (s.forfeit !== undefined) d.forfeit = s.forfeit;
  current = d;
  copied = 0;
  return d;
}

/**
 * The player at `seat`, safe to change: copied on the draft's first change to it.
 * A state that is not the current draft (one being set up) owns its players.
 */
export function player(s: StakesState, seat: Seat): StakesPlayer {
  if (s !== current) return s.players[seat]!;
  const bit = 1 << seat;
  if ((copied & bit) === 0) {
    // The list itself is copied on the first change to anyone in it.
    if (copied === 0) s.players = s.players.slice();
    copied |= bit;
    s.players[seat] = clonePlayer(s.players[seat]!);
  }
  return s.players[seat]!;
}

/** After a new round replaced every player with a fresh one, none needs copying. */
export function ownAllPlayers(s: StakesState): void {
  if (s === current) copied = -1;
}
