// Dobbelsjanse's state, moves and options (docs/rules/dobbelsjanse.md).
import type { Card } from "../cards";
import type { BaseState, Seat } from "../types";

/**
 * A status card from pile A: a Jack by its usual code, or one of the two jokers
 * (only with more than four players). Card codes are rank+suit and jokers have
 * neither, so they are coded "JK1" and "JK2".
 */
export type StatusCard = "JS" | "JH" | "JD" | "JC" | "JK1" | "JK2";

export type DobbelMove = { type: "draw" } | { type: "play"; card: Card } | { type: "score" };

export interface DobbelFixture {
  /** Top of the draw pile after the deal, top first. */
  deck?: Card[];
  /** Each seat's three hand cards. */
  hands?: Card[][];
}

export interface DobbelOptions {
  fixture?: DobbelFixture;
}

/** Why a player is out of the current round; null while in. */
export type OutReason = "scored" | "failed" | null;

export interface DobbelPlayer {
  statusCard: StatusCard;
  out: OutReason;
  hand: Card[];
  score: number;
}

export interface DoubleChance {
  seat: Seat;
  /** The step the player is to make now. */
  step: 1 | 2;
  /** The first step was a hand card, so the second must be a draw. */
  played: boolean;
}

/** What the card of the last move did (a score move has no card). */
export type Outcome = "placed" | "first_face" | "failed" | "second_face" | "eighth_face" | "scored";

export interface DobbelEvent {
  seat: Seat;
  move: DobbelMove["type"];
  card: Card | null;
  outcome: Outcome;
  /** Points this move scored (a plain score or a successful double chance), else null. */
  points: number | null;
  roundEnded: boolean;
}

export interface DobbelState extends BaseState {
  seats: number;
  round: number;
  /**
   * The whole draw pile as dealt, top first. It never changes after setup, so
   * successive states share it; `drawn` says how many cards are gone from the top.
   */
  deck: readonly Card[];
  drawn: number;
  /** Drawn and played cards of this round, in order. */
  table: Card[];
  /** Face cards drawn this game: those on the table plus the cleared ones. */
  facesDrawn: number;
  /** Queens and Kings of finished rounds, face up, in the order they were cleared. */
  cleared: Card[];
  /** Number cards and Aces put away (failing cards and cleared tables), face down. */
  discard: Card[];
  players: DobbelPlayer[];
  /** Whose move it is; null once the game is over. */
  turn: Seat | null;
  doubleChance: DoubleChance | null;
  lastEvent: DobbelEvent | null;
  over: boolean;
}
