// api.md's errors, literally: the body is exactly {"error":{"code","message"}}
// as JSON, and when several errors apply to one request the first of 400, 404,
// 401, 409, 422 wins. Each row builds a request where the named error and every
// later one apply at once.
import { describe, expect, it } from "vitest";
import type { View } from "../../src/protocol/view";
import { call, chooser, ok, playToEnd, post, table, viewOf } from "./helpers";

const UNKNOWN = "ZZZZZZZZZZZZZZ";

async function strictError(res: Response | Promise<Response>): Promise<{ status: number; code: string }> {
  const r = await res;
  expect(r.headers.get("content-type")).toMatch(/^application\/json/);
  const body = (await r.json()) as { error: { code: string; message: string } };
  expect(Object.keys(body)).toEqual(["error"]);
  expect(Object.keys(body.error).sort()).toEqual(["code", "message"]);
  expect(body.error.code).toMatch(/^[a-z]+\/[a-z_]+$/);
  expect(body.error.message.trim().length).toBeGreaterThan(0);
  return { status: r.status, code: body.error.code };
}

const moveReq = (id: string, body: string, token?: string) =>
  call(`/api/games/${id}/moves`, { method: "POST", body, token });

describe("error precedence: 400 > 404 > 401 > 409 > 422", async () => {
  // A game in play (seat `actor` to move), one still waiting, and one finished.
  const playing = await table("stakes", 3);
  const actor = (await viewOf(playing.id)).toAct[0]!;
  const other = (actor + 1) % 3;
  const waiting = await ok<{ id: string; token: string }>(
    call("/api/games", { method: "POST", json: { game: "stakes", seats: 3, name: "W" } }),
    201,
  );
  const finished = await table("stakes", 2);
  const done = await playToEnd(finished, chooser(2));

  const rows: [string, () => Promise<Response>, number, string][] = [
    // 400 beats everything after it.
    ["move missing on an unknown game, no token", () => moveReq(UNKNOWN, '{"version":0}'), 400, "request/invalid"],
    [
      "move not an object on an unknown game, bad token",
      () => moveReq(UNKNOWN, '{"version":0,"move":5}', "nope"),
      400,
      "request/invalid",
    ],
    [
      "move null on an unknown game",
      () => moveReq(UNKNOWN, '{"version":0,"move":null}', "nope"),
      400,
      "request/invalid",
    ],
    [
      "move without a type on an unknown game",
      () => moveReq(UNKNOWN, '{"version":0,"move":{"die":"A"}}', "nope"),
      400,
      "request/invalid",
    ],
    [
      "negative version on an unknown game",
      () => moveReq(UNKNOWN, '{"version":-1,"move":{"type":"flip"}}'),
      400,
      "request/invalid",
    ],
    [
      "another game's move, bad token, stale, not your turn",
      () => post(playing.id, "nope", 7, { type: "draw" }),
      400,
      "request/invalid",
    ],
    [
      "a Stakes nudge of 2, by the wrong seat at a stale version",
      () => post(playing.id, playing.tokens[other]!, 7, { type: "nudge", die: "A", delta: 2 }),
      400,
      "request/invalid",
    ],
    [
      "a Stakes peek in an unknown order",
      () => post(playing.id, playing.tokens[actor]!, 0, { type: "peek", order: "reverse" }),
      400,
      "request/invalid",
    ],
    [
      "a move with an extra key",
      () => post(playing.id, playing.tokens[actor]!, 0, { type: "flip", also: true }),
      400,
      "request/invalid",
    ],
    [
      "not a move of this game, on a waiting game",
      () => post(waiting.id, "nope", 0, { type: "draw" }),
      400,
      "request/invalid",
    ],
    [
      "not a move of this game, on a finished game",
      () => post(finished.id, finished.tokens[0]!, 0, { type: "draw" }),
      400,
      "request/invalid",
    ],
    [
      "join with a bad name on a full game",
      () =>
        call(`/api/games/${playing.id}/join`, { method: "POST", json: { name: "", invite: playing.created.invite } }),
      400,
      "request/invalid",
    ],
    [
      "create with an unknown game and a fixture",
      () =>
        call("/api/games", { method: "POST", json: { game: "chess", seats: 2, name: "A", options: { fixture: {} } } }),
      400,
      "request/invalid",
    ],
    // 404 beats 401, 409, 422.
    ["unknown game, bad token", () => post(UNKNOWN, "nope", 0, { type: "flip" }), 404, "game/not_found"],
    ["unknown game, no token", () => moveReq(UNKNOWN, '{"version":0,"move":{"type":"flip"}}'), 404, "game/not_found"],
    [
      "view of an unknown game with a bad token",
      () => call(`/api/games/${UNKNOWN}`, { token: "nope" }),
      404,
      "game/not_found",
    ],
    [
      "join of an unknown game",
      () => call(`/api/games/${UNKNOWN}/join`, { method: "POST", json: { name: "A" } }),
      404,
      "game/not_found",
    ],
    ["match record of a game still in play", () => call(`/api/matches/${playing.id}`), 404, "game/not_found"],
    // 401 beats 409 and 422.
    [
      "bad token, stale version, wrong turn",
      () => post(playing.id, "nope", 7, { type: "flip" }),
      401,
      "auth/invalid_token",
    ],
    [
      "no token on a waiting game",
      () => moveReq(waiting.id, '{"version":0,"move":{"type":"flip"}}'),
      401,
      "auth/invalid_token",
    ],
    ["bad token on a finished game", () => post(finished.id, "nope", 0, { type: "flip" }), 401, "auth/invalid_token"],
    [
      "a token of another game",
      () => post(playing.id, finished.tokens[0]!, 0, { type: "flip" }),
      401,
      "auth/invalid_token",
    ],
    [
      "a seat token in lower case",
      () =>
        call(`/api/games/${playing.id}`, {
          token: playing.tokens[0]!.toLowerCase() === playing.tokens[0] ? "nope" : playing.tokens[0]!.toLowerCase(),
        }),
      401,
      "auth/invalid_token",
    ],
    // 409 beats 422.
    [
      "stale version from the wrong seat",
      () => post(playing.id, playing.tokens[other]!, 3, { type: "flip" }),
      409,
      "game/stale_version",
    ],
    [
      "a version from the future",
      () => post(playing.id, playing.tokens[actor]!, 1, { type: "flip" }),
      409,
      "game/stale_version",
    ],
    [
      "not started, move forbidden anyway",
      () => post(waiting.id, waiting.token, 0, { type: "bank" }),
      409,
      "game/not_started",
    ],
    [
      "finished, current version, any seat",
      () => post(finished.id, finished.tokens[1]!, done.version, { type: "flip" }),
      409,
      "game/finished",
    ],
    [
      "finished, stale version",
      () => post(finished.id, finished.tokens[0]!, 0, { type: "bank" }),
      409,
      "game/finished",
    ],
    [
      "join of a finished game",
      () =>
        call(`/api/games/${finished.id}/join`, {
          method: "POST",
          json: { name: "Late", invite: finished.created.invite },
        }),
      409,
      "game/full",
    ],
    // 422 last.
    [
      "the wrong seat at the right version",
      () => post(playing.id, playing.tokens[other]!, 0, { type: "flip" }),
      422,
      "move/not_your_turn",
    ],
    [
      "the wrong seat with a move the rules forbid anyway",
      () => post(playing.id, playing.tokens[other]!, 0, { type: "pass" }),
      422,
      "move/not_your_turn",
    ],
  ];

  it.each(rows)("%s", async (_name, req, status, code) => {
    expect(await strictError(req())).toEqual({ status, code });
  });

  it("changed nothing in the game in play", async () => {
    const v = await viewOf(playing.id);
    expect(v.version).toBe(0);
    expect(v.toAct).toEqual([actor]);
    // And the seat to act can still move at version 0.
    expect((await ok<View>(post(playing.id, playing.tokens[actor]!, 0, { type: "flip" }))).version).toBe(1);
  });
});

describe("a retried submit", () => {
  it("applies once: the second identical request is 409 game/stale_version and the view is unchanged", async () => {
    const t = await table("twelves", 2, { options: { games: 1 } });
    const v = await viewOf(t.id);
    const seat = v.toAct[0]!;
    const first = await ok<View>(post(t.id, t.tokens[seat]!, 0, { type: "match" }));
    expect(first.version).toBe(1);
    expect(await strictError(post(t.id, t.tokens[seat]!, 0, { type: "match" }))).toEqual({
      status: 409,
      code: "game/stale_version",
    });
    const after = await viewOf(t.id, t.tokens[seat]);
    expect(after.version).toBe(1);
    expect(after).toEqual(await viewOf(t.id, t.tokens[seat]));
    expect(after.log).toEqual(first.log);
  });
});
