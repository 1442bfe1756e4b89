// The Twelves view `state` is the engine's own view type (web/docs/twelves-state.md
// describes every field); the rest is the table's wording and arithmetic.
import * as tm from "../../i18n/messages";
import { fmt } from "../../i18n/format";
import type { GameRecord, Status, TwelvesMove } from "../../../../src/engine/twelves/types";
import type { TwelvesActView, TwelvesPlayerView, TwelvesView } from "../../../../src/engine/twelves/view";

export type { GameRecord, TwelvesMove };
export type TwelvesState = TwelvesView;
export type TwelvesPlayer = TwelvesPlayerView;
export type TwelvesAct = TwelvesActView;

export const ROUNDS = 4;
export const PASS_OUT = 4;

export const ACTION_NAME: Record<string, string> = {
  cheat: tm.tActCheat,
  rig: tm.tActRig,
  drink: tm.tActDrink,
  hide: tm.tActHide,
  luck: tm.tActLuck,
  mystify: tm.tActMystify,
  shove: tm.tActShove,
  intimidate: tm.tActIntimidate,
  swap: tm.tActSwap,
  watch: tm.tActWatch,
  water: tm.tActWater,
  smash: tm.tActSmash,
};

export const STATUS_WORD: Record<Status, string> = { in: tm.tStIn2, out: tm.tStOut, removed: tm.tStRemoved };

export function stateOf(v: { state: unknown } | null): TwelvesState | null {
  return (v?.state as TwelvesState | null) ?? null;
}

export function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "±0";
}

/** A turn-order position (from 0) as people say it: 1st, 2nd, … */
export function place(n: number): string {
  return tm.tPlaces.split(",")[n] ?? `${n + 1}`;
}

const ORDINAL = tm.tOrdinals.split(",");

/** A turn-order position (from 0) in words: "third in line". */
export function inLine(n: number): string {
  return tm.tInLines.split(",")[n] ?? `${n + 1}`;
}

/** Which of the hand's dice showing the same face `d` is ("first", "second"), or null when it is the only one. */
function nthOfFace(hand: readonly number[], d: number): string | null {
  const same = hand.flatMap((f, i) => (f === hand[d] ? [i] : []));
  return same.length < 2 ? null : (ORDINAL[same.indexOf(d)] ?? "");
}

/** A die of the viewer's hand by its face, as a player says it: "your 9", or "your second 7" when two show 7. */
export function dieWord(hand: readonly number[], d: number): string {
  const face = hand[d];
  if (face === undefined) return tm.tYourDie;
  const nth = nthOfFace(hand, d);
  return nth === null ? fmt(tm.tYourFace, { f: face }) : fmt(tm.tYourNthFace, { nth, f: face });
}

/** The same die as a screen reader names it: "your die: 9", or "your second die: 7" when two show 7. */
export function dieLabel(hand: readonly number[], d: number): string {
  const nth = nthOfFace(hand, d);
  return nth === null ? `${tm.tYourDie}: ${hand[d]}` : fmt(tm.tYourNthDie, { nth, f: hand[d]! });
}

/** A showdown hand's name (the engine's English one) in the page's language, as the log says it. */
export function handWord(rank: string): string {
  // The build writes the language in: an English page keeps none of this.
  if ((tm.lang as string) === "en") return rank;
  const en = "High die,One pair,Two pairs,Three of a kind,Full house,Straight,Four of a kind,Five of a kind".split(",");
  return tm.tHandNames.split(",")[en.indexOf(rank)] ?? rank;
}

export const cap = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);
