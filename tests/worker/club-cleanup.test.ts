// A club with no table for 180 days is cleaned up (api.md "Clubs"), through the
// club's test clock; its matches stay in the match records.
import { describe, expect, it } from "vitest";
import { call, errorOf, ok, recordOf } from "./helpers";
import { clubView, duelBetween, newClub, openTable, resign, resultsReach } from "./club-helpers";

const DAY = 24 * 3_600_000;

async function advance(club: string, days: number): Promise<void> {
  for (let left = days; left > 0; left -= 30)
    await ok(call(`/api/clubs/${club}/fixture/advance`, { method: "POST", json: { ms: Math.min(30, left) * DAY } }));
}

describe("club cleanup", () => {
  it("keeps a club for 180 days after its last table, then it is gone (404) and its records stay", async () => {
    const club = await newClub("Club", "Ann", ["Bob"]);
    const d = await duelBetween(club, "Ann", "Bob");
    await resign(d.id, d.tokens[1]!);
    await resultsReach(club, "Ann", 1);
    await advance(club.id, 170);
    await openTable(club, "Bob", { game: "stakes", seats: 3 });
    await advance(club.id, 179);
    expect((await clubView(club, "Ann")).members).toHaveLength(2);
    await advance(club.id, 1);
    expect(await errorOf(call(`/api/clubs/${club.id}`, { token: club.tokens.Ann }))).toEqual({
      status: 404,
      code: "club/not_found",
    });
    expect(await errorOf(call(`/api/clubs/${club.id}/fixture/advance`, { method: "POST", json: { ms: 1 } }))).toEqual({
      status: 404,
      code: "club/not_found",
    });
    expect((await recordOf(d.id)).id).toBe(d.id);
  });

  it("checks the test clock's body (400) like a table's", async () => {
    const club = await newClub("Club", "Ann");
    for (const ms of [0, -1, 1.5, "1", 30 * DAY + 1])
      expect(await errorOf(call(`/api/clubs/${club.id}/fixture/advance`, { method: "POST", json: { ms } }))).toEqual({
        status: 400,
        code: "request/invalid",
      });
  });
});
