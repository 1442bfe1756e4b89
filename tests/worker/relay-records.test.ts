// Page loads of a crowd's table do not go to its game object: a finished table's
// replay page, embed, oEmbed answer and record come from the D1 record (then the
// edge cache), so they still say who won when the object has nothing to say. Only
// its table page asks the object whether the table is still held (api.md "Limits
// (fourth round)": one cleaned up sends the reader to the replay).
import { createExecutionContext, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { app } from "../../src/http/app";
import type { MatchRecord } from "../../src/protocol/api";
import type { GameRoom } from "../../src/index";
import { call, chooser, ok, ORIGIN, playToEnd, recordOf, table } from "./helpers";

const SHELL = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Tablelink</title></head><body><main></main></body></html>`;
const assets = {
  fetch: async () => new Response(SHELL, { headers: { "content-type": "text/html; charset=utf-8" } }),
} as unknown as Fetcher;

function site(path: string): Promise<Response> {
  return Promise.resolve(app.fetch(new Request(ORIGIN + path), { ...env, ASSETS: assets }, createExecutionContext()));
}

const description = (html: string) => /<meta property="og:description" content="([^"]*)">/.exec(html)?.[1];

describe("a finished table's pages", () => {
  it("come from its record, not from its game object", async () => {
    const d = await table("stakes", 2);
    const final = await playToEnd(d, chooser(5), 3000);
    const record = await recordOf(d.id);
    const winner = `Seat ${final.result!.winners[0]}`;
    const pages = [`/g/${d.id}/watch`, `/g/${d.id}`, `/embed/${d.id}`];
    // The first reader's loads (this data centre learns the table and its record) …
    for (const path of pages) expect((await site(path)).status, path).toBe(200);
    // … then the object forgets the table (in memory): anything still asking it would find nothing.
    await runInDurableObject(env.ROOMS.get(env.ROOMS.idFromName(d.id)), (room: GameRoom) => void (room.room = null));
    expect((await call(`/api/games/${d.id}`)).status).toBe(404);

    // A finished table's own pages ask its object whether it still holds the table (a cached yes may
    // predate a cleanup): one that does not sends the reader to the replay, which the record tells.
    for (const path of pages.slice(0, 2)) {
      const res = await app.fetch(
        new Request(ORIGIN + path, { redirect: "manual" }),
        { ...env, ASSETS: assets },
        createExecutionContext(),
      );
      expect(res.status, path).toBe(302);
      expect(res.headers.get("location")).toBe(`/m/${d.id}`);
    }
    const html = await (await site(`/m/${d.id}`)).text();
    expect(description(html)).toBe(
      `Stakes Duel for 2 with Seat 0 and Seat 1: ${winner} won. Replay every move with the cards face up.`,
    );
    expect((await site(`/embed/${d.id}`)).status).toBe(200);
    const embed = await ok<{ title: string; html: string }>(
      call(`/oembed?url=${encodeURIComponent(`${ORIGIN}/embed/${d.id}`)}&format=json`),
    );
    expect(embed.title).toBe("Stakes Duel match: Seat 0 and Seat 1");
    // The embed's step-through reads the record, served the same from the cache the second time.
    const first = await ok<MatchRecord>(call(`/api/matches/${d.id}`));
    const again = await ok<MatchRecord>(call(`/api/matches/${d.id}`));
    expect(first).toEqual(record);
    expect(again).toEqual(record);
  });
});
