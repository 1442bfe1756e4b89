// The Dobbelsjanse view `state` is the engine's own view type
// (web/docs/dobbelsjanse-state.md describes every field); the rest is the
// little arithmetic of the table the buttons explain.
import * as tm from "../../i18n/messages";
import type { DobbelMove } from "../../../../src/engine/dobbelsjanse/types";
import type { DobbelPlayerView, DobbelView } from "../../../../src/engine/dobbelsjanse/view";

export type { DobbelMove };
export type DobbelState = DobbelView;
export type DobbelPlayer = DobbelPlayerView;

export const FACES_IN_GAME = 8;

export function isFace(code: string): boolean {
  return code[0] === "Q" || code[0] === "K";
}

export function rankOf(code: string): string {
  return code.slice(0, -1);
}

/** The table card a number card would fail on (same rank), or null. */
export function matchOn(table: readonly string[], card: string): string | null {
  return table.find((t) => !isFace(t) && rankOf(t) === rankOf(card)) ?? null;
}

/** 1 (or 2 in a double chance) per number card and Ace, 10 per Queen or King. */
export function points(table: readonly string[], perNumber: 1 | 2): number {
  return table.reduce((n, c) => n + (isFace(c) ? 10 : perNumber), 0);
}

export function faceOnTable(table: readonly string[]): boolean {
  return table.some(isFace);
}

/** "7, 3 or A": the ranks a new number card would fail on. */
export function riskyRanks(table: readonly string[]): string[] {
  return table.filter((c) => !isFace(c)).map(rankOf);
}

export function orList(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")}${tm.tOr}${items[items.length - 1]}`;
}
