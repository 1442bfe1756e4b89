// How finished matches are named and dated on the history and match pages.
import * as m from "../i18n/messages";

export function gameName(game: string, seats: number): string {
  if (game === "stakes") return seats === 2 ? "Stakes Duel" : "Stakes";
  // The names alone (../games/catalog.ts also holds the home page's blurbs, which the
  // match page and the embed would carry for nothing).
  return game === "dobbelsjanse" ? "Dobbelsjanse" : game === "twelves" ? "Twelves" : game;
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

/** How an abandoned match reads (the table ended it after 30 days with no move). */
export const ABANDONED = m.rpAbandoned;
