// One game's life through the HTTP API, generic over the engine (Dobbelsjanse
// here, the first game registered): seats, views, refusals, the end and its record.
import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { gameById } from "../../src/engine/registry";
import { replay } from "../../src/engine/replay";
import { CATALOGS } from "../../src/words/catalogs";
import type { CreateGameResponse, JoinGameResponse } from "../../src/protocol/api";
import type { View } from "../../src/protocol/view";
import type { GameRoom } from "../../src/index";
import { commitmentOf, deriveSeed } from "../../src/protocol/seed";
import { call, chooser, errorOf, ok, playToEnd, post, recordOf, table, viewOf } from "./helpers";

const GAME = "dobbelsjanse";

describe("a game from creation to its D1 record", () => {
  it("seats players in order and starts when the last seat is taken", async () => {
    const created = await ok<CreateGameResponse>(
      call("/api/games", { method: "POST", json: { game: GAME, seats: 3, name: "  Ann  " } }),
      201,
    );
    expect(created.id).toMatch(/^[A-Za-z0-9_-]{14}$/);
    expect(created.seat).toBe(0);
    expect(created.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(created.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(created.invite).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    expect(created.urls).toEqual({
      play: `http://tablelink.test/g/${created.id}#seat=${created.token}`,
      invite: `http://tablelink.test/g/${created.id}/join#invite=${created.invite}`,
      watch: `http://tablelink.test/g/${created.id}/watch`,
      embed: `http://tablelink.test/embed/${created.id}`,
    });

    const waiting = await viewOf(created.id, created.token);
    expect(waiting).toMatchObject({
      id: created.id,
      game: GAME,
      status: "waiting",
      version: 0,
      you: 0,
      seatsTotal: 3,
      seats: [{ seat: 0, name: "Ann" }],
      toAct: [],
      legal: [],
      state: null,
      log: [],
      commitment: created.commitment,
    });
    expect(await errorOf(post(created.id, created.token, 0, { type: "draw" }))).toEqual({
      status: 409,
      code: "game/not_started",
    });

    const bob = await ok<JoinGameResponse>(
      call(`/api/games/${created.id}/join`, { method: "POST", json: { invite: created.invite, name: "Bob" } }),
      201,
    );
    expect(bob).toEqual({
      seat: 1,
      token: bob.token,
      urls: { play: `http://tablelink.test/g/${created.id}#seat=${bob.token}` },
    });
    expect((await viewOf(created.id)).status).toBe("waiting");
    const cy = await ok<JoinGameResponse>(
      call(`/api/games/${created.id}/join`, { method: "POST", json: { invite: created.invite, name: "Cy" } }),
      201,
    );
    expect(cy.seat).toBe(2);
    expect(
      await errorOf(
        call(`/api/games/${created.id}/join`, { method: "POST", json: { invite: created.invite, name: "Dee" } }),
      ),
    ).toEqual({
      status: 409,
      code: "game/full",
    });

    const spectator = await viewOf(created.id);
    expect(spectator).toMatchObject({ status: "playing", version: 0, you: null, legal: [], seatsTotal: 3 });
    expect(spectator.seats.map((s) => s.name)).toEqual(["Ann", "Bob", "Cy"]);
    expect(spectator.toAct).toHaveLength(1);
    const actor = spectator.toAct[0]!;
    const tokens = [created.token, bob.token, cy.token];
    const mine = await viewOf(created.id, tokens[actor]);
    expect(mine.you).toBe(actor);
    expect(mine.legal.length).toBeGreaterThan(0);
    expect(mine.serverSeed).toBeUndefined();
    // Hands are private: only the owner's view has one.
    const players = (v: View) => (v.state as { players: { hand?: unknown }[] }).players;
    expect(players(mine)[actor]!.hand).toBeDefined();
    expect(players(mine).filter((p) => p.hand !== undefined)).toHaveLength(1);
    expect(players(spectator).some((p) => p.hand !== undefined)).toBe(false);
  });

  it("refuses bad tokens, wrong turns and stale versions without changing anything", async () => {
    const t = await table(GAME, 3);
    const v = await viewOf(t.id);
    const actor = v.toAct[0]!;
    const other = (actor + 1) % 3;
    expect(await errorOf(call(`/api/games/${t.id}`, { token: "x".repeat(32) }))).toEqual({
      status: 401,
      code: "auth/invalid_token",
    });
    expect(
      await errorOf(call(`/api/games/${t.id}/moves`, { method: "POST", json: { version: 0, move: { type: "draw" } } })),
    ).toEqual({
      status: 401,
      code: "auth/invalid_token",
    });
    expect(await errorOf(post(t.id, "nobody", 0, { type: "draw" }))).toEqual({
      status: 401,
      code: "auth/invalid_token",
    });
    // A move that is no move of this game is 400, even before the token is looked at.
    expect(await errorOf(post(t.id, "nobody", 0, { type: "flip" }))).toEqual({ status: 400, code: "request/invalid" });
    expect(await errorOf(post(t.id, t.tokens[other]!, 0, { type: "draw" }))).toEqual({
      status: 422,
      code: "move/not_your_turn",
    });
    expect(await errorOf(post(t.id, t.tokens[actor]!, 5, { type: "draw" }))).toEqual({
      status: 409,
      code: "game/stale_version",
    });
    // 409 outranks 422: a stale version from the wrong seat is a conflict.
    expect(await errorOf(post(t.id, t.tokens[other]!, 3, { type: "draw" }))).toEqual({
      status: 409,
      code: "game/stale_version",
    });
    expect(await viewOf(t.id)).toEqual(v);

    const after = await ok<View>(post(t.id, t.tokens[actor]!, 0, { type: "draw" }));
    expect(after.version).toBe(1);
    expect(after.you).toBe(actor);
    expect(await errorOf(post(t.id, t.tokens[actor]!, 0, { type: "draw" }))).toEqual({
      status: 409,
      code: "game/stale_version",
    });
  });

  it("answers 404 for a game that was never created", async () => {
    const id = "AAAAAAAAAAAAAA";
    expect(await errorOf(call(`/api/games/${id}`))).toEqual({ status: 404, code: "game/not_found" });
    expect(await errorOf(call(`/api/games/${id}/join`, { method: "POST", json: { name: "Al" } }))).toEqual({
      status: 404,
      code: "game/not_found",
    });
    expect(await errorOf(post(id, "t", 0, { type: "draw" }))).toEqual({ status: 404, code: "game/not_found" });
    expect(await errorOf(call(`/api/games/${id}/live`, { headers: { upgrade: "websocket" } }))).toEqual({
      status: 404,
      code: "game/not_found",
    });
    expect(await errorOf(call(`/api/games/not-an-id`))).toEqual({ status: 404, code: "game/not_found" });
    expect(await errorOf(call(`/api/matches/${id}`))).toEqual({ status: 404, code: "game/not_found" });
    // Probing an unknown id leaves no tables behind in its object.
    const stub = env.ROOMS.get(env.ROOMS.idFromName(id));
    expect(await runInDurableObject(stub, (room: GameRoom) => room.store.exists)).toBe(false);
  });

  it("plays to the end, keeps the seed secret until then, and records a replayable match", async () => {
    const t = await table(GAME, 4);
    const seen: string[] = [];
    const pick = chooser(7);
    const final = await playToEnd(t, (view) => {
      seen.push(JSON.stringify(view));
      return pick(view);
    });
    expect(final.status).toBe("finished");
    expect(final.toAct).toEqual([]);
    expect(final.result!.winners.length).toBeGreaterThan(0);
    expect(final.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    for (const text of seen) expect(text).not.toContain(final.serverSeed as string);
    expect(await errorOf(post(t.id, t.tokens[0]!, final.version, { type: "draw" }))).toEqual({
      status: 409,
      code: "game/finished",
    });

    const record = await recordOf(t.id);
    expect(record).toMatchObject({
      id: t.id,
      game: GAME,
      seats: 4,
      result: final.result,
      entropy: [],
      commitment: t.created.commitment,
      serverSeed: final.serverSeed,
      seed: final.serverSeed,
    });
    expect(record.players.map((p) => p.name)).toEqual(["Seat 0", "Seat 1", "Seat 2", "Seat 3"]);
    expect(record.moves).toHaveLength(final.version);
    expect(await commitmentOf(record.serverSeed)).toBe(record.commitment);
    expect(Date.parse(record.createdAt)).toBeLessThanOrEqual(Date.parse(record.startedAt));
    expect(Date.parse(record.startedAt)).toBeLessThanOrEqual(Date.parse(record.finishedAt));
    const def = gameById(GAME)!;
    const replayed = replay(
      def,
      { seats: record.seats, seed: record.seed, options: record.options },
      record.moves,
      CATALOGS.en,
    );
    expect(replayed.ok).toBe(true);
    if (replayed.ok) expect(def.result(replayed.value)).toEqual(record.result);
  });

  it("mixes every seat's entropy into the seed", async () => {
    const t = await table(GAME, 3, { entropy: ["ABCD", undefined, "00ff"] });
    const final = await playToEnd(t, chooser(3));
    const record = await recordOf(t.id);
    expect(record.entropy).toEqual(["abcd", "", "00ff"]);
    expect(record.seed).toBe(await deriveSeed(record.serverSeed, ["abcd", "", "00ff"]));
    expect(record.seed).not.toBe(record.serverSeed);
    expect(final.seed).toBe(record.seed);
    const def = gameById(GAME)!;
    const replayed = replay(def, { seats: 3, seed: record.seed, options: record.options }, record.moves, CATALOGS.en);
    expect(replayed.ok && def.result(replayed.value)).toEqual(record.result);
  });
});
