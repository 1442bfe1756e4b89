// Where each seat of a finished match placed, and which of those places count for
// the club: the rules' winners share first place, the others follow by score
// (equal scores share a place), and a seat that resigned is placed last whatever
// its score. Only member seats are rated, and only when at least two seats are
// members' (guests and bots are left out; their places still push members down).
import type { MatchRecord } from "../protocol/api";
import { boardOf, type ClubResult } from "../protocol/club";

/** Places of every seat (1 = first), standard competition ranking: 1, 1, 3. */
export function seatPlaces(record: Pick<MatchRecord, "seats" | "result" | "moves">): number[] {
  const resigned = new Set(record.moves.flatMap((m) => ("resign" in m && m.resign ? [m.seat] : [])));
  const winners = new Set(record.result.winners);
  // Lower sorts first: resigned seats last, the winners first, then by score.
  const group = (seat: number) => (resigned.has(seat) ? 2 : winners.has(seat) ? 0 : 1);
  const score = (seat: number) => record.result.scores[seat] ?? 0;
  const seats = Array.from({ length: record.seats }, (_, s) => s);
  const same = (a: number, b: number) => group(a) === group(b) && (group(a) !== 1 || score(a) === score(b));
  const sorted = [...seats].sort((a, b) => group(a) - group(b) || score(b) - score(a));
  const places = new Array<number>(record.seats).fill(0);
  sorted.forEach((seat, i) => {
    const prev = sorted[i - 1];
    places[seat] = prev !== undefined && same(prev, seat) ? places[prev]! : i + 1;
  });
  return places;
}

/**
 * The club's result of a finished table, or null when it does not count (fewer
 * than two member seats). `members`: seat → member id for the seats members hold.
 */
export function clubResult(
  record: Pick<MatchRecord, "id" | "game" | "seats" | "result" | "moves" | "finishedAt">,
  members: ReadonlyMap<number, string>,
): ClubResult | null {
  const places = seatPlaces(record);
  const rated = [...members.entries()]
    .filter(([seat]) => seat >= 0 && seat < record.seats)
    .sort(([a], [b]) => a - b)
    .map(([seat, member]) => ({ member, place: places[seat]! }));
  if (rated.length < 2) return null;
  return { match: record.id, board: boardOf(record.game, record.seats), finishedAt: record.finishedAt, places: rated };
}
