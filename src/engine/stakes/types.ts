// Stakes' state, moves and options (docs/rules/stakes.md, docs/api.md "Stakes").
// The state is plain JSON: the room stores it as is and replays rebuild it from
// the seed and the move log.
import type { Card } from "../cards";
import type { RandomState } from "../random";
import type { BaseState, Seat } from "../types";

export type Die = "A" | "B";
export type Delta = 1 | -1;

export type StakesMove =
  | { type: "flip" }
  | { type: "bank" }
  | { type: "twist"; die: Die }
  | { type: "peek"; order: "keep" | "swap" }
  | { type: "nudge"; die: Die; delta: Delta }
  | { type: "pass" };

export interface StakesFixture {
  /** Top of the deck, top first; the other cards follow in seeded order. */
  deck: Card[];
  /** Die results consumed before the PRNG: A then B per new target, then twists. */
  rolls: number[];
}

export interface StakesOptions {
  fixture?: StakesFixture;
}

export type Status = "live" | "banked" | "bust";

export interface StakesPlayer {
  status: Status;
  /** Cards in front of the player this round; emptied at once on a bust. */
  row: Card[];
  /** Row total; after a bust it keeps the busting total until the round ends. */
  total: number;
  shield: boolean;
  leverage: number;
  /** One entry per finished round of this player (appended on bank or bust). */
  roundScores: number[];
  /** Table game: sum of round scores. Duel: round wins. */
  score: number;
  /** Duel round wins (0 at a table). */
  wins: number;
  /** Has made this round's compulsory first flip. */
  flipped: boolean;
  /** Banked exactly on the target this round (judged when banking). */
  exact: boolean;
}

/** A decision the player to act owes before the turn is over. */
export type Pending = "peek" | "nudge" | null;

/** How a Duel round ended, kept for the table's history. */
export interface DuelOutcome {
  round: number;
  /** The target when the round ended, which judges it. */
  target: number;
  result: "win" | "dead" | "push";
  winner: Seat | null;
  /** Seats that paid a pressure die. */
  paid: Seat[];
}

/** The last accepted move as a table shows it; never carries hidden information. */
export type StakesEvent =
  | { type: "flip"; seat: Seat; card: Card; shielded: boolean; busts: Seat[] }
  | { type: "bank"; seat: Seat; total: number; exact: boolean; busts: Seat[] }
  | { type: "twist" | "nudge"; seat: Seat; die: Die; from: number; to: number; busts: Seat[] }
  | { type: "peek"; seat: Seat; busts: Seat[] }
  | { type: "pass"; seat: Seat; busts: Seat[] };

export interface StakesState extends BaseState {
  seats: number;
  duel: boolean;
  round: number;
  dice: { A: number; B: number };
  pot: number;
  /**
   * Top first, from index `drawn` on: drawing moves `drawn` rather than copying
   * the rest of the deck. Hidden.
   */
  deck: Card[];
  /** Cards already drawn from the front of `deck` (they are elsewhere now). */
  drawn: number;
  discard: Card[];
  /** Per seat: the cards that seat last peeked at and that are still in the deck, top first as seen. Hidden. */
  known: Card[][];
  players: StakesPlayer[];
  firstPlayer: Seat;
  /** Seat to act; null once the match is over. */
  turn: Seat | null;
  pending: Pending;
  /** Duel only: one entry per finished round. */
  outcomes: DuelOutcome[];
  lastEvent: StakesEvent | null;
  finished: boolean;
  /** Duel only: the seat that resigned (or lost on time), ending the match. */
  forfeit?: Seat;
  /** PRNG state and leftover fixture rolls. Hidden. */
  random: RandomState;
}
