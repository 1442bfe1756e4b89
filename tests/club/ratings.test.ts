// Club ratings (src/club/ratings.ts) are openskill's with its defaults, Plackett-Luce,
// applied result by result: kept incrementally they equal a replay from nothing.
import { ordinal, rate, rating } from "openskill";
import { plackettLuce, thurstoneMostellerFull } from "openskill/models";
import { describe, expect, it } from "vitest";
import type { ClubResult } from "../../src/protocol/club";
import { applyResult, type RatingLine, replayResults, standingsOf } from "../../src/club/ratings";
import { versusOf } from "../../src/club/head-to-head";

/** A seeded run of results among `n` members on two boards (a tiny LCG: deterministic). */
function results(count: number, n: number, seed = 1): ClubResult[] {
  let x = seed >>> 0;
  const next = (k: number) => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x % k;
  };
  return Array.from({ length: count }, (_, i) => {
    const seats = 2 + next(4);
    const members = [...new Set(Array.from({ length: seats }, () => `m${next(n)}`))];
    const places = members.map((member) => ({ member, place: 1 + next(members.length) }));
    return {
      match: `x${i}`,
      board: next(2) === 0 ? "stakes" : "twelves",
      finishedAt: new Date(1_800_000_000_000 + i * 1000).toISOString(),
      places,
    } as ClubResult;
  }).filter((r) => r.places.length >= 2);
}

describe("ratings", () => {
  it("rate's default model is Plackett-Luce with mu 25 and sigma 25/3", () => {
    expect(rating()).toEqual({ mu: 25, sigma: 25 / 3 });
    const teams = [[rating()], [rating()], [rating()]];
    const rank = [2, 1, 2];
    expect(rate(teams, { rank })).toEqual(rate(teams, { rank, model: plackettLuce }));
    expect(rate(teams, { rank })).not.toEqual(rate(teams, { rank, model: thurstoneMostellerFull }));
  });

  it("applies a result as openskill rates one match, ranks = places", () => {
    const r: ClubResult = {
      match: "a",
      board: "stakes",
      finishedAt: "2026-01-01T00:00:00.000Z",
      places: [
        { member: "ann", place: 2 },
        { member: "bob", place: 1 },
        { member: "cy", place: 2 },
      ],
    };
    const lines = applyResult(r, () => undefined);
    const expected = rate([[rating()], [rating()], [rating()]], { rank: [2, 1, 2] });
    expect(lines.map((l) => [l.member, l.mu, l.sigma, l.played, l.wins])).toEqual([
      ["ann", expected[0]![0]!.mu, expected[0]![0]!.sigma, 1, 0],
      ["bob", expected[1]![0]!.mu, expected[1]![0]!.sigma, 1, 1],
      ["cy", expected[2]![0]!.mu, expected[2]![0]!.sigma, 1, 0],
    ]);
    expect(lines[1]!.mu).toBeGreaterThan(25);
  });

  it("kept incrementally equals a replay from fresh ratings, and standings sort by ordinal", () => {
    const all = results(400, 12);
    const kept = new Map<string, RatingLine>();
    for (const r of all)
      for (const l of applyResult(r, (m) => kept.get(`${r.board}:${m}`))) kept.set(`${r.board}:${l.member}`, l);
    const replayed = new Map(replayResults(all).map((l) => [`${l.board}:${l.member}`, l]));
    expect(replayed.size).toBe(kept.size);
    for (const [k, l] of kept) {
      expect(replayed.get(k)!.mu).toBe(l.mu);
      expect(replayed.get(k)!.sigma).toBe(l.sigma);
    }
    const standings = standingsOf([...kept.values()], (m) => m.toUpperCase());
    for (const entries of Object.values(standings)) {
      for (const e of entries!) expect(e.rating.ordinal).toBe(ordinal(e.rating));
      const o = entries!.map((e) => e.rating.ordinal);
      expect(o).toEqual([...o].sort((a, b) => b - a));
    }
  });

  it("counts head to head: above is won, below lost, a shared place neither", () => {
    const rs = [
      {
        places: [
          { member: "a", place: 1 },
          { member: "b", place: 2 },
          { member: "c", place: 1 },
        ],
      },
      {
        places: [
          { member: "a", place: 3 },
          { member: "b", place: 1 },
        ],
      },
    ];
    expect(versusOf("a", rs, (m) => m)).toEqual([
      { member: "b", name: "b", played: 2, won: 1, lost: 1 },
      { member: "c", name: "c", played: 1, won: 0, lost: 0 },
    ]);
  });
});
