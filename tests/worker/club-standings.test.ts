// Club standings (api.md "Clubs"): a finished club table reaches its club's
// standings within 5 s, exactly once, even when the club could not be reached for
// a while; only member seats are rated, by their places; anyone replaying the
// results through openskill from fresh ratings gets exactly the standings.
import { runInDurableObject } from "cloudflare:test";
import { ordinal, rate, rating } from "openskill";
import { describe, expect, it, vi } from "vitest";
import type { GameRoom } from "../../src/index";
import type { Board, ClubResult, MemberRecord, Standings } from "../../src/protocol/club";
import { stubOf } from "./async-helpers";
import {
  clubResults,
  clubStub,
  clubView,
  duelBetween,
  newClub,
  openTable,
  resign,
  resultsReach,
  takeSeat,
} from "./club-helpers";
import { call, chooser, join, ok, playToEnd, recordOf } from "./helpers";

/** What a reader of GET /api/clubs/:id/results computes with openskill alone. */
function replay(results: ClubResult[]): Map<string, { mu: number; sigma: number; played: number; wins: number }> {
  const lines = new Map<string, { mu: number; sigma: number; played: number; wins: number }>();
  for (const r of results) {
    const key = (m: string) => `${r.board}:${m}`;
    const before = r.places.map((p) => lines.get(key(p.member)) ?? { ...rating(), played: 0, wins: 0 });
    const after = rate(
      before.map((b) => [{ mu: b.mu, sigma: b.sigma }]),
      { rank: r.places.map((p) => p.place) },
    );
    for (const [i, p] of r.places.entries())
      lines.set(key(p.member), {
        mu: after[i]![0]!.mu,
        sigma: after[i]![0]!.sigma,
        played: before[i]!.played + 1,
        wins: before[i]!.wins + (p.place === 1 ? 1 : 0),
      });
  }
  return lines;
}

function expectReplayMatches(standings: Standings, results: ClubResult[]) {
  const lines = replay(results);
  let count = 0;
  for (const [board, entries] of Object.entries(standings) as [Board, Standings[Board]][]) {
    const ordinals = entries!.map((e) => e.rating.ordinal);
    expect(ordinals, "sorted by ordinal, best first").toEqual([...ordinals].sort((a, b) => b - a));
    for (const e of entries!) {
      const l = lines.get(`${board}:${e.member}`)!;
      expect(l, `${board} ${e.name}`).toBeDefined();
      expect(Math.abs(e.rating.mu - l.mu)).toBeLessThan(1e-9);
      expect(Math.abs(e.rating.sigma - l.sigma)).toBeLessThan(1e-9);
      expect(Math.abs(e.rating.ordinal - ordinal(l))).toBeLessThan(1e-9);
      expect([e.played, e.wins]).toEqual([l.played, l.wins]);
      count++;
    }
  }
  expect(count).toBe(lines.size);
}

async function clubKeyOf(id: string): Promise<string> {
  return runInDurableObject(stubOf(id), (room: GameRoom) => room.room!.meta.club!.key);
}

describe("standings", () => {
  it("rates a Duel between two members within 5 s: the winner first, the resigned seat last; results replay to the standings", async () => {
    const club = await newClub("Club", "Ann", ["Bob", "Cy"]);
    const d1 = await duelBetween(club, "Ann", "Bob");
    await resign(d1.id, d1.tokens[1]!); // Bob resigns: Ann wins.
    const first = await resultsReach(club, "Cy", 1);
    expect(first.results).toEqual([
      {
        match: d1.id,
        board: "duel",
        finishedAt: (await recordOf(d1.id)).finishedAt,
        places: [
          { member: club.ids.Ann, place: 1 },
          { member: club.ids.Bob, place: 2 },
        ],
      },
    ]);
    const d2 = await duelBetween(club, "Cy", "Ann");
    await resign(d2.id, d2.tokens[0]!); // Cy resigns: Ann wins again.
    const d3 = await duelBetween(club, "Bob", "Cy");
    await resign(d3.id, d3.tokens[1]!); // Cy resigns: Bob wins.
    const { results } = await resultsReach(club, "Ann", 3);
    expect(results.map((r) => r.match)).toEqual([d1.id, d2.id, d3.id]);
    const view = await clubView(club, "Ann");
    expect(Object.keys(view.standings)).toEqual(["duel"]);
    const duel = view.standings.duel!;
    expect(duel.map((e) => [e.name, e.played, e.wins])).toEqual([
      ["Ann", 2, 2],
      ["Bob", 2, 1],
      ["Cy", 2, 0],
    ]);
    expect(duel[0]!.rating.mu).toBeGreaterThan(25);
    expectReplayMatches(view.standings, results);

    // Head to head, from Bob's side.
    const bob = await ok<MemberRecord>(
      call(`/api/clubs/${club.id}/members/${club.ids.Bob}`, { token: club.tokens.Cy }),
    );
    expect(bob).toEqual({
      id: club.ids.Bob,
      name: "Bob",
      boards: { duel: duel.find((e) => e.name === "Bob") },
      versus: expect.arrayContaining([
        { member: club.ids.Ann, name: "Ann", played: 1, won: 0, lost: 1 },
        { member: club.ids.Cy, name: "Cy", played: 1, won: 1, lost: 0 },
      ]),
    });
    expect(bob.versus).toHaveLength(2);
  });

  it("rates a Stakes table of members and a guest by places among all seats, the guest left out", async () => {
    const club = await newClub("Club", "Ann", ["Bob"]);
    const t = await openTable(club, "Ann", { game: "stakes", seats: 3 });
    const bob = await takeSeat(club, "Bob", t.id);
    const guest = await ok<{ seat: number; token: string }>(join(t, "Guest"), 201);
    const final = await playToEnd(
      { id: t.id, tokens: [t.token, bob.token, guest.token], created: t },
      chooser(7),
      5000,
    );
    expect(final.status).toBe("finished");
    const { results } = await resultsReach(club, "Ann", 1);
    const record = await recordOf(t.id);
    const scores = record.result.scores;
    const winners = record.result.winners;
    // Each member's place: 1 for a winner, else 1 + the seats ahead of it.
    const placeOf = (seat: number) =>
      winners.includes(seat)
        ? 1
        : 1 +
          [0, 1, 2].filter((s) => winners.includes(s) || (!winners.includes(s) && scores[s]! > scores[seat]!)).length;
    expect(results[0]).toEqual({
      match: t.id,
      board: "stakes",
      finishedAt: record.finishedAt,
      places: [
        { member: club.ids.Ann, place: placeOf(0) },
        { member: club.ids.Bob, place: placeOf(1) },
      ],
    });
    const view = await clubView(club, "Bob");
    expect(view.standings.stakes!.map((e) => e.member).sort()).toEqual([club.ids.Ann, club.ids.Bob].sort());
    expectReplayMatches(view.standings, results);
    const listed = view.tables.find((x) => x.id === t.id)!;
    expect(listed.status).toBe("finished");
    expect(listed.players.map((p) => p.member)).toEqual([club.ids.Ann, club.ids.Bob, null]);
  });

  it("does not rate a table with one member seat (the table is still listed as finished)", async () => {
    const club = await newClub("Club", "Ann", ["Bob"]);
    const t = await openTable(club, "Ann", { game: "stakes", seats: 2 });
    const guest = await ok<{ seat: number; token: string }>(join(t, "Guest"), 201);
    await resign(t.id, guest.token);
    await vi.waitFor(
      async () => {
        const v = await clubView(club, "Bob");
        if (v.tables[0]?.status !== "finished") throw new Error("not finished yet");
      },
      { timeout: 5_000, interval: 20 },
    );
    expect((await clubResults(club, "Bob")).results).toEqual([]);
    expect((await clubView(club, "Bob")).standings).toEqual({});
  });
});

describe("exactly once", () => {
  it("ignores a repeated report, and refuses one for another table or with a forged key", async () => {
    const club = await newClub("Club", "Ann", ["Bob"]);
    const other = await newClub("Other", "Zed", ["Yan"]);
    const d = await duelBetween(club, "Ann", "Bob");
    const key = await clubKeyOf(d.id);
    await resign(d.id, d.tokens[1]!);
    await resultsReach(club, "Ann", 1);
    const before = await clubView(club, "Ann");
    const record = JSON.stringify(await recordOf(d.id));
    const stub = clubStub(club.id);
    expect(await stub.report(d.id, key, record)).toBe("already");
    expect(await stub.report(d.id, "x".repeat(32), record)).toBe("refused");
    // Another club's table, reported to this club with its own key: not this club's.
    const od = await duelBetween(other, "Zed", "Yan");
    const otherKey = await clubKeyOf(od.id);
    await resign(od.id, od.tokens[1]!);
    await resultsReach(other, "Zed", 1);
    const otherRecord = JSON.stringify(await recordOf(od.id));
    expect(await stub.report(od.id, otherKey, otherRecord)).toBe("refused");
    // This table's key with another match's record: not this table's match.
    expect(await stub.report(d.id, key, otherRecord)).toBe("refused");
    const fresh = await duelBetween(club, "Bob", "Ann");
    const freshKey = await clubKeyOf(fresh.id);
    expect(await stub.report(fresh.id, freshKey, otherRecord)).toBe("refused");
    expect(await stub.report(fresh.id, freshKey, "not json")).toBe("refused");
    const after = await clubView(club, "Ann");
    expect(after.standings).toEqual(before.standings);
    expect((await clubResults(club, "Ann")).results).toHaveLength(1);
  });

  it("retries while the club cannot be reached and applies the match once when it can", async () => {
    const club = await newClub("Club", "Ann", ["Bob"]);
    const stub = clubStub(club.id);
    const d = await duelBetween(club, "Ann", "Bob");
    await stub.setUnreachable(true);
    await resign(d.id, d.tokens[0]!);
    // The table's alarm tries, fails, and tries again (250 ms, then 500 ms, …).
    await vi.waitFor(
      async () => {
        if ((await stub.setUnreachable(true)) < 3) throw new Error("fewer than 3 attempts yet");
      },
      { timeout: 10_000, interval: 50 },
    );
    expect((await clubResults(club, "Ann")).results).toEqual([]);
    await stub.setUnreachable(false);
    const { results } = await vi.waitFor(
      async () => {
        const r = await clubResults(club, "Ann");
        if (r.results.length === 0) throw new Error("not yet");
        return r;
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(results).toHaveLength(1);
    expect(results[0]!.places).toEqual([
      { member: club.ids.Ann, place: 2 },
      { member: club.ids.Bob, place: 1 },
    ]);
    const view = await clubView(club, "Ann");
    expect(view.standings.duel!.map((e) => [e.name, e.played, e.wins])).toEqual([
      ["Bob", 1, 1],
      ["Ann", 1, 0],
    ]);
    // Nothing is left to send: the table's queue is empty.
    const pending = await runInDurableObject(
      stubOf(d.id),
      (room: GameRoom) => room.store.sql.exec("SELECT count(*) AS n FROM club_report").one().n,
    );
    expect(pending).toBe(0);
  });

  it("never shows the club's key in a table's views or record", async () => {
    const club = await newClub("Club", "Ann", ["Bob"]);
    const d = await duelBetween(club, "Ann", "Bob");
    const key = await clubKeyOf(d.id);
    for (const token of [undefined, d.tokens[0], d.tokens[1]]) {
      const text = await (await call(`/api/games/${d.id}`, { token })).text();
      expect(text).not.toContain(key);
      expect(text).not.toContain(club.id);
    }
    await resign(d.id, d.tokens[1]!);
    expect(JSON.stringify(await recordOf(d.id))).not.toContain(key);
  });
});
