// How finished matches are named and dated on the history and match pages.
import { CATALOG } from "../games/catalog";

export function gameName(game: string, seats: number): string {
  if (game === "stakes") return seats === 2 ? "Stakes Duel" : "Stakes";
  return CATALOG.find((g) => g.game === game)?.name ?? game;
}

/** A date and time as the page's language writes it (`locale`; the browser's own without one). */
export function when(iso: string, locale?: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleString(locale, { dateStyle: "medium", timeStyle: "short" });
}

/** What the result's scores count. */
export function scoreUnit(game: string, seats: number): string {
  if (game === "stakes") return seats === 2 ? "round wins" : "points";
  return game === "twelves" ? "coins" : "points";
}

/** "1 point", "2 points", "1 round win": the unit in the singular for exactly one. */
export function withUnit(n: number | string, unit: string): string {
  return `${n} ${Number(n) === 1 || Number(n) === -1 ? unit.replace(/s$/, "") : unit}`;
}

/** How an abandoned match reads (the table ended it after 30 days with no move). */
export const ABANDONED = "Abandoned: nobody moved for 30 days, so no one wins.";
