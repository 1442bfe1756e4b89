// A member's head to head (GET /api/clubs/:id/members/:memberId): per other member,
// the matches both were rated in, won (placed above them), lost (below); a shared
// place is neither. Pure, over the club's results.
import type { ClubResult, Versus } from "../protocol/club";

export function versusOf(
  me: string,
  results: readonly Pick<ClubResult, "places">[],
  nameOf: (member: string) => string,
): Versus[] {
  const by = new Map<string, Versus>();
  for (const r of results) {
    const mine = r.places.find((p) => p.member === me);
    if (!mine) continue;
    for (const other of r.places) {
      if (other.member === me) continue;
      let v = by.get(other.member);
      if (!v)
        by.set(other.member, (v = { member: other.member, name: nameOf(other.member), played: 0, won: 0, lost: 0 }));
      v.played++;
      if (mine.place < other.place) v.won++;
      else if (mine.place > other.place) v.lost++;
    }
  }
  return [...by.values()].sort((a, b) => b.played - a.played || a.name.localeCompare(b.name));
}
