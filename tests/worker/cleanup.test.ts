// Nothing grows forever: a never-started table goes after 7 days, a finished
// table's storage 30 days after D1 confirmed its record (its links then lead to
// the replay from D1), chat keeps its last 100 lines, and asking about an id
// never issued writes nothing at all.
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { createExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { app } from "../../src/http/app";
import type { CreateGameResponse } from "../../src/protocol/api";
import type { GameRoom } from "../../src/index";
import { call, chooser, errorOf, join, ok, ORIGIN, playToEnd, recordOf, table, viewOf } from "./helpers";
import { LiveClient } from "./socket-client";

const DAY = 24 * 3_600_000;
const stubOf = (id: string) => env.ROOMS.get(env.ROOMS.idFromName(id));

/** Moves the room's clock and runs its alarm. */
async function alarmAt(id: string, ms: number): Promise<void> {
  await runInDurableObject(stubOf(id), (room: GameRoom) => {
    room.setSeams({ clock: () => ms });
  });
  await runDurableObjectAlarm(stubOf(id));
}

/** Everything the object keeps: its SQL tables (with row counts) and whether an alarm is set. */
async function storedIn(id: string): Promise<{ tables: Record<string, number>; alarm: number | null }> {
  return runInDurableObject(stubOf(id), async (_room: GameRoom, state) => {
    const names = state.storage.sql
      .exec<{ name: string }>(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'",
      )
      .toArray()
      .map((r) => r.name);
    const tables: Record<string, number> = {};
    for (const n of names)
      tables[n] = state.storage.sql.exec<{ c: number }>(`SELECT COUNT(*) AS c FROM "${n}"`).one().c;
    return { tables, alarm: await state.storage.getAlarm() };
  });
}

const assets = {
  fetch: async () =>
    new Response("<!doctype html><html><head><title>T</title></head><body></body></html>", {
      headers: { "content-type": "text/html" },
    }),
} as unknown as Fetcher;
const site = (path: string) =>
  app.fetch(new Request(ORIGIN + path, { redirect: "manual" }), { ...env, ASSETS: assets }, createExecutionContext());

describe("cleanup", () => {
  it("deletes a table nobody started after 7 days, and not before", async () => {
    const c = await ok<CreateGameResponse>(
      call("/api/games", { method: "POST", json: { game: "stakes", seats: 3, name: "Host" } }),
      201,
    );
    await ok(join(c, "Bob"), 201);
    const made = Date.parse((await storedMeta(c.id)).createdAt);
    expect((await storedIn(c.id)).alarm).not.toBeNull();
    await alarmAt(c.id, made + 6 * DAY);
    expect((await viewOf(c.id)).seats).toHaveLength(2);
    const watcher = await LiveClient.open(c.id, {});
    await watcher.next();
    await alarmAt(c.id, made + 7 * DAY + 1000);
    expect(await watcher.closed).toBe(1001);
    expect(await errorOf(call(`/api/games/${c.id}`))).toEqual({ status: 404, code: "game/not_found" });
    expect(await storedIn(c.id)).toEqual({ tables: {}, alarm: null });
    expect((await site(`/g/${c.id}`)).status).toBe(404);
  });

  it("keeps a table that started, however long it runs", async () => {
    const t = await table("stakes", 2);
    const made = Date.parse((await storedMeta(t.id)).createdAt);
    await alarmAt(t.id, made + 8 * DAY);
    expect((await viewOf(t.id)).status).toBe("playing");
    // The start's expiry is dropped: no alarm is left firing for it.
    const { alarm } = await storedIn(t.id);
    expect(alarm === null || alarm > made + 8 * DAY).toBe(true);
  });

  it("deletes a finished table 30 days after D1 confirmed its record; every link then leads to the replay from D1", async () => {
    const t = await table("stakes", 2);
    await playToEnd(t, chooser(3), 3000);
    const record = await recordOf(t.id);
    // Before the 30 days: the table still answers.
    await alarmAt(t.id, Date.now() + 29 * DAY);
    expect((await viewOf(t.id)).status).toBe("finished");
    await alarmAt(t.id, Date.now() + 31 * DAY);
    expect(await storedIn(t.id)).toEqual({ tables: {}, alarm: null });
    expect(await errorOf(call(`/api/games/${t.id}`))).toEqual({ status: 404, code: "game/not_found" });
    // The record is untouched, and the table's links lead to it.
    expect(await ok(call(`/api/matches/${t.id}`))).toEqual(record);
    for (const suffix of ["", "/watch", "/join"]) {
      const res = await site(`/g/${t.id}${suffix}`);
      expect(res.status, suffix).toBe(302);
      expect(res.headers.get("location")).toBe(`/m/${t.id}`);
    }
    expect((await site(`/m/${t.id}`)).status).toBe(200);
    expect((await site(`/embed/${t.id}`)).status).toBe(200);
    const o = await site(`/oembed?url=${encodeURIComponent(`${ORIGIN}/g/${t.id}`)}&format=json`);
    expect(o.status).toBe(200);
    expect(((await o.json()) as { title: string }).title).toMatch(/match/);
  });

  it("does not start the 30 days before D1 has the record", async () => {
    const t = await table("stakes", 2);
    await runInDurableObject(stubOf(t.id), (room: GameRoom) => {
      room.setSeams({ sink: { insert: async () => Promise.reject(new Error("D1 is down")) } });
    });
    await playToEnd(t, chooser(3), 3000);
    await alarmAt(t.id, Date.now() + 40 * DAY);
    expect((await viewOf(t.id)).status).toBe("finished");
    expect((await storedIn(t.id)).tables.outbox).toBe(1);
  });

  it("keeps only the last 100 chat lines in storage", async () => {
    const t = await table("stakes", 2);
    let now = Date.now();
    for (let i = 0; i < 130; i++) {
      now += 60_000;
      await runInDurableObject(stubOf(t.id), (room: GameRoom) => {
        room.setSeams({ clock: () => now });
      });
      await ok(
        call(`/api/games/${t.id}/chat`, { method: "POST", token: t.tokens[i % 2], json: { text: `line ${i}` } }),
      );
    }
    expect((await storedIn(t.id)).tables.chat).toBe(100);
    const v = (await viewOf(t.id)) as unknown as { chat: { text: string }[] };
    expect(v.chat).toHaveLength(100);
    expect(v.chat[0]!.text).toBe("line 30");
    expect(v.chat[99]!.text).toBe("line 129");
  });

  it("writes nothing when someone asks about an id that was never issued", async () => {
    const id = "Unissued_id_01";
    await errorOf(call(`/api/games/${id}`));
    await errorOf(call(`/api/games/${id}`, { token: "x".repeat(32) }));
    await errorOf(join({ id, invite: "y".repeat(22) }, "Mallory"));
    await errorOf(
      call(`/api/games/${id}/moves`, { method: "POST", token: "t", json: { version: 0, move: { type: "flip" } } }),
    );
    await errorOf(call(`/api/games/${id}/chat`, { method: "POST", token: "t", json: { text: "hi" } }));
    await errorOf(call(`/api/games/${id}/cancel`, { method: "POST", token: "t" }));
    await errorOf(call(`/api/games/${id}/leave`, { method: "POST", token: "t" }));
    const live = await call(`/api/games/${id}/live`, { headers: { upgrade: "websocket" } });
    expect(live.status).toBe(404);
    await live.body?.cancel();
    await site(`/g/${id}`);
    await site(`/embed/${id}`);
    await site(`/oembed?url=${encodeURIComponent(`${ORIGIN}/g/${id}`)}`);
    expect(await storedIn(id)).toEqual({ tables: {}, alarm: null });
  });
});

async function storedMeta(id: string): Promise<{ createdAt: string }> {
  return runInDurableObject(stubOf(id), (room: GameRoom) => ({ createdAt: room.room!.meta.createdAt }));
}
