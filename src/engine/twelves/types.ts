// Twelves' vocabulary: moves, per-seat state and the game state. Everything here
// is plain JSON because the room persists it and replay compares it as JSON.
import type { RandomState } from "../random";
import type { BaseState, Seat } from "../types";

export const BET_TYPES = ["leave", "double", "match"] as const;
export const ACTION_TYPES = [
  "cheat",
  "rig",
  "drink",
  "hide",
  "luck",
  "mystify",
  "shove",
  "intimidate",
  "swap",
  "watch",
  "water",
  "smash",
] as const;
export type BetType = (typeof BET_TYPES)[number];
export type ActionType = (typeof ACTION_TYPES)[number];

export type BetMove = { type: "leave" } | { type: "double" } | { type: "match" };
export type ActionMove =
  | { type: "cheat"; die: number; delta: 1 | -1 }
  | { type: "rig"; face: number }
  | { type: "drink"; target: Seat }
  | { type: "hide"; dice: number[] }
  | { type: "luck"; dice: number[] }
  | { type: "mystify"; target: Seat }
  | { type: "shove"; to: number }
  | { type: "intimidate" }
  | { type: "swap"; die: number }
  | { type: "watch" }
  | { type: "water" }
  | { type: "smash"; target: Seat };
export type TwelvesMove = BetMove | ActionMove;

/** Secret actions: others learn only that the participant acted. */
export const SECRET: ReadonlySet<string> = new Set(["cheat", "rig", "hide", "luck", "swap"]);

export interface TwelvesOptions {
  games: number;
  tableLimit: number;
  /** Scripted d12 results (tests); present means seat 0 plays first. */
  fixture?: { rolls: number[] };
}

/** "out" left in betting; "removed" was caught, intimidated or passed out. */
export type Status = "in" | "out" | "removed";

export interface PlayerState {
  status: Status;
  bet: number;
  hand: number[];
  /** Per hand position: the round the die was hidden in, or null when not hidden. */
  hiddenAt: (number | null)[];
  /** Shots of alcohol drunk this game (−1 per shot on skill rolls; the 4th passes out). */
  alcohol: number;
  water: number;
  /** Drinks taken this game, alcohol or water: what the table saw. */
  drinks: number;
  /** Pending Intimidate bonus, spent by the next skill roll. */
  bonus: number;
  /** Pending Rig face for the next own roll. */
  rig: number | null;
  /** Doubled in the current betting stage. */
  doubled: boolean;
  /** Has taken an action in the current action pass (a second act is "acting again"). */
  acted: boolean;
  /** Named as a Drink target this round. */
  drinkTarget: boolean;
  /** The round of this game in which the seat took its Watch while out (0: none). */
  outWatchRound: number;
}

/** One entry of the round's action list; secret ones carry `move` for the owner's eyes only. */
export interface RoundAct {
  seat: Seat;
  type: ActionType;
  secret: boolean;
  target?: Seat;
  to?: number;
  /** DL actions: at least one die succeeded. */
  success?: boolean;
  /** Caught as used (no effect). */
  caught?: boolean;
  /** A Watch taken by a participant who is out. */
  out?: boolean;
  move?: ActionMove;
}

export interface Catch {
  /** Who watched or intimidated. */
  by: Seat;
  seat: Seat;
  action: "cheat" | "mystify" | "swap" | "smash";
  via: "watch" | "intimidate";
}

/** A catchable use this round, or a Watch/Intimidate in force. */
export interface RollMark {
  seat: Seat;
  type: ActionType;
  value: number;
}

export interface ShowdownHand {
  seat: Seat;
  hand: number[];
  rank: string;
}

export interface GameRecord {
  game: number;
  pool: number;
  winners: Seat[];
  /** Coins each winner took, parallel to winners. */
  shares: number[];
  /** "showdown", "last" (one participant remained) or "removed" (one event removed everyone). */
  end: "showdown" | "last" | "removed";
  showdown: ShowdownHand[] | null;
}

export interface TwelvesState extends BaseState {
  seats: number;
  games: number;
  tableLimit: number;
  random: RandomState;
  /** Game number in the match, from 1. */
  game: number;
  /** Seat of this game's first participant. */
  first: Seat;
  round: number;
  stage: "betting" | "actions" | "over";
  pass: 1 | 2;
  /** Turn order of the participants still in. */
  order: Seat[];
  /** Index in `order` of the participant to act. */
  cursor: number;
  /** Someone doubled in the current betting pass. */
  doubledInPass: boolean;
  pool: number;
  /** Net coins per seat over the match. */
  net: number[];
  players: PlayerState[];
  acts: RoundAct[];
  catches: Catch[];
  watches: RollMark[];
  intimidates: RollMark[];
  /** Catchable uses this round (Cheat, Mystify, Swap, Smash) with their action roll. */
  uses: RollMark[];
  /** Seats removed by the move being applied, in turn order (for "everyone removed at once"). */
  removedNow: Seat[];
  history: GameRecord[];
  /** Seats that resigned: they left, sit out every later game and cannot win the match. */
  resigned?: Seat[];
}
