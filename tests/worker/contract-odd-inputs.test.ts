// "No input, however malformed, gets a 5xx" (api.md), for the inputs a raw curl
// session against `npm start` tried: unicode and broken-unicode names, other
// methods and trailing slashes on API routes, huge numbers, long ids, content
// types. Each row names the coded answer; none may be a 5xx.
import { describe, expect, it } from "vitest";
import type { CreateGameResponse, JoinGameResponse } from "../../src/protocol/api";
import { call, errorOf, ok, table, viewOf } from "./helpers";

describe("player names", () => {
  // A lone surrogate passed JSON and the room, then broke the table page (500).
  it.each([["\ud800"], ["A\udfffB"], ["x\ud83d"]])(
    "refuses a name with half a surrogate pair (%j) at create and join",
    async (name) => {
      const body = JSON.stringify({ game: "stakes", seats: 2, name });
      expect(await errorOf(call("/api/games", { method: "POST", body }))).toEqual({
        status: 400,
        code: "request/invalid",
      });
      const created = await ok<CreateGameResponse>(
        call("/api/games", { method: "POST", json: { game: "stakes", seats: 2, name: "Host" } }),
        201,
      );
      expect(
        await errorOf(
          call(`/api/games/${created.id}/join`, {
            method: "POST",
            body: JSON.stringify({ invite: created.invite, name }),
          }),
        ),
      ).toEqual({
        status: 400,
        code: "request/invalid",
      });
      expect((await viewOf(created.id)).seats).toHaveLength(1);
    },
  );

  it("keeps names in any script, emoji included, exactly as sent (trimmed) and serves their pages", async () => {
    const names = ["Ñoño 🎲", "名前", "  Zoë  "];
    const created = await ok<CreateGameResponse>(
      call("/api/games", { method: "POST", json: { game: "dobbelsjanse", seats: 3, name: names[0] } }),
      201,
    );
    for (const name of names.slice(1))
      await ok<JoinGameResponse>(
        call(`/api/games/${created.id}/join`, { method: "POST", json: { invite: created.invite, name } }),
        201,
      );
    expect((await viewOf(created.id)).seats.map((s) => s.name)).toEqual(["Ñoño 🎲", "名前", "Zoë"]);
    for (const path of [`/g/${created.id}`, `/g/${created.id}/watch`, `/embed/${created.id}`]) {
      const res = await call(path);
      expect(res.status, path).toBe(200);
      // The table page names its players in its share tags.
      const html = await res.text();
      if (path === `/g/${created.id}`) expect(html).toContain("Ñoño");
    }
  });

  it("counts a 40-emoji name as 40 characters", async () => {
    await ok(call("/api/games", { method: "POST", json: { game: "stakes", seats: 2, name: "🎲".repeat(40) } }), 201);
    expect(
      await errorOf(call("/api/games", { method: "POST", json: { game: "stakes", seats: 2, name: "🎲".repeat(41) } })),
    ).toEqual({
      status: 400,
      code: "request/invalid",
    });
  });

  it.each([["A\u0085B"], ["Ann\u202e\u2066"], ["line\u2028break"]])(
    "refuses a name with a C1 control, a bidi control or a line separator (%j), and chat refuses them too",
    async (name) => {
      expect(await errorOf(call("/api/games", { method: "POST", json: { game: "stakes", seats: 2, name } }))).toEqual({
        status: 400,
        code: "request/invalid",
      });
      const created = await ok<CreateGameResponse>(
        call("/api/games", { method: "POST", json: { game: "stakes", seats: 2, name: "Host" } }),
        201,
      );
      await ok<JoinGameResponse>(
        call(`/api/games/${created.id}/join`, { method: "POST", json: { invite: created.invite, name: "Guest" } }),
        201,
      );
      const chat = await errorOf(
        call(`/api/games/${created.id}/chat`, { method: "POST", token: created.token, json: { text: name } }),
      );
      expect(chat).toEqual({ status: 400, code: "request/invalid" });
    },
  );
});

describe("odd requests on API routes", async () => {
  const t = await table("stakes", 2);
  const g = `/api/games/${t.id}`;
  const move = (body: string) => ({ method: "POST", body, headers: { authorization: `Bearer ${t.tokens[0]}` } });
  const rows: [string, string, RequestInit, number, string][] = [
    [
      "seats 1e308",
      "/api/games",
      { method: "POST", body: '{"game":"stakes","seats":1e308,"name":"A"}' },
      400,
      "request/invalid",
    ],
    [
      "seats 1e999 (Infinity)",
      "/api/games",
      { method: "POST", body: '{"game":"stakes","seats":1e999,"name":"A"}' },
      400,
      "request/invalid",
    ],
    [
      "game named after an Object method",
      "/api/games",
      { method: "POST", body: '{"game":"toString","seats":2,"name":"A"}' },
      400,
      "request/invalid",
    ],
    [
      "prototype key in options",
      "/api/games",
      { method: "POST", body: '{"game":"stakes","seats":2,"name":"A","options":{"__proto__":{"fixture":{}}}}' },
      400,
      "request/invalid",
    ],
    [
      "deeply nested options",
      "/api/games",
      {
        method: "POST",
        body: `{"game":"stakes","seats":2,"name":"A","options":${"[".repeat(5000)}${"]".repeat(5000)}}`,
      },
      400,
      "request/invalid",
    ],
    ["body that is a string", "/api/games", { method: "POST", body: '"stakes"' }, 400, "request/invalid"],
    [
      "form-encoded body",
      "/api/games",
      {
        method: "POST",
        body: "game=stakes&seats=2&name=A",
        headers: { "content-type": "application/x-www-form-urlencoded" },
      },
      415,
      "request/unsupported_media_type",
    ],
    ["PUT /api/games", "/api/games", { method: "PUT", body: "{}" }, 404, "route/not_found"],
    ["GET /api/games", "/api/games", {}, 404, "route/not_found"],
    [
      "trailing slash on create",
      "/api/games/",
      { method: "POST", body: '{"game":"stakes","seats":2,"name":"A"}' },
      404,
      "route/not_found",
    ],
    ["trailing slash on a view", `${g}/`, {}, 404, "route/not_found"],
    ["PUT on a game", g, { method: "PUT", body: "{}" }, 404, "route/not_found"],
    ["DELETE on a game", g, { method: "DELETE" }, 404, "route/not_found"],
    ["GET on moves", `${g}/moves`, {}, 404, "route/not_found"],
    ["GET on join", `${g}/join`, {}, 404, "route/not_found"],
    ["POST on live", `${g}/live`, { method: "POST" }, 404, "route/not_found"],
    ["trailing slash on matches", "/api/matches/", {}, 404, "route/not_found"],
    ["POST on matches", "/api/matches", { method: "POST", body: "{}" }, 404, "route/not_found"],
    // GET /api is the API described for people (a page); any other method there is no route.
    ["POST on bare /api", "/api", { method: "POST", body: "{}" }, 404, "route/not_found"],
    ["a 5,000-character game id", `/api/games/${"a".repeat(5000)}`, {}, 404, "game/not_found"],
    ["a 5,000-character match id", `/api/matches/${"a".repeat(5000)}`, {}, 404, "game/not_found"],
    ["an id that is not UTF-8", "/api/games/%ff%fe", {}, 404, "game/not_found"],
    ["a match id with a NUL", "/api/matches/%00", {}, 404, "game/not_found"],
    ["limit beyond 2^64", "/api/matches?limit=99999999999999999999", {}, 400, "request/invalid"],
    ["negative limit", "/api/matches?limit=-1", {}, 400, "request/invalid"],
    ["long cursor", `/api/matches?before=${"A".repeat(8000)}`, {}, 400, "request/invalid"],
    ["version 1e308", `${g}/moves`, move('{"version":1e308,"move":{"type":"flip"}}'), 400, "request/invalid"],
    ["version 2^53", `${g}/moves`, move('{"version":9007199254740992,"move":{"type":"flip"}}'), 400, "request/invalid"],
    ["version 0.5", `${g}/moves`, move('{"version":0.5,"move":{"type":"flip"}}'), 400, "request/invalid"],
    ["move that is an array", `${g}/moves`, move('{"version":0,"move":[{"type":"flip"}]}'), 400, "request/invalid"],
    ["move type __proto__", `${g}/moves`, move('{"version":0,"move":{"type":"__proto__"}}'), 400, "request/invalid"],
    [
      "twist of die toString",
      `${g}/moves`,
      move('{"version":0,"move":{"type":"twist","die":"toString"}}'),
      400,
      "request/invalid",
    ],
    [
      "nudge by 1e308",
      `${g}/moves`,
      move('{"version":0,"move":{"type":"nudge","die":"A","delta":1e308}}'),
      400,
      "request/invalid",
    ],
    ["body that is an array", `${g}/moves`, move('[0,{"type":"flip"}]'), 400, "request/invalid"],
    [
      "an 8,000-character token",
      `${g}/moves`,
      {
        method: "POST",
        body: '{"version":0,"move":{"type":"flip"}}',
        headers: { authorization: `Bearer ${"a".repeat(8000)}` },
      },
      401,
      "auth/invalid_token",
    ],
    ["Basic credentials", g, { headers: { authorization: "Basic YTpi" } }, 401, "auth/invalid_token"],
    ["a live request asking for another upgrade", `${g}/live`, { headers: { upgrade: "h2c" } }, 400, "request/invalid"],
  ];

  it.each(rows)("%s", async (_name, path, init, status, code) => {
    expect(await errorOf(call(path, init))).toEqual({ status, code });
  });

  it("answers HEAD on a view without a body, and on an unknown route with 404", async () => {
    const head = await call(g, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    expect((await call("/api/games", { method: "HEAD" })).status).toBe(404);
  });

  it("reads a JSON body only when it is sent as application/json (parameters and any letter case allowed)", async () => {
    for (const type of ["application/json; charset=utf-8", "Application/JSON"]) {
      const res = await call("/api/games", {
        method: "POST",
        body: '{"game":"stakes","seats":2,"name":"A"}',
        headers: { "content-type": type },
      });
      expect(res.status, type).toBe(201);
      await res.body?.cancel();
    }
    for (const type of ["text/plain", "application/octet-stream", "application/jsonx", "text/json"]) {
      const res = call("/api/games", {
        method: "POST",
        body: '{"game":"stakes","seats":2,"name":"A"}',
        headers: { "content-type": type },
      });
      expect(await errorOf(res), type).toEqual({ status: 415, code: "request/unsupported_media_type" });
    }
  });

  it("left the game as it was", async () => {
    const v = await viewOf(t.id);
    expect(v.version).toBe(0);
  });
});
