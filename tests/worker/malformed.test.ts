// No input, however malformed, gets a 5xx: each row is a request a careless or
// hostile client might send, and the 4xx code it must get.
import { describe, expect, it } from "vitest";
import { call, errorOf, table } from "./helpers";

const big = "x".repeat(17 * 1024);

/** A body of unknown length (no Content-Length), too big once streamed. */
function streamed(chunks: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(ctl) {
      if (sent++ < chunks) ctl.enqueue(new TextEncoder().encode(" ".repeat(4096)));
      else ctl.close();
    },
  });
}

describe("malformed requests", async () => {
  const t = await table("dobbelsjanse", 3);
  const g = `/api/games/${t.id}`;
  const rows: [string, string, RequestInit & { token?: string }, number, string][] = [
    ["create: not JSON", "/api/games", { method: "POST", body: "{nope" }, 400, "request/invalid"],
    ["create: empty body", "/api/games", { method: "POST", body: "" }, 400, "request/invalid"],
    ["create: JSON array", "/api/games", { method: "POST", body: "[]" }, 400, "request/invalid"],
    ["create: JSON null", "/api/games", { method: "POST", body: "null" }, 400, "request/invalid"],
    [
      "create: invalid UTF-8",
      "/api/games",
      { method: "POST", body: new Uint8Array([0x7b, 0xff, 0x7d]) },
      400,
      "request/invalid",
    ],
    [
      "create: unknown game",
      "/api/games",
      { method: "POST", body: '{"game":"chess","seats":2,"name":"A"}' },
      400,
      "request/invalid",
    ],
    [
      "create: game not a string",
      "/api/games",
      { method: "POST", body: '{"game":7,"seats":3,"name":"A"}' },
      400,
      "request/invalid",
    ],
    [
      "create: prototype key as game",
      "/api/games",
      { method: "POST", body: '{"game":"__proto__","seats":3,"name":"A"}' },
      400,
      "request/invalid",
    ],
    [
      "create: too few seats",
      "/api/games",
      { method: "POST", body: '{"game":"dobbelsjanse","seats":2,"name":"A"}' },
      400,
      "request/invalid",
    ],
    [
      "create: too many seats",
      "/api/games",
      { method: "POST", body: '{"game":"dobbelsjanse","seats":7,"name":"A"}' },
      400,
      "request/invalid",
    ],
    [
      "create: fractional seats",
      "/api/games",
      { method: "POST", body: '{"game":"dobbelsjanse","seats":3.5,"name":"A"}' },
      400,
      "request/invalid",
    ],
    [
      "create: seats as string",
      "/api/games",
      { method: "POST", body: '{"game":"dobbelsjanse","seats":"3","name":"A"}' },
      400,
      "request/invalid",
    ],
    [
      "create: blank name",
      "/api/games",
      { method: "POST", body: '{"game":"dobbelsjanse","seats":3,"name":"   "}' },
      400,
      "request/invalid",
    ],
    [
      "create: long name",
      "/api/games",
      { method: "POST", body: JSON.stringify({ game: "dobbelsjanse", seats: 3, name: "n".repeat(41) }) },
      400,
      "request/invalid",
    ],
    [
      "create: name not a string",
      "/api/games",
      { method: "POST", body: '{"game":"dobbelsjanse","seats":3,"name":{}}' },
      400,
      "request/invalid",
    ],
    [
      "create: odd-length entropy",
      "/api/games",
      { method: "POST", body: '{"game":"dobbelsjanse","seats":3,"name":"A","entropy":"abc"}' },
      400,
      "request/invalid",
    ],
    [
      "create: non-hex entropy",
      "/api/games",
      { method: "POST", body: '{"game":"dobbelsjanse","seats":3,"name":"A","entropy":"zz"}' },
      400,
      "request/invalid",
    ],
    [
      "create: overlong entropy",
      "/api/games",
      { method: "POST", body: JSON.stringify({ game: "dobbelsjanse", seats: 3, name: "A", entropy: "ab".repeat(65) }) },
      400,
      "request/invalid",
    ],
    [
      "create: options not an object",
      "/api/games",
      { method: "POST", body: '{"game":"dobbelsjanse","seats":3,"name":"A","options":5}' },
      400,
      "request/invalid",
    ],
    [
      "create: bad fixture",
      "/api/games",
      { method: "POST", body: '{"game":"dobbelsjanse","seats":3,"name":"A","options":{"fixture":{"deck":["ZZ"]}}}' },
      400,
      "request/invalid",
    ],
    [
      "create: oversized body",
      "/api/games",
      { method: "POST", body: JSON.stringify({ game: "dobbelsjanse", seats: 3, name: "A", pad: big }) },
      413,
      "request/too_large",
    ],
    [
      "create: oversized body without Content-Length",
      "/api/games",
      { method: "POST", body: streamed(8) },
      413,
      "request/too_large",
    ],
    ["join: not JSON", `${g}/join`, { method: "POST", body: "name=A" }, 400, "request/invalid"],
    ["join: missing name", `${g}/join`, { method: "POST", body: "{}" }, 400, "request/invalid"],
    [
      "join: bad name on an unknown game (400 before 404)",
      "/api/games/AAAAAAAAAAAAAA/join",
      { method: "POST", body: '{"name":""}' },
      400,
      "request/invalid",
    ],
    [
      "join: full game",
      `${g}/join`,
      { method: "POST", body: JSON.stringify({ name: "Late", invite: t.created.invite }) },
      409,
      "game/full",
    ],
    ["move: not JSON", `${g}/moves`, { method: "POST", body: "{", token: t.tokens[0] }, 400, "request/invalid"],
    [
      "move: missing version",
      `${g}/moves`,
      { method: "POST", body: '{"move":{"type":"draw"}}', token: t.tokens[0] },
      400,
      "request/invalid",
    ],
    [
      "move: negative version",
      `${g}/moves`,
      { method: "POST", body: '{"version":-1,"move":{"type":"draw"}}', token: t.tokens[0] },
      400,
      "request/invalid",
    ],
    [
      "move: version as string",
      `${g}/moves`,
      { method: "POST", body: '{"version":"0","move":{"type":"draw"}}', token: t.tokens[0] },
      400,
      "request/invalid",
    ],
    [
      "move: missing move",
      `${g}/moves`,
      { method: "POST", body: '{"version":0}', token: t.tokens[0] },
      400,
      "request/invalid",
    ],
    [
      "move: null move",
      `${g}/moves`,
      { method: "POST", body: '{"version":0,"move":null}', token: t.tokens[0] },
      400,
      "request/invalid",
    ],
    [
      "move: unknown move type",
      `${g}/moves`,
      { method: "POST", body: '{"version":0,"move":{"type":"cheat"}}', token: t.tokens[0] },
      400,
      "request/invalid",
    ],
    [
      "move: card not a card",
      `${g}/moves`,
      { method: "POST", body: '{"version":0,"move":{"type":"play","card":"1Z"}}', token: t.tokens[0] },
      400,
      "request/invalid",
    ],
    [
      "move: oversized",
      `${g}/moves`,
      { method: "POST", body: JSON.stringify({ version: 0, move: { type: "draw", pad: big } }), token: t.tokens[0] },
      413,
      "request/too_large",
    ],
    [
      "move: no Bearer scheme",
      `${g}/moves`,
      { method: "POST", body: '{"version":0,"move":{"type":"draw"}}', headers: { authorization: t.tokens[0]! } },
      401,
      "auth/invalid_token",
    ],
    ["view: empty bearer", g, { headers: { authorization: "Bearer " } }, 401, "auth/invalid_token"],
    ["view: bad id characters", "/api/games/%00%01", {}, 404, "game/not_found"],
    ["live: not a WebSocket", `${g}/live`, {}, 400, "request/invalid"],
    ["unknown API route", "/api/nothing", {}, 404, "route/not_found"],
    ["wrong method", "/api/games", { method: "DELETE" }, 404, "route/not_found"],
    ["matches: limit 0", "/api/matches?limit=0", {}, 400, "request/invalid"],
    ["matches: limit 101", "/api/matches?limit=101", {}, 400, "request/invalid"],
    ["matches: limit not a number", "/api/matches?limit=ten", {}, 400, "request/invalid"],
    ["matches: limit in exponent form", "/api/matches?limit=1e1", {}, 400, "request/invalid"],
    ["matches: unknown game", "/api/matches?game=chess", {}, 400, "request/invalid"],
    ["matches: garbage cursor", "/api/matches?before=%%%", {}, 400, "request/invalid"],
    ["matches: cursor of wrong shape", `/api/matches?before=${btoa("[1,2]")}`, {}, 400, "request/invalid"],
  ];

  it.each(rows)("%s", async (_name, path, init, status, code) => {
    expect(await errorOf(call(path, init))).toEqual({ status, code });
  });

  it("left the table untouched", async () => {
    const v = (await (await call(g)).json()) as { version: number; seats: unknown[] };
    expect(v.version).toBe(0);
    expect(v.seats).toHaveLength(3);
  });
});
