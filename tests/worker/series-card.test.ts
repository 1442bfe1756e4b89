// A series' score in what a link preview shows: the share card's facts and the
// play page's og:description say it ("Seat 0 leads 1–0 in a best of 3", "… wins the
// series 2–0"), in English and Norwegian; a single match says nothing of a series.
import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { app } from "../../src/http/app";
import { factsDescription, seriesLine, type TableFacts, tableFacts } from "../../src/http/table-facts";
import type { SeriesView } from "../../src/protocol/series";
import { call, ok, ORIGIN, table, viewOf } from "./helpers";

const SHELL = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Tablelink</title></head><body></body></html>`;
const assets = {
  fetch: async () => new Response(SHELL, { headers: { "content-type": "text/html; charset=utf-8" } }),
} as unknown as Fetcher;

const description = async (path: string) => {
  const res = await app.fetch(new Request(ORIGIN + path), { ...env, ASSETS: assets }, createExecutionContext());
  return /<meta (?:property|name)="og:description" content="([^"]*)">/.exec(await res.text())?.[1] ?? "";
};

const resign = (id: string, token: string) => ok(call(`/api/games/${id}/resign`, { method: "POST", token, json: {} }));

function facts(series: SeriesView | null): TableFacts {
  return {
    id: "x",
    game: "stakes",
    gameName: "Stakes Duel",
    status: "finished",
    names: ["Ann", "Bob"],
    seatsTotal: 2,
    round: null,
    toAct: [],
    toActSeats: [],
    result: { winners: [0], scores: [40, 20], reason: "points" } as unknown as TableFacts["result"],
    scores: [40, 20],
    version: 9,
    series,
  };
}

const over = (wins: number[], winners: number[]): SeriesView => ({
  bestOf: 5,
  played: 4,
  wins,
  matches: [],
  over: true,
  winners,
});

describe("a series in link previews", () => {
  it("says who leads, who won, a shared series and one ended early, in both languages", () => {
    expect(seriesLine(facts(null))).toBeNull();
    const going: SeriesView = { bestOf: 5, played: 3, wins: [1, 2], matches: [], over: false, winners: [] };
    expect(seriesLine(facts(going))).toBe("Bob leads 2–1 in a best of 5");
    expect(seriesLine(facts(going), "nb")).toBe("Bob leder 2–1 i en best av 5");
    expect(seriesLine(facts({ ...going, wins: [1, 1] }))).toBe("1–1 in a best of 5");
    expect(seriesLine(facts(over([3, 1], [0])))).toBe("Ann wins the series 3–1");
    expect(seriesLine(facts(over([3, 1], [0])), "nb")).toBe("Ann vinner serien 3–1");
    expect(seriesLine(facts(over([2, 2], [0, 1])))).toBe("Ann and Bob share the series 2–2");
    expect(seriesLine(facts(over([1, 1], [])), "nb")).toBe("Serien endte 1–1");
    expect(factsDescription(facts(over([3, 1], [0])))).toMatch(/ Ann wins the series 3–1\.$/);
    expect(factsDescription(facts(null))).not.toMatch(/series/);
    // At more seats, the leader against the nearest rival.
    const three = { ...facts(over([2, 0, 1], [0])), names: ["Ann", "Bob", "Cy"], seatsTotal: 3 };
    expect(seriesLine(three)).toBe("Ann wins the series 2–1");
  });

  it("a Duel best of 3: the table's facts and description say the score, match after match", async () => {
    const t = await table("stakes", 2, { options: { series: { bestOf: 3 } } });
    expect((await tableFacts(env, t.id))?.series).toMatchObject({ bestOf: 3, played: 0 });
    expect(await description(`/g/${t.id}`)).toContain("0–0 in a best of 3");
    await resign(t.id, t.tokens[1]!);
    const next = ((await viewOf(t.id)) as { rematch?: { id: string } }).rematch!.id;
    expect(await description(`/g/${next}?lang=nb`)).toContain("Seat 0 leder 1–0 i en best av 3");
    await resign(next, t.tokens[1]!);
    expect(seriesLine((await tableFacts(env, next))!)).toBe("Seat 0 wins the series 2–0");
  });
});
