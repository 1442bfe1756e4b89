// api.md, "Endpoints" and "The view", checked literally for every game: the exact
// bodies of create and join, seats in creation order, the start on the last seat,
// and the waiting view (state null, version 0) before it.
// (contract-fixture-validation.test.ts has the fixtures in the create options.)
import { describe, expect, it } from "vitest";
import type { CreateGameResponse, JoinGameResponse } from "../../src/protocol/api";
import { call, errorOf, ok, viewOf } from "./helpers";
import { create } from "./contract-calls";

const GAMES = [
  ["stakes", 2, 6],
  ["dobbelsjanse", 3, 6],
  ["twelves", 2, 6],
] as const;

const VIEW_KEYS = ["id", "game", "status", "version", "seats", "you", "toAct", "legal", "state", "log", "commitment"];

function join(created: { id: string; invite: string }, name: string): Promise<Response> {
  return call(`/api/games/${created.id}/join`, { method: "POST", json: { name, invite: created.invite } });
}

describe.each(GAMES)("%s: create and join", (game, min, max) => {
  it.each([min, max])("with %i seats answers exactly the fixed shapes and starts on the last seat", async (seats) => {
    const res = await create({ game, seats, name: "Host" });
    expect(res.status).toBe(201);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    const created = (await res.json()) as CreateGameResponse;
    expect(Object.keys(created).sort()).toEqual(["commitment", "id", "invite", "seat", "token", "urls"]);
    expect(Object.keys(created.urls).sort()).toEqual(["embed", "invite", "play", "watch"]);
    expect(created.seat).toBe(0);
    expect(created.commitment).toMatch(/^[0-9a-f]{64}$/);
    for (const url of Object.values(created.urls)) expect(url).toContain(created.id);

    const tokens = [created.token];
    for (let s = 1; s < seats; s++) {
      const before = await viewOf(created.id);
      expect(before.status).toBe("waiting");
      expect(before.state).toBeNull();
      expect(before.version).toBe(0);
      expect(before.toAct).toEqual([]);
      expect(before.seats).toEqual(
        Array.from({ length: s }, (_, i) => ({ seat: i, name: i === 0 ? "Host" : `P${i}` })),
      );
      const r = await join(created, `P${s}`);
      expect(r.status).toBe(201);
      const joined = (await r.json()) as JoinGameResponse;
      expect(Object.keys(joined).sort()).toEqual(["seat", "token", "urls"]);
      expect(Object.keys(joined.urls)).toEqual(["play"]);
      expect(joined.seat).toBe(s);
      expect(tokens).not.toContain(joined.token);
      tokens.push(joined.token);
    }
    expect(await errorOf(join(created, "Late"))).toEqual({ status: 409, code: "game/full" });

    const spectator = await viewOf(created.id);
    for (const key of VIEW_KEYS) expect(spectator).toHaveProperty(key);
    expect(spectator).toMatchObject({
      id: created.id,
      game,
      status: "playing",
      version: 0,
      you: null,
      legal: [],
      commitment: created.commitment,
    });
    expect(spectator.seats.map((s) => s.seat)).toEqual([...Array(seats).keys()]);
    expect(spectator.state).not.toBeNull();
    expect(spectator.toAct.length).toBeGreaterThan(0);
    expect(spectator.result).toBeUndefined();
    expect(spectator.serverSeed).toBeUndefined();
    expect(spectator.seed).toBeUndefined();
    for (const [seat, token] of tokens.entries()) {
      const mine = await viewOf(created.id, token);
      expect(mine.you).toBe(seat);
      expect(mine.commitment).toBe(created.commitment);
      if (mine.toAct.includes(seat)) expect(mine.legal.length).toBeGreaterThan(0);
    }
  });

  it("waits with the creator's own view: you 0, nothing to do, state null", async () => {
    const created = await ok<CreateGameResponse>(create({ game, seats: max, name: "Host" }), 201);
    const mine = await viewOf(created.id, created.token);
    expect(mine).toMatchObject({
      status: "waiting",
      version: 0,
      you: 0,
      toAct: [],
      legal: [],
      state: null,
      commitment: created.commitment,
    });
    expect(mine.result).toBeUndefined();
    expect(
      await errorOf(
        call(`/api/games/${created.id}/moves`, {
          method: "POST",
          token: created.token,
          json: {
            version: 0,
            move:
              mine.game === "dobbelsjanse"
                ? { type: "draw" }
                : game === "stakes"
                  ? { type: "flip" }
                  : { type: "match" },
          },
        }),
      ),
    ).toEqual({ status: 409, code: "game/not_started" });
  });

  it.each([min - 1, max + 1, 0, -1, 1e9])("refuses %s seats with 400 request/invalid", async (seats) => {
    expect(await errorOf(create({ game, seats, name: "Host" }))).toEqual({ status: 400, code: "request/invalid" });
  });
});

describe("creation options", () => {
  it.each([
    [{ games: 1 }],
    [{ games: 9 }],
    [{ tableLimit: 2 }],
    [{ tableLimit: 4096 }],
    [{ games: 5, tableLimit: 100 }],
  ])("Twelves accepts %j", async (options) => {
    const created = await ok<CreateGameResponse>(create({ game: "twelves", seats: 2, name: "A", options }), 201);
    const joined = await ok<JoinGameResponse>(join(created, "B"), 201);
    const v = await viewOf(created.id, joined.token);
    expect(v.status).toBe("playing");
    const state = v.state as { games?: number };
    if ("games" in options) expect(state.games).toBe(options.games);
  });

  it("Twelves defaults to a three-game match", async () => {
    const created = await ok<CreateGameResponse>(create({ game: "twelves", seats: 2, name: "A" }), 201);
    await ok(join(created, "B"), 201);
    expect((await viewOf(created.id)).state).toMatchObject({ games: 3 });
  });

  it.each([
    [{ games: 0 }],
    [{ games: 10 }],
    [{ games: 2.5 }],
    [{ games: "3" }],
    [{ games: null }],
    [{ tableLimit: 1 }],
    [{ tableLimit: 4097 }],
    [{ tableLimit: 64.5 }],
    [{ tableLimit: -64 }],
  ])("Twelves refuses %j with 400 request/invalid", async (options) => {
    expect(await errorOf(create({ game: "twelves", seats: 2, name: "A", options }))).toEqual({
      status: 400,
      code: "request/invalid",
    });
  });
});
