// A series (docs/api.md "Series"): the same seats play match after match, each one
// starting as the last ends, until a seat has won more than half of `bestOf`
// matches or `bestOf` were played. Shared by the room, which keeps the score, and the
// pages, which say it.
import type { Seat } from "../engine/types";

export const BEST_OF = [3, 5, 7] as const;
export type BestOf = (typeof BEST_OF)[number];

/** How a series is asked for in `options.series`. */
export interface SeriesOption {
  bestOf: BestOf;
}

/** The series as every view of one of its matches carries it (null: the table plays a single match). */
export interface SeriesView {
  bestOf: BestOf;
  /** Matches finished so far, this one included once it is over. */
  played: number;
  /** Match wins per seat (a match two seats share counts for both). */
  wins: number[];
  /** The ids of the finished matches, oldest first. */
  matches: string[];
  over: boolean;
  /** Once over: the seats that won the series (shared on equal wins); empty when it was ended early with nobody ahead. */
  winners: Seat[];
}

/** Whether a seat has won more than half of the matches: the series is decided whatever follows. */
export function clinched(bestOf: number, wins: readonly number[]): boolean {
  return wins.some((w) => w > bestOf / 2);
}

/** The score as the leader's wins against the nearest rival's, at any number of seats: "2–1". */
export function seriesScore(wins: readonly number[]): string {
  return [...wins]
    .sort((a, b) => b - a)
    .slice(0, 2)
    .join("–");
}

/** The seats with the most wins (none while nobody has won a match). */
export function leaders(wins: readonly number[]): Seat[] {
  const top = Math.max(0, ...wins);
  return top === 0 ? [] : wins.flatMap((w, seat) => (w === top ? [seat] : []));
}
