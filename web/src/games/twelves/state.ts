// The Twelves view `state` is the engine's own view type (web/docs/twelves-state.md
// describes every field); the rest is the table's wording and arithmetic.
import type { GameRecord, Status, TwelvesMove } from "../../../../src/engine/twelves/types";
import type { TwelvesActView, TwelvesPlayerView, TwelvesView } from "../../../../src/engine/twelves/view";

export type { GameRecord, TwelvesMove };
export type TwelvesState = TwelvesView;
export type TwelvesPlayer = TwelvesPlayerView;
export type TwelvesAct = TwelvesActView;

export const ROUNDS = 4;
export const PASS_OUT = 4;

export const ACTION_NAME: Record<string, string> = {
  cheat: "Cheat",
  rig: "Rig",
  drink: "Drink",
  hide: "Hide",
  luck: "Luck",
  mystify: "Mystify",
  shove: "Shove",
  intimidate: "Intimidate",
  swap: "Swap",
  watch: "Watch",
  water: "Water",
  smash: "Smash",
};

export const STATUS_WORD: Record<Status, string> = { in: "in", out: "out", removed: "removed" };

export function stateOf(v: { state: unknown } | null): TwelvesState | null {
  return (v?.state as TwelvesState | null) ?? null;
}

export function coins(n: number): string {
  return `${n} ${n === 1 ? "coin" : "coins"}`;
}

export function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "±0";
}

/** A turn-order position (from 0) as people say it: 1st, 2nd, … */
export function place(n: number): string {
  return ["1st", "2nd", "3rd", "4th", "5th", "6th"][n] ?? `${n + 1}th`;
}

const ORDINAL = ["first", "second", "third", "fourth", "fifth", "sixth"];

/** A turn-order position (from 0) in words: "third in line". */
export function inLine(n: number): string {
  return `${ORDINAL[n] ?? `${n + 1}th`} in line`;
}

/** A die of a hand by its face, as a player says it: "your 9", or "your second 7" when two show 7. */
export function dieWord(hand: readonly number[], d: number, whose = "your"): string {
  const face = hand[d];
  if (face === undefined) return `${whose} die`;
  const same = hand.flatMap((f, i) => (f === face ? [i] : []));
  return same.length < 2 ? `${whose} ${face}` : `${whose} ${ORDINAL[same.indexOf(d)] ?? ""} ${face}`;
}

export const cap = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);
