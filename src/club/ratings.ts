// Club ratings: Weng-Lin with the Plackett-Luce model, exactly as the openskill
// package computes them with its defaults (api.md "Clubs"), applied one result at
// a time in the order the matches finished, so standings are kept incrementally
// and anyone replaying GET /api/clubs/:id/results gets the same numbers.
import { ordinal, rate, rating } from "openskill";
import type { Board, ClubResult, ClubRating, StandingEntry, Standings } from "../protocol/club";

/** One member's line on one board, as the club stores it. */
export interface RatingLine {
  board: Board;
  member: string;
  mu: number;
  sigma: number;
  played: number;
  wins: number;
}

export function freshLine(board: Board, member: string): RatingLine {
  const r = rating();
  return { board, member, mu: r.mu, sigma: r.sigma, played: 0, wins: 0 };
}

/**
 * The lines a result changes, from the lines as they stand (`current`, by
 * member, for the result's board; a member with none starts fresh). Pure.
 */
export function applyResult(result: ClubResult, current: (member: string) => RatingLine | undefined): RatingLine[] {
  const before = result.places.map((p) => current(p.member) ?? freshLine(result.board, p.member));
  const after = rate(
    before.map((l) => [{ mu: l.mu, sigma: l.sigma }]),
    { rank: result.places.map((p) => p.place) },
  );
  return before.map((l, i) => ({
    ...l,
    mu: after[i]![0]!.mu,
    sigma: after[i]![0]!.sigma,
    played: l.played + 1,
    wins: l.wins + (result.places[i]!.place === 1 ? 1 : 0),
  }));
}

export function ratingOf(line: Pick<RatingLine, "mu" | "sigma">): ClubRating {
  return { mu: line.mu, sigma: line.sigma, ordinal: ordinal({ mu: line.mu, sigma: line.sigma }) };
}

export function entryOf(line: RatingLine, name: string): StandingEntry {
  return { member: line.member, name, played: line.played, wins: line.wins, rating: ratingOf(line) };
}

/** Every board's lines, best ordinal first (equal ordinals: by name, then id, so the order is stable). */
export function standingsOf(lines: readonly RatingLine[], nameOf: (member: string) => string): Standings {
  const out: Standings = {};
  for (const line of lines) (out[line.board] ??= []).push(entryOf(line, nameOf(line.member)));
  for (const board of Object.keys(out) as Board[])
    out[board]!.sort(
      (a, b) => b.rating.ordinal - a.rating.ordinal || a.name.localeCompare(b.name) || (a.member < b.member ? -1 : 1),
    );
  return out;
}

/** Standings from nothing: every result applied in order (what a reader of the results can do). */
export function replayResults(results: readonly ClubResult[]): RatingLine[] {
  const lines = new Map<string, RatingLine>();
  for (const r of results)
    for (const l of applyResult(r, (m) => lines.get(`${r.board}:${m}`))) lines.set(`${r.board}:${l.member}`, l);
  return [...lines.values()];
}
