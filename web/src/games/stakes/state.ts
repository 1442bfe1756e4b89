// The Stakes view `state` as api.md fixes it (web/docs/stakes-state.md has the
// engine's full description). Only what the table shows is typed here.
export type StakesStatus = "live" | "banked" | "bust";

export interface StakesPlayer {
  status: StakesStatus;
  row: string[];
  total: number;
  shield: boolean;
  leverage: number;
  roundScores: number[];
  score: number;
  /** Duel only. */
  wins?: number;
  /** Has made this round's compulsory first flip. */
  flipped?: boolean;
}

export interface StakesState {
  round: number;
  dice: { A: number; B: number };
  target: number;
  pot: number;
  deckCount: number;
  players: StakesPlayer[];
  /** The viewer's own peeked cards, top first. */
  known?: string[];
  duel?: boolean;
  roundsToPlay?: number;
  winsNeeded?: number;
  [extra: string]: unknown;
}

export type StakesMove =
  | { type: "flip" }
  | { type: "bank" }
  | { type: "pass" }
  | { type: "twist"; die: "A" | "B" }
  | { type: "peek"; order: "keep" | "swap" }
  | { type: "nudge"; die: "A" | "B"; delta: 1 | -1 };

export const ROUNDS_TABLE = 5;
export const WINS_DUEL = 4;

export function isDuel(s: StakesState): boolean {
  return s.duel ?? s.players.length === 2;
}

/** Stakes card values: Ace 1, 2–10 face value, J/Q/K 0. */
export function cardValue(code: string): number {
  const r = code.slice(0, -1);
  if (r === "A") return 1;
  if (r === "J" || r === "Q" || r === "K") return 0;
  return Number(r);
}

export const FACE_WORD: Record<string, string> = { J: "Peek", Q: "Shield", K: "Nudge" };
