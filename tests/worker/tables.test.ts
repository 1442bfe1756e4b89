// POST /api/tables: every field of a seat's entry through a table's life
// (waiting, playing with a clock, finished), per-entry errors for unknown games
// and wrong tokens, malformed bodies, and a hundred seats in one call.
import { describe, expect, it } from "vitest";
import type { CreateGameResponse } from "../../src/protocol/api";
import type { TableEntry, TableError, TablesResponse } from "../../src/protocol/tables";
import { HOUR, setClock } from "./async-helpers";
import { call, errorOf, ok, post, table, viewOf } from "./helpers";

function tables(seats: unknown): Promise<TablesResponse> {
  return ok<TablesResponse>(call("/api/tables", { method: "POST", json: { seats } }));
}

describe("POST /api/tables", () => {
  it("gives each seat its table: game, status, seat, names, whose turn, its own deadline, version, last change, result", async () => {
    const T0 = Date.now() + 10 * 24 * HOUR;
    const created = await ok<CreateGameResponse>(
      call("/api/games", {
        method: "POST",
        json: { game: "stakes", seats: 2, name: "Ann", options: { timePerMove: "1h", fixture: { rolls: [4, 5] } } },
      }),
      201,
    );
    await setClock(created.id, T0);
    const waiting = await tables([{ id: created.id, token: created.token }]);
    expect(waiting.tables).toHaveLength(1);
    const w = waiting.tables[0] as TableEntry;
    expect(w).toEqual({
      id: created.id,
      game: "stakes",
      status: "waiting",
      seat: 0,
      seats: [{ seat: 0, name: "Ann" }],
      yourTurn: false,
      deadline: null,
      version: 0,
      updatedAt: expect.any(String),
    });
    expect(Number.isNaN(Date.parse(w.updatedAt))).toBe(false);

    const joined = await ok<{ token: string }>(
      call(`/api/games/${created.id}/join`, { method: "POST", json: { name: "Bob", invite: created.invite } }),
      201,
    );
    const tokens = [created.token, joined.token];
    const both = () => tables(tokens.map((token) => ({ id: created.id, token })));
    const [ann, bob] = (await both()).tables as TableEntry[];
    expect(ann).toMatchObject({
      status: "playing",
      seat: 0,
      yourTurn: true,
      version: 0,
      seats: [
        { seat: 0, name: "Ann" },
        { seat: 1, name: "Bob" },
      ],
    });
    expect(ann!.deadline).toBe(new Date(T0 + HOUR).toISOString());
    expect(ann!.updatedAt).toBe(new Date(T0).toISOString());
    expect(bob).toMatchObject({ status: "playing", seat: 1, yourTurn: false, deadline: null });
    expect("result" in ann!).toBe(false);

    // A move by Ann at T0 + 1 min: the version and the last change follow.
    await setClock(created.id, T0 + 60_000);
    const mine = await viewOf(created.id, tokens[0]);
    await ok(post(created.id, tokens[0]!, mine.version, mine.legal[0]));
    const spectator = await viewOf(created.id);
    const [ann2, bob2] = (await both()).tables as TableEntry[];
    expect(ann2!.version).toBe(spectator.version);
    expect(ann2!.updatedAt).toBe(new Date(T0 + 60_000).toISOString());
    expect(ann2!.yourTurn).toBe(spectator.toAct.includes(0));
    expect(bob2!.yourTurn).toBe(spectator.toAct.includes(1));
    expect(bob2!.deadline === null).toBe(!spectator.toAct.includes(1));

    // Ann resigns: the Duel is over, with its result, and nobody is due.
    await setClock(created.id, T0 + 120_000);
    await ok(call(`/api/games/${created.id}/resign`, { method: "POST", token: tokens[0], json: {} }));
    const final = await viewOf(created.id);
    const [ann3, bob3] = (await both()).tables as TableEntry[];
    for (const e of [ann3!, bob3!]) {
      expect(e.status).toBe("finished");
      expect(e.yourTurn).toBe(false);
      expect(e.deadline).toBeNull();
      expect(e.result).toEqual(final.result);
      expect(e.version).toBe(final.version);
      expect(e.updatedAt).toBe(new Date(T0 + 120_000).toISOString());
    }
  });

  it("answers an unknown game or a wrong token in that entry, in the request's order, and the rest as usual", async () => {
    const t = await table("twelves", 2);
    const other = await table("dobbelsjanse", 3);
    const r = await tables([
      { id: "AAAAAAAAAAAAAA", token: t.tokens[0] },
      { id: t.id, token: t.tokens[1] },
      { id: t.id, token: other.tokens[0] },
      { id: "short", token: "x" },
      { id: other.id, token: other.tokens[2] },
    ]);
    expect(r.tables.map((e) => ("error" in e ? (e as TableError).error.code : e.game))).toEqual([
      "game/not_found",
      "twelves",
      "auth/invalid_token",
      "game/not_found",
      "dobbelsjanse",
    ]);
    expect(r.tables.map((e) => e.id)).toEqual(["AAAAAAAAAAAAAA", t.id, t.id, "short", other.id]);
    for (const e of r.tables) if ("error" in e) expect((e as TableError).error.message.length).toBeGreaterThan(0);
    expect((r.tables[1] as TableEntry).seat).toBe(1);
    expect((r.tables[4] as TableEntry).seat).toBe(2);
    // Another seat's token never reads this table, nor leaks its own game.
    expect(JSON.stringify(r.tables[2])).not.toContain("dobbelsjanse");
  });

  it("refuses malformed bodies with 400 and never keeps an answer that carried tokens", async () => {
    const t = await table("stakes", 2);
    const bad: unknown[] = [
      null,
      [],
      {},
      { seats: [] },
      { seats: "x" },
      { seats: [null] },
      { seats: [{ id: t.id }] },
      { seats: [{ token: t.tokens[0] }] },
      { seats: [{ id: 5, token: t.tokens[0] }] },
      { seats: [{ id: t.id, token: "" }] },
      { seats: Array.from({ length: 101 }, () => ({ id: t.id, token: t.tokens[0] })) },
    ];
    for (const body of bad)
      expect(
        await errorOf(call("/api/tables", { method: "POST", json: body })),
        JSON.stringify(body)?.slice(0, 80),
      ).toEqual({
        status: 400,
        code: "request/invalid",
      });
    expect(await errorOf(call("/api/tables", { method: "POST", body: "{not json" }))).toEqual({
      status: 400,
      code: "request/invalid",
    });
    const res = await call("/api/tables", { method: "POST", json: { seats: [{ id: t.id, token: t.tokens[0] }] } });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    await res.body?.cancel();
  });

  it("answers a hundred seats in one call, one entry per seat in order", async () => {
    const seats: { id: string; token: string }[] = [];
    for (let i = 0; i < 50; i++) {
      const t = await table("stakes", 2);
      seats.push({ id: t.id, token: t.tokens[0]! }, { id: t.id, token: t.tokens[1]! });
    }
    const r = await tables(seats);
    expect(r.tables).toHaveLength(100);
    r.tables.forEach((e, i) => {
      expect("error" in e).toBe(false);
      expect(e.id).toBe(seats[i]!.id);
      expect((e as TableEntry).seat).toBe(i % 2);
    });
    // Exactly one seat of each table is to act at the start.
    for (let i = 0; i < 100; i += 2)
      expect(
        [(r.tables[i] as TableEntry).yourTurn, (r.tables[i + 1] as TableEntry).yourTurn].filter(Boolean),
      ).toHaveLength(1);
  });
});
