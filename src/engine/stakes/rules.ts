// The numbers of the rules page and the card table, in one place.
import type { Card } from "../cards";
import type { StakesState } from "./types";

export const MIN_SEATS = 2;
export const MAX_SEATS = 6;
export const TABLE_ROUNDS = 5;
export const DUEL_WINS = 4;
export const EXACT_BONUS = 5;

export function leveragePerPlayer(seats: number): number {
  return seats === 2 ? 4 : 3;
}

export type Effect = "peek" | "shield" | "nudge" | null;

// Looked up on every flip, so read from the code's first character (A, 2–9, 1 of
// 10, J, Q, K) rather than parsed or looked up by string.
export function cardValue(c: Card): number {
  const k = c.charCodeAt(0);
  if (k === 65) return 1; // A
  if (k === 49) return 10; // 10
  return k >= 50 && k <= 57 ? k - 48 : 0; // 2–9, or a face card
}

export function cardEffect(c: Card): Effect {
  const k = c.charCodeAt(0);
  return k === 74 ? "peek" : k === 81 ? "shield" : k === 75 ? "nudge" : null; // J, Q, K
}

/** Target = A + B + 10, always derived from the dice. */
export function targetOf(s: Pick<StakesState, "dice">): number {
  return s.dice.A + s.dice.B + 10;
}
