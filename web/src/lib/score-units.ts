// Scores with their unit in the page's language ("1 point", "3 coins"): apart
// from ./match-text, whose game names the table page needs at once, so the page
// loads these only with the result that shows them.
import * as m from "../i18n/messages";
import { plural } from "../i18n/plural";

/** By what ./match-text's scoreUnit names. */
const UNITS: Record<string, { one: string; other: string }> = {
  points: m.rpPoints,
  "round wins": m.rpRoundWins,
  coins: m.rpCoins,
};

/** "1 point", "2 points", "+3 coins": the form for `n` ("+3" is kept as written). */
export const withUnit = (n: number | string, unit: string): string =>
  plural(UNITS[unit] ?? UNITS.points!, Number(n), { v: n });

/** The unit's word alone, as in "(Ann 3, Bob 1 points)". */
export const unitWord = (unit: string): string => (UNITS[unit] ?? UNITS.points!).other.replace("{v} ", "");
