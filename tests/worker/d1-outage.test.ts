// While D1 is out of reach: the match API answers 503 server/unavailable with
// Retry-After (never 500), pages and oEmbed of a finished table answer from its
// room, and each outbox retry logs one short line with a bounded backoff.
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { createExecutionContext } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { app } from "../../src/http/app";
import type { GameRoom } from "../../src/index";
import { retryDelay } from "../../src/room/delivery/outbox";
import { chooser, errorOf, ORIGIN, playToEnd, table } from "./helpers";

/** A D1 binding whose every call fails, as during an outage. */
const downDb = new Proxy(
  {},
  {
    get: () => () => {
      throw new Error("D1_ERROR: Network connection lost.");
    },
  },
) as D1Database;

const assets = {
  fetch: async () =>
    new Response("<!doctype html><html><head><title>T</title></head><body></body></html>", {
      headers: { "content-type": "text/html" },
    }),
} as unknown as Fetcher;
const duringOutage = (path: string) =>
  app.fetch(new Request(ORIGIN + path), { ...env, DB: downDb, ASSETS: assets }, createExecutionContext());

afterEach(() => vi.restoreAllMocks());

describe("a D1 outage", () => {
  it("answers the match API with 503 server/unavailable and Retry-After, never 500", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    for (const path of [`/api/matches/${"A".repeat(14)}`, "/api/matches", "/api/matches?game=stakes&limit=5"]) {
      const res = await duringOutage(path);
      expect(Number(res.headers.get("retry-after")), path).toBeGreaterThan(0);
      expect(await errorOf(res), path).toEqual({ status: 503, code: "server/unavailable" });
    }
  });

  it("still answers the pages and oEmbed of a finished table from its room", async () => {
    const t = await table("stakes", 2);
    await playToEnd(t, chooser(3), 3000);
    for (const path of [`/m/${t.id}`, `/g/${t.id}`, `/embed/${t.id}`]) {
      const res = await duringOutage(path);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      if (path !== `/embed/${t.id}`) expect(html, path).toContain("Stakes Duel match: Seat 0 and Seat 1");
    }
    for (const url of [`${ORIGIN}/m/${t.id}`, `${ORIGIN}/g/${t.id}`]) {
      const res = await duringOutage(`/oembed?url=${encodeURIComponent(url)}&format=json`);
      expect(res.status, url).toBe(200);
      expect(((await res.json()) as { title: string }).title).toBe("Stakes Duel match: Seat 0 and Seat 1");
    }
  });

  it("logs each failed outbox delivery as one short line (id, attempt, error), backing off up to a minute", async () => {
    const t = await table("stakes", 2);
    const stub = env.ROOMS.get(env.ROOMS.idFromName(t.id));
    const lines: string[] = [];
    vi.spyOn(console, "warn").mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(" ")));
    const huge = "INSERT INTO matches VALUES (" + "x".repeat(50_000) + ")";
    await runInDurableObject(stub, (room: GameRoom) => {
      room.setSeams({ sink: { insert: async () => Promise.reject(new Error(`D1_ERROR: ${huge}\nsecond line`)) } });
    });
    await playToEnd(t, chooser(3), 3000);
    // Each retry is due later than the last: move the room's clock past it and run the alarm.
    for (let k = 1; k <= 3; k++) {
      await runInDurableObject(stub, (room: GameRoom) => {
        room.setSeams({ clock: () => Date.now() + k * 120_000 });
      });
      await runDurableObjectAlarm(stub);
    }
    const outbox = lines.filter((l) => l.startsWith("outbox:"));
    expect(outbox.length).toBeGreaterThanOrEqual(2);
    for (const [i, line] of outbox.entries()) {
      expect(line).toContain(`id=${t.id}`);
      expect(line).toContain(`attempt=${i + 1}`);
      expect(line).not.toContain("\n");
      expect(line.length).toBeLessThan(400);
    }
    // The backoff doubles and stops growing at a minute.
    expect(retryDelay(2)).toBe(2 * retryDelay(1));
    expect(retryDelay(50)).toBe(60_000);
    expect(retryDelay(10_000)).toBe(60_000);
  });
});
