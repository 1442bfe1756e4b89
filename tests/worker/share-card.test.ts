// Share cards per table (api.md "Share cards per table"): GET /g/:id/card.png and
// /m/:id/card.png draw the table as a spectator sees it, 1200×630 PNG, at most
// 200 KB, from public data only; the play, join, watch and match pages point their
// og:image and twitter:image at it with ?v=<version>.
import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { app } from "../../src/http/app";
import { cardPng, statusLine } from "../../src/http/card/draw-card";
import { tableFacts } from "../../src/http/table-facts";
import { postTo } from "./async-helpers";
import { call, chooser, ok, ORIGIN, post, recordOf, table, viewOf } from "./helpers";

const SHELL = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Tablelink</title></head><body></body></html>`;
const assets = {
  fetch: async () => new Response(SHELL, { headers: { "content-type": "text/html; charset=utf-8" } }),
} as unknown as Fetcher;

function site(path: string, headers: HeadersInit = {}): Promise<Response> {
  return Promise.resolve(
    app.fetch(new Request(ORIGIN + path, { headers }), { ...env, ASSETS: assets }, createExecutionContext()),
  );
}

function metas(html: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)">/g)) out[m[1]!] = m[2]!;
  return out;
}

/** Checks the PNG's signature and IHDR; answers its bytes. */
async function png(res: Response): Promise<Uint8Array> {
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("image/png");
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect([...bytes.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  expect(new TextDecoder().decode(bytes.subarray(12, 16))).toBe("IHDR");
  expect([view.getUint32(16), view.getUint32(20)]).toEqual([1200, 630]);
  expect(bytes.length).toBeLessThanOrEqual(200 * 1024);
  // The last chunk is IEND: the file is whole.
  expect(new TextDecoder().decode(bytes.subarray(bytes.length - 8, bytes.length - 4))).toBe("IEND");
  return bytes;
}

const maxAge = (res: Response) => Number(/max-age=(\d+)/.exec(res.headers.get("cache-control") ?? "")?.[1] ?? -1);

describe("GET /g/:id/card.png", () => {
  it("draws a table in play as a PNG, 1200×630, under 200 KB; a versioned URL is cached a day", async () => {
    const t = await table("stakes", 4);
    const v = await viewOf(t.id);
    const live = await site(`/g/${t.id}/card.png`);
    await png(live);
    expect(live.headers.get("cache-control")).toContain("public");
    const versioned = await site(`/g/${t.id}/card.png?v=${v.version}`);
    await png(versioned);
    expect(versioned.headers.get("cache-control")).toContain("public");
    expect(maxAge(versioned)).toBeGreaterThanOrEqual(86_400);
  });

  it("is drawn from the spectator's facts only: a seat's token changes nothing", async () => {
    const t = await table("dobbelsjanse", 3);
    const mine = await viewOf(t.id, t.tokens[0]);
    await ok(post(t.id, t.tokens[mine.toAct[0]!]!, mine.version, { type: "draw" }));
    const facts = await tableFacts(env, t.id);
    // Nothing but names, seats, turn, scores, the result and a series' score (every spectator sees it) reaches the card.
    expect(Object.keys(facts!).sort()).toEqual(
      [
        "game",
        "gameName",
        "id",
        "names",
        "result",
        "round",
        "scores",
        "seatsTotal",
        "series",
        "status",
        "toAct",
        "toActSeats",
        "version",
      ].sort(),
    );
    const expected = await cardPng(facts!);
    const plain = await png(await site(`/g/${t.id}/card.png?v=a`));
    const withToken = await png(await site(`/g/${t.id}/card.png?v=b`, { authorization: `Bearer ${t.tokens[0]}` }));
    expect(plain).toEqual(expected);
    expect(withToken).toEqual(expected);
  });

  it("a versioned card is the table at that version: the turn that just passed, and nothing earlier kept under its URL", async () => {
    const t = await table("stakes", 2);
    const first = await viewOf(t.id);
    const before = await png(await site(`/g/${t.id}/card.png?v=${first.version}`));
    // The next version, asked for before the table reaches it: drawn, but kept by nobody.
    const early = await site(`/g/${t.id}/card.png?v=${first.version + 1}`);
    await png(early);
    expect(early.headers.get("cache-control")).not.toContain("public");
    // Moves until the turn passes to the other seat.
    let v = first;
    while (v.toAct[0] === first.toAct[0] && v.status === "playing") {
      const mine = await viewOf(t.id, t.tokens[v.toAct[0]!]);
      await ok(post(t.id, t.tokens[v.toAct[0]!]!, mine.version, mine.legal[0]));
      v = await viewOf(t.id);
    }
    const now = await tableFacts(env, t.id);
    expect(now!.toActSeats).not.toEqual([first.toAct[0]]);
    const expected = await cardPng(now!);
    expect(expected).not.toEqual(before);
    // Both the version just reached and the one asked for too early show the table as it is now.
    for (const at of [v.version, first.version + 1]) {
      const res = await site(`/g/${t.id}/card.png?v=${at}`);
      expect(await png(res), `v=${at}`).toEqual(expected);
      expect(maxAge(res)).toBeGreaterThanOrEqual(86_400);
    }
    // A version not reached is drawn as the table is now, and not kept.
    const ahead = await site(`/g/${t.id}/card.png?v=${v.version + 50}`);
    expect(await png(ahead)).toEqual(expected);
    expect(ahead.headers.get("cache-control")).toBe("no-store");
    // The live card, with its cached facts, is at most a minute old.
    expect(maxAge(await site(`/g/${t.id}/card.png`))).toBeLessThanOrEqual(55);
  });

  it("is drawn in the language its address names (?lang=nb), and Norwegian pages point at that card", async () => {
    const t = await table("stakes", 2);
    const v = await viewOf(t.id);
    const facts = await tableFacts(env, t.id);
    expect(statusLine(facts!, "nb")).toMatch(/^Runde \d+ · Seat \d har turen$/);
    const english = await png(await site(`/g/${t.id}/card.png?v=${v.version}`));
    const norsk = await site(`/g/${t.id}/card.png?v=${v.version}&lang=nb`);
    expect(norsk.headers.get("content-language")).toBe("nb");
    const bytes = await png(norsk);
    expect(bytes).toEqual(await cardPng(facts!, "nb"));
    expect(bytes).not.toEqual(english);
    // The card's language is the address's alone: a Norwegian browser asking for the English URL gets English.
    expect(await png(await site(`/g/${t.id}/card.png?v=${v.version}`, { "accept-language": "nb" }))).toEqual(english);
    const tags = metas(await (await site(`/g/${t.id}/watch?lang=nb`)).text());
    expect(tags["og:image"]).toBe(`${ORIGIN}/g/${t.id}/card.png?v=${v.version}&amp;lang=nb`);
  });

  it("404 for an unknown or malformed id", async () => {
    for (const path of ["/g/AAAAAAAAAAAAAA/card.png", "/g/nope/card.png", "/m/AAAAAAAAAAAAAA/card.png?v=1"]) {
      const res = await site(path);
      expect(res.status, path).toBe(404);
      await res.body?.cancel();
    }
  });
});

describe("GET /m/:id/card.png and the pages' tags", () => {
  it("draws a finished match, and every page's og:image and twitter:image point at the versioned card", async () => {
    const t = await table("dobbelsjanse", 3);
    await ok(postTo(t.id, "resign", t.tokens[1]));
    await ok(postTo(t.id, "resign", t.tokens[2]));
    const pick = chooser(2);
    for (let v = await viewOf(t.id); v.status === "playing"; v = await viewOf(t.id)) {
      const mine = await viewOf(t.id, t.tokens[0]);
      await ok(post(t.id, t.tokens[0]!, mine.version, pick(mine)));
    }
    const record = await recordOf(t.id);
    const res = await site(`/m/${t.id}/card.png?v=${record.moves.length}`);
    await png(res);
    expect(maxAge(res)).toBeGreaterThanOrEqual(86_400);
    const m = metas(await (await site(`/m/${t.id}`)).text());
    expect(m["og:image"]).toBe(`${ORIGIN}/m/${t.id}/card.png?v=${record.moves.length}`);
    expect(m["twitter:image"]).toBe(m["og:image"]);
    expect(m["twitter:card"]).toBe("summary_large_image");

    const live = await table("twelves", 3);
    const version = (await viewOf(live.id)).version;
    for (const suffix of ["", "/join", "/watch"]) {
      const tags = metas(await (await site(`/g/${live.id}${suffix}`)).text());
      expect(tags["og:image"]).toBe(`${ORIGIN}/g/${live.id}/card.png?v=${version}`);
      expect(tags["twitter:image"]).toBe(tags["og:image"]);
      expect(tags["twitter:card"]).toBe("summary_large_image");
    }
    // The card the tags name is there.
    await png(await call(`/g/${live.id}/card.png?v=${version}`));
  });
});
