// POST /api/tables for a seat that was handed on (api.md "Fixes to the third round":
// a replaced seat in Your tables): its old token is no token error but says who
// took the seat over, from which move and when; a token no seat ever held is still one.
import { describe, expect, it } from "vitest";
import type { ReplaceSeatResponse } from "../../src/protocol/api";
import type { TablesResponse } from "../../src/protocol/tables";
import { postTo, setClock } from "./async-helpers";
import { call, join, ok, table, viewOf } from "./helpers";
import { replace } from "./replace-seat-helpers";

function tables(seats: unknown): Promise<TablesResponse> {
  return ok<TablesResponse>(call("/api/tables", { method: "POST", json: { seats } }));
}

const T0 = Date.parse("2026-12-04T09:30:00Z");

describe("POST /api/tables: a seat that was handed on", () => {
  it("answers a seat given to a bot with seat/replaced and the bot, its first move and the time", async () => {
    const t = await table("dobbelsjanse", 3);
    await setClock(t.id, T0);
    await ok(postTo(t.id, "resign", t.tokens[2]));
    const version = (await viewOf(t.id)).version;
    await ok(replace(t.id, 2, t.tokens[0], { with: "bot", level: "easy" }));
    const bot = (await viewOf(t.id)).seats[2]!.name;
    const r = await tables([
      { id: t.id, token: t.tokens[2] },
      { id: t.id, token: "x".repeat(32) },
    ]);
    expect(r.tables[0]).toEqual({
      id: t.id,
      error: "seat/replaced",
      replacedBy: { name: bot, bot: "easy", fromMove: version, at: new Date(T0).toISOString() },
    });
    expect(r.tables[1]).toMatchObject({ id: t.id, error: { code: "auth/invalid_token" } });
  });

  it("answers a seat given to an invite: waiting for the friend, then the friend's name", async () => {
    const t = await table("dobbelsjanse", 3);
    await setClock(t.id, T0);
    await ok(postTo(t.id, "resign", t.tokens[1]));
    const made = await ok<ReplaceSeatResponse>(replace(t.id, 1, t.tokens[0], { with: "invite" }));
    expect((await tables([{ id: t.id, token: t.tokens[1] }])).tables[0]).toEqual({ id: t.id, error: "seat/replaced" });

    await setClock(t.id, T0 + 3_600_000);
    const version = (await viewOf(t.id)).version;
    const dee = await ok<{ token: string }>(join({ id: t.id, invite: made.invite }, "Dee"), 201);
    const r = await tables([
      { id: t.id, token: t.tokens[1] },
      { id: t.id, token: dee.token },
    ]);
    expect(r.tables[0]).toEqual({
      id: t.id,
      error: "seat/replaced",
      replacedBy: { name: "Dee", fromMove: version, at: new Date(T0 + 3_600_000).toISOString() },
    });
    // The friend holds the seat now: an ordinary entry.
    expect(r.tables[1]).toMatchObject({ id: t.id, seat: 1, status: "playing" });
  });
});
