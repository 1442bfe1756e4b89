// Pages of tables that went away, whatever was cached while they were there (api.md
// "Limits (fourth round)"): a cancelled table's /m/ is 404, and a finished table
// cleaned up sends /g/ to its replay at /m/. Opening the pages first fills the
// caches ("this table exists", its share facts) as any visitor would.
import { createExecutionContext, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { app } from "../../src/http/app";
import type { CreateGameResponse } from "../../src/protocol/api";
import type { GameRoom } from "../../src/index";
import { call, chooser, errorOf, join, ok, ORIGIN, playToEnd, recordOf, table } from "./helpers";

const DAY = 24 * 3_600_000;
const stubOf = (id: string) => env.ROOMS.get(env.ROOMS.idFromName(id));
const assets = {
  fetch: async () =>
    new Response("<!doctype html><html><head><title>T</title></head><body></body></html>", {
      headers: { "content-type": "text/html" },
    }),
} as unknown as Fetcher;
async function site(path: string): Promise<Response> {
  const res = await app.fetch(
    new Request(ORIGIN + path, { redirect: "manual" }),
    { ...env, ASSETS: assets },
    createExecutionContext(),
  );
  await res.body?.cancel();
  return res;
}

describe("pages of tables that went away", () => {
  it("a cancelled table's /m/ is 404, even after its pages were opened", async () => {
    const c = await ok<CreateGameResponse>(
      call("/api/games", { method: "POST", json: { game: "stakes", seats: 3, name: "Host" } }),
      201,
    );
    await ok(join(c, "Bob"), 201);
    // Visitors while it waits: the page, the match page (it waits for a record).
    expect((await site(`/g/${c.id}`)).status).toBe(200);
    expect((await site(`/m/${c.id}`)).status).toBe(200);
    await ok(call(`/api/games/${c.id}/cancel`, { method: "POST", token: c.token }));
    expect(await errorOf(call(`/api/games/${c.id}`))).toEqual({ status: 404, code: "game/not_found" });
    // No record will ever come: the match page says so at once.
    expect((await site(`/m/${c.id}`)).status).toBe(404);
    expect((await site(`/m/${c.id}`)).status).toBe(404);
  });

  it("a finished table cleaned up sends /g/ to /m/, even after its pages were opened", async () => {
    const t = await table("stakes", 2);
    await playToEnd(t, chooser(3), 3000);
    await recordOf(t.id);
    for (const suffix of ["", "/watch", "/join"]) expect((await site(`/g/${t.id}${suffix}`)).status, suffix).toBe(200);
    const live = await call(`/api/games/${t.id}/live`, { headers: { upgrade: "websocket" } });
    expect(live.status).toBe(101);
    live.webSocket?.accept();
    live.webSocket?.close(1000, "done");
    // 30 days after D1 confirmed the record, the room deletes the table.
    await runInDurableObject(stubOf(t.id), (room: GameRoom) => room.setSeams({ clock: () => Date.now() + 31 * DAY }));
    await runDurableObjectAlarm(stubOf(t.id));
    expect(await errorOf(call(`/api/games/${t.id}`))).toEqual({ status: 404, code: "game/not_found" });
    for (const suffix of ["", "/watch", "/join"]) {
      const res = await site(`/g/${t.id}${suffix}`);
      expect(res.status, suffix).toBe(302);
      expect(res.headers.get("location")).toBe(`/m/${t.id}`);
    }
    expect((await site(`/m/${t.id}`)).status).toBe(200);
  });
});
