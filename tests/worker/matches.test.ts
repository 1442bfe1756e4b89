// The history list: newest first, filtered by game, paged by an opaque cursor
// without skipping or repeating a match.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { insertMatch } from "../../src/db/matches";
import type { MatchList, MatchRecord } from "../../src/protocol/api";
import { call, ok } from "./helpers";

function record(id: string, game: MatchRecord["game"], finishedAt: string): MatchRecord {
  return {
    id,
    game,
    seats: 2,
    players: [
      { seat: 0, name: "A" },
      { seat: 1, name: "B" },
    ],
    result: { winners: [0], scores: [4, 1] },
    options: {},
    createdAt: "2026-01-01T00:00:00.000Z",
    startedAt: "2026-01-01T00:00:01.000Z",
    finishedAt,
    commitment: "c".repeat(64),
    serverSeed: "a".repeat(64),
    entropy: [],
    seed: "a".repeat(64),
    moves: [{ seat: 0, move: { type: "flip" } }],
  };
}

// Two twelves matches share a finishing instant: the id breaks the tie.
const TWELVES = [
  record("tw000000000001", "twelves", "2026-03-01T10:00:00.000Z"),
  record("tw000000000002", "twelves", "2026-03-02T10:00:00.000Z"),
  record("tw000000000003", "twelves", "2026-03-02T10:00:00.000Z"),
  record("tw000000000004", "twelves", "2026-03-04T10:00:00.000Z"),
  record("tw000000000005", "twelves", "2026-03-05T10:00:00.000Z"),
];
const STAKES = [record("st000000000001", "stakes", "2026-03-03T10:00:00.000Z")];

describe("GET /api/matches", () => {
  beforeAll(async () => {
    for (const r of [...TWELVES, ...STAKES]) await insertMatch(env.DB, r);
  });

  it("pages through one game's matches, newest first", async () => {
    const ids: string[] = [];
    let next: string | null = null;
    let pages = 0;
    do {
      const q: string = next ? `&before=${encodeURIComponent(next)}` : "";
      const page: MatchList = await ok<MatchList>(call(`/api/matches?game=twelves&limit=2${q}`));
      expect(page.matches.length).toBeLessThanOrEqual(2);
      ids.push(...page.matches.map((m) => m.id));
      next = page.next;
      pages++;
    } while (next);
    expect(ids).toEqual(["tw000000000005", "tw000000000004", "tw000000000003", "tw000000000002", "tw000000000001"]);
    expect(pages).toBe(3);
  });

  it("lists summaries of every game without a filter, and the full record by id", async () => {
    const all = await ok<MatchList>(call("/api/matches"));
    const mine = all.matches.filter((m) => /^(tw|st)0/.test(m.id)).map((m) => m.id);
    expect(mine.slice(0, 3)).toEqual(["tw000000000005", "tw000000000004", "st000000000001"]);
    const summary = all.matches.find((m) => m.id === "st000000000001")!;
    expect(summary).toEqual({
      id: "st000000000001",
      game: "stakes",
      seats: 2,
      players: STAKES[0]!.players,
      result: STAKES[0]!.result,
      createdAt: STAKES[0]!.createdAt,
      startedAt: STAKES[0]!.startedAt,
      finishedAt: STAKES[0]!.finishedAt,
    });
    expect(await ok<MatchRecord>(call("/api/matches/st000000000001"))).toEqual(STAKES[0]);
  });

  it("returns an empty page and no cursor for a game without matches", async () => {
    expect(await ok<MatchList>(call("/api/matches?game=dobbelsjanse&limit=5"))).toEqual({ matches: [], next: null });
    // Empty parameters mean "not given".
    expect(await ok<MatchList>(call("/api/matches?game=&limit=&before="))).toMatchObject({ next: null });
  });
});
