// Bots through the Worker (api.md "Bots"): a person plays a whole match against
// bots with botPace "instant", the bots' moves are played by the room's alarm as
// ordinary moves, and the D1 record verifies; bots are marked in `seats`, never
// get a deadline, come back in a rematch, and can be put in an empty seat of a
// waiting table by a seated player.
import { describe, expect, it } from "vitest";
import type { CreateGameResponse, JoinGameResponse } from "../../src/protocol/api";
import type { View } from "../../src/protocol/view";
import { verifyMatch } from "../../src/verify/verify-match";
import { runDurableObjectAlarm } from "cloudflare:test";
import { alarmAt, postTo, stubOf, type AsyncView } from "./async-helpers";
import { call, chooser, errorOf, ok, post, recordOf, viewOf } from "./helpers";

function create(json: Record<string, unknown>): Promise<Response> {
  return call("/api/games", { method: "POST", json: { name: "Pat", ...json } });
}

/**
 * Plays the human seat with `pick`; while a bot is to act, runs the room's alarm
 * (with botPace "instant" the bot is due at once; the alarm may also have fired on
 * its own). Returns the final view.
 */
async function playWithBots(id: string, token: string, pick: (v: View) => unknown): Promise<View> {
  for (let step = 0; step < 3000; step++) {
    const v = await viewOf(id, token);
    if (v.status === "finished") return v;
    if (v.toAct.includes(v.you!)) await ok<View>(post(id, token, v.version, pick(v)));
    else await runDurableObjectAlarm(stubOf(id));
  }
  throw new Error("match did not finish");
}

describe("a person against bots", () => {
  it.each([
    ["stakes", 3, ["strong", "easy"], {}],
    ["dobbelsjanse", 3, ["easy", "strong"], {}],
    ["twelves", 2, ["strong"], { games: 1 }],
  ] as const)(
    "%s: plays to the end with botPace instant, and the record verifies",
    async (game, seats, bots, options) => {
      const created = await ok<CreateGameResponse>(
        create({ game, seats, bots, options: { ...options, botPace: "instant" } }),
        201,
      );
      const first = await viewOf(created.id, created.token);
      expect(first.status).toBe("playing");
      expect(first.seats.map((s) => s.bot ?? null)).toEqual([null, ...bots]);
      for (const s of first.seats.slice(1)) expect(s.name).toMatch(new RegExp(`^Bot \\w+ \\(${s.bot}\\)$`));
      const view = await playWithBots(created.id, created.token, chooser(11));
      expect(view.result).toBeDefined();
      const record = await recordOf(created.id);
      // Bot moves are ordinary moves of the bot seats (no `by`), and every seat played.
      for (let s = 0; s < seats; s++) expect(record.moves.some((m) => m.seat === s)).toBe(true);
      expect(record.moves.every((m) => !("by" in m))).toBe(true);
      expect(record.players.slice(1).map((p) => p.name)).toEqual(view.seats.slice(1).map((s) => s.name));
      // The record says which seats were bots, and at what level.
      expect(record.players.map((p) => p.bot ?? null)).toEqual([null, ...bots]);
      const report = await verifyMatch(record);
      expect(report.problems).toEqual([]);
      expect(report.ok).toBe(true);
    },
  );
});

describe("creating a table with bots", () => {
  it("refuses more bots than seats less one, unknown levels and paces", async () => {
    expect(await errorOf(create({ game: "stakes", seats: 3, bots: ["easy", "easy", "easy"] }))).toEqual({
      status: 400,
      code: "request/invalid",
    });
    expect(await errorOf(create({ game: "stakes", seats: 3, bots: ["hard"] }))).toEqual({
      status: 400,
      code: "request/invalid",
    });
    expect(await errorOf(create({ game: "stakes", seats: 3, bots: "easy" }))).toEqual({
      status: 400,
      code: "request/invalid",
    });
    expect(await errorOf(create({ game: "stakes", seats: 3, bots: ["easy"], options: { botPace: "fast" } }))).toEqual({
      status: 400,
      code: "request/invalid",
    });
  });

  it("gives bots the highest seats and starts when the human seats are filled", async () => {
    const created = await ok<CreateGameResponse>(create({ game: "stakes", seats: 4, bots: ["easy", "strong"] }), 201);
    const waiting = await viewOf(created.id, created.token);
    expect(waiting.status).toBe("waiting");
    // The waiting table shows the seats held for the bots, with the names they will sit down with.
    const reserved = [
      { seat: 2, bot: "easy" },
      { seat: 3, bot: "strong" },
    ];
    expect(waiting.reservedBots).toMatchObject(reserved);
    expect((await viewOf(created.id)).reservedBots).toMatchObject(reserved);
    // api.md (Bots): a bot seat's entry in `seats` carries `bot`, already while the table waits.
    for (const v of [waiting, await viewOf(created.id)]) {
      expect(v.seats.map((s) => [s.seat, s.bot ?? null])).toEqual([
        [0, null],
        [2, "easy"],
        [3, "strong"],
      ]);
      expect(v.seats.slice(1).map((s) => s.name)).toEqual(waiting.reservedBots!.map((s) => s.name));
    }
    // "Your tables" lists the same seats for the waiting table.
    const listed = await ok<{ tables: { seats: { seat: number; bot?: string }[] }[] }>(
      call("/api/tables", { method: "POST", json: { seats: [{ id: created.id, token: created.token }] } }),
    );
    expect(listed.tables[0]!.seats.map((s) => [s.seat, s.bot ?? null])).toEqual([
      [0, null],
      [2, "easy"],
      [3, "strong"],
    ]);
    const joined = await ok<JoinGameResponse>(
      call(`/api/games/${created.id}/join`, { method: "POST", json: { name: "Sam", invite: created.invite } }),
      201,
    );
    expect(joined.seat).toBe(1);
    const v = await viewOf(created.id, joined.token);
    expect(v.status).toBe("playing");
    expect(v.seats.map((s) => s.bot ?? null)).toEqual([null, null, "easy", "strong"]);
    expect(v.seats.slice(2).map((s) => s.name)).toEqual(waiting.reservedBots!.map((s) => s.name));
    expect(v.reservedBots).toBeUndefined();
    expect(
      await errorOf(
        call(`/api/games/${created.id}/join`, { method: "POST", json: { name: "Late", invite: created.invite } }),
      ),
    ).toEqual({
      status: 409,
      code: "game/full",
    });
  });

  it("never puts a bot on the clock", async () => {
    const created = await ok<CreateGameResponse>(
      create({ game: "stakes", seats: 3, bots: ["easy", "easy"], options: { timePerMove: "1h" } }),
      201,
    );
    let v = (await viewOf(created.id, created.token)) as AsyncView;
    let clock = Date.now();
    for (let i = 0; i < 40 && v.status === "playing"; i++) {
      for (const d of v.clock.deadlines ?? []) expect(d.seat).toBe(0);
      if (v.toAct.includes(0)) await ok<View>(post(created.id, created.token, v.version, v.legal[0]));
      else await alarmAt(created.id, (clock += 5000));
      v = (await viewOf(created.id, created.token)) as AsyncView;
    }
    expect(v.version).toBeGreaterThan(5);
  });

  it("keeps the bots in a rematch", async () => {
    const created = await ok<CreateGameResponse>(
      create({ game: "twelves", seats: 3, bots: ["easy", "strong"], options: { games: 1, botPace: "instant" } }),
      201,
    );
    await playWithBots(created.id, created.token, (v) => v.legal[0]);
    const after = await ok<AsyncView>(postTo(created.id, "rematch", created.token));
    const next = await viewOf(after.rematch!.id, created.token);
    expect(next.seats.map((s) => s.bot ?? null)).toEqual([null, "easy", "strong"]);
    const view = await playWithBots(after.rematch!.id, created.token, (v) => v.legal[0]);
    expect(view.status).toBe("finished");
  });
});

describe("POST /api/games/:id/bots", () => {
  it("puts a bot in the next free seat; the last seat starts the table", async () => {
    const created = await ok<CreateGameResponse>(create({ game: "stakes", seats: 3 }), 201);
    const joined = await ok<JoinGameResponse>(
      call(`/api/games/${created.id}/join`, { method: "POST", json: { name: "Sam", invite: created.invite } }),
      201,
    );
    const added = await ok<{ seat: number }>(
      call(`/api/games/${created.id}/bots`, { method: "POST", token: joined.token, json: { level: "strong" } }),
      201,
    );
    expect(added).toEqual({ seat: 2 });
    const v = await viewOf(created.id);
    expect(v.status).toBe("playing");
    expect(v.seats[2]).toMatchObject({ seat: 2, bot: "strong" });
    expect(v.seats[2]!.name).toMatch(/^Bot \w+ \(strong\)$/);
    expect(
      await errorOf(
        call(`/api/games/${created.id}/bots`, { method: "POST", token: created.token, json: { level: "easy" } }),
      ),
    ).toEqual({
      status: 409,
      code: "game/not_waiting",
    });
  });

  it("answers 400, 404, 401 and 409 in api.md's order", async () => {
    const created = await ok<CreateGameResponse>(create({ game: "dobbelsjanse", seats: 3, bots: ["easy"] }), 201);
    const url = `/api/games/${created.id}/bots`;
    expect(await errorOf(call(url, { method: "POST", token: created.token, json: { level: "medium" } }))).toEqual({
      status: 400,
      code: "request/invalid",
    });
    expect(
      await errorOf(
        call("/api/games/AAAAAAAAAAAAAA/bots", { method: "POST", token: created.token, json: { level: "easy" } }),
      ),
    ).toEqual({
      status: 404,
      code: "game/not_found",
    });
    expect(await errorOf(call(url, { method: "POST", json: { level: "easy" } }))).toEqual({
      status: 401,
      code: "auth/invalid_token",
    });
    expect(await errorOf(call(url, { method: "POST", token: "x".repeat(32), json: { level: "easy" } }))).toEqual({
      status: 401,
      code: "auth/invalid_token",
    });
    // One human seat left and one bot reserved: the added bot fills seat 1, the reserved one seat 2.
    expect(
      await ok<{ seat: number }>(call(url, { method: "POST", token: created.token, json: { level: "easy" } }), 201),
    ).toEqual({
      seat: 1,
    });
    const v = await viewOf(created.id);
    expect(v.status).toBe("playing");
    expect(v.seats.map((s) => s.bot ?? null)).toEqual([null, "easy", "easy"]);
  });
});
