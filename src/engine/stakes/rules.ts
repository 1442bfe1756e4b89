// The numbers of the rules page and the card table, in one place.
import { FULL_DECK, rankOf, type Card } from "../cards";
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

// Looked up on every flip, so precomputed rather than parsed from the code.
const VALUE = new Map<Card, number>();
const EFFECT = new Map<Card, Effect>();
for (const c of FULL_DECK) {
  const r = rankOf(c);
  const face = r === "J" ? "peek" : r === "Q" ? "shield" : r === "K" ? "nudge" : null;
  EFFECT.set(c, face);
  VALUE.set(c, face ? 0 : r === "A" ? 1 : Number(r));
}

export function cardValue(c: Card): number {
  return VALUE.get(c)!;
}

export function cardEffect(c: Card): Effect {
  return EFFECT.get(c)!;
}

/** Target = A + B + 10, always derived from the dice. */
export function targetOf(s: Pick<StakesState, "dice">): number {
  return s.dice.A + s.dice.B + 10;
}

/** Log lines name seats this way; the seat number is the API's (from 0). */
export function who(seat: number): string {
  return `Seat ${seat}`;
}
