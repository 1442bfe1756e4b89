// GET /api/openapi.json: the document validates, names every /api route of
// docs/api.md's "All routes", and every answer the service gives (full games of
// each kind, the routes around them, and the errors cheap to provoke) matches
// the schema it gives for that path, method and status.
import { createECDH, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { validate } from "@readme/openapi-parser";
import { beforeAll, describe, expect, it } from "vitest";
import { AnswerChecker } from "./openapi-answers";
import { ROOT, startService } from "./harness";

type Method = "get" | "post" | "put" | "delete";
// biome-ignore lint/suspicious/noExplicitAny: answers are read field by field
type Json = Record<string, any>;

let base = "";
let doc: Json;
let checker: AnswerChecker;
const problems: string[] = [];

/** One request; its answer is checked against the document (and so is the body, unless `raw`). */
async function call(
  method: Method,
  path: string,
  opts: { body?: unknown; token?: string; raw?: string; contentType?: string | null } = {},
): Promise<{ status: number; body: Json }> {
  const headers: Record<string, string> = {};
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let body: string | undefined;
  if (opts.body !== undefined || opts.raw !== undefined) {
    body = opts.raw ?? JSON.stringify(opts.body);
    if (opts.contentType !== null) headers["content-type"] = opts.contentType ?? "application/json";
    if (opts.raw === undefined) problems.push(...checker.requestProblems(method, path, opts.body));
  }
  const res = await fetch(base + path, { method: method.toUpperCase(), headers, body });
  const text = await res.text();
  const json = res.headers.get("content-type")?.startsWith("application/json");
  const parsed = text === "" ? null : json ? JSON.parse(text) : text;
  problems.push(...checker.problems(method, path, res.status, parsed));
  return { status: res.status, body: parsed };
}

const create = async (body: object) => {
  const r = await call("post", "/api/games", { body: { name: "Ann", ...body } });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body as { id: string; token: string; invite: string };
};

/** Views arriving on a seat's live socket, each checked against the document's `view` message. */
function liveViews(id: string, token: string, onView: (v: Json) => void): WebSocket {
  const ws = new WebSocket(`${base.replace(/^http/, "ws")}/api/games/${id}/live`);
  ws.onopen = () => ws.send(JSON.stringify({ type: "hello", token }));
  ws.onmessage = ({ data }) => {
    if (data === "pong") return;
    const msg = JSON.parse(String(data));
    problems.push(...checker.run(LIVE_VIEW, msg, "live message"));
    if (msg.type === "view") {
      checker.seen.add("GET /api/games/{id}/live 101");
      onView(msg.view);
    }
  };
  return ws;
}
const LIVE_VIEW = "openapi#/paths/~1api~1games~1{id}~1live/get/x-websocket/serverMessages/view";

/** Plays seat 0 to the end of the match (the other seats are bots): a random legal move whenever it is to act. */
async function playOut(id: string, token: string): Promise<Json> {
  return new Promise((resolve, reject) => {
    let newest: Json | null = null;
    let busy = false;
    // Answers and socket views may cross: only a newer one replaces what is known.
    const order = (v: Json) => v.version * 3 + ["waiting", "playing", "finished"].indexOf(v.status);
    const newer = (v: Json) => {
      if (!newest || order(v) > order(newest)) newest = v;
    };
    const ws = liveViews(id, token, (v) => {
      newer(v);
      act().catch(reject);
    });
    const act = async () => {
      if (busy || !newest) return;
      busy = true;
      while (newest.status === "playing" && newest.toAct.includes(0) && newest.legal.length > 0) {
        const { version, legal } = newest;
        const move = legal[Math.floor(Math.random() * legal.length)];
        const r = await call("post", `/api/games/${id}/moves`, { body: { version, move }, token });
        if (r.status === 200) newer(r.body);
        else if (newest.version === version) break;
      }
      busy = false;
      if (newest.status === "finished") {
        ws.close(1000);
        resolve(newest);
      }
    };
  });
}

beforeAll(async () => {
  ({ base } = await startService());
  const res = await fetch(`${base}/api/openapi.json`);
  expect(res.status).toBe(200);
  doc = (await res.json()) as Json;
  checker = new AnswerChecker(doc as never);
});

describe("GET /api/openapi.json", () => {
  it("is a valid OpenAPI 3.1 document, sent with the API's headers and cacheable", async () => {
    expect(doc.openapi).toMatch(/^3\.1\./);
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid, JSON.stringify(result)).toBe(true);
    const res = await fetch(`${base}/api/openapi.json`);
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("cache-control")).toMatch(/public, max-age=\d+/);
    const again = await fetch(`${base}/api/openapi.json`, { headers: { "if-none-match": res.headers.get("etag")! } });
    expect(again.status).toBe(304);
  });

  it("lists exactly the /api routes of docs/api.md's All routes, fixture-only ones marked", () => {
    const md = readFileSync(join(ROOT, "docs/api.md"), "utf8");
    const table = md.slice(md.indexOf("## All routes"), md.indexOf("\n## ", md.indexOf("## All routes") + 5));
    const listed = new Set<string>();
    const fixtures = new Set<string>();
    for (const line of table.split("\n")) {
      const m = /^\| `(GET|POST|PUT|DELETE) (\/api(?:\/[^`]*)?)`\s*\|(.*)$/.exec(line);
      if (!m) continue;
      const route = `${m[1]} ${m[2]!.replace(/:(\w+)/g, "{$1}")}`;
      listed.add(route);
      if (/fixtures only/.test(m[3]!)) fixtures.add(route);
    }
    const documented = new Set<string>();
    const marked = new Set<string>();
    for (const [path, ops] of Object.entries(doc.paths as Json))
      for (const [method, op] of Object.entries(ops as Json)) {
        documented.add(`${method.toUpperCase()} ${path}`);
        if (op["x-fixtures-only"] === true) marked.add(`${method.toUpperCase()} ${path}`);
      }
    expect(listed.size).toBeGreaterThan(20);
    expect([...documented].sort()).toEqual([...listed].sort());
    expect([...marked].sort()).toEqual([...fixtures].sort());
  });

  it("reports an answer that does not match its schema (so these checks can fail)", () => {
    const view = { id: "abcdefghijklmn", game: "stakes", status: "playing" };
    expect(checker.problems("get", "/api/games/abcdefghijklmn", 200, view).join()).toMatch(/required/);
    expect(checker.problems("post", "/api/games/abcdefghijklmn/cancel", 200, { cancelled: "yes" }).join()).toMatch(
      /const/,
    );
    // A status the route never answers, and an error code it never sends.
    expect(checker.problems("get", "/api/push/key", 409, { error: { code: "game/full", message: "" } })).not.toEqual(
      [],
    );
    const odd = { error: { code: "game/full", message: "Full." } };
    expect(checker.problems("post", "/api/games/abcdefghijklmn/cancel", 409, odd).join()).toMatch(/allowed values/);
    // A view whose state is another game's.
    const twelvesState = { pool: 3, players: [] };
    expect(checker.run("openapi#/components/schemas/StakesState", twelvesState, "state")).not.toEqual([]);
  });
});

describe("every answer matches the document", () => {
  const games = [
    { title: "Stakes at three", body: { game: "stakes", seats: 3, bots: ["easy", "strong"] } },
    { title: "Stakes Duel", body: { game: "stakes", seats: 2, bots: ["easy"] } },
    { title: "Dobbelsjanse", body: { game: "dobbelsjanse", seats: 3, bots: ["easy", "easy"] } },
    { title: "Twelves", body: { game: "twelves", seats: 2, bots: ["strong"], options: { games: 1 } } },
  ];
  for (const { title, body } of games)
    it(`in a full game of ${title}, its record and rematch`, async () => {
      problems.length = 0;
      const options = { ...((body as { options?: object }).options ?? {}), botPace: "instant" };
      const t = await create({ ...body, options });
      const path = `/api/games/${t.id}`;
      expect((await call("get", path)).status).toBe(200);
      const end = await playOut(t.id, t.token);
      expect(end.status).toBe("finished");
      expect((await call("get", path, { token: t.token })).body.status).toBe("finished");
      expect((await call("get", `${path}?lang=nb`)).status).toBe(200);
      // After the end: moves and resignations are refused as documented.
      expect(
        (await call("post", `${path}/moves`, { body: { version: end.version, move: { type: "x" } }, token: t.token }))
          .status,
      ).toBeGreaterThanOrEqual(400);
      expect((await call("post", `${path}/resign`, { token: t.token })).status).toBe(409);
      // The record arrives through the outbox: ask until it is there (404 until then).
      let record = await call("get", `/api/matches/${t.id}`);
      for (let i = 0; record.status === 404 && i < 100; i++) {
        await new Promise((r) => setTimeout(r, 100));
        record = await call("get", `/api/matches/${t.id}`);
      }
      expect(record.status).toBe(200);
      expect((await call("get", `/api/matches?game=${body.game}&limit=5`)).status).toBe(200);
      expect((await call("post", `${path}/rematch/decline`, { token: t.token })).status).toBe(409);
      expect((await call("post", `${path}/rematch/start`, { token: t.token })).status).toBe(409);
      expect((await call("post", `${path}/rematch`, { token: t.token })).status).toBe(200);
      expect((await call("post", `${path}/rematch/start`, { token: t.token })).status).toBe(200);
      expect((await call("post", `${path}/rematch/decline`, { token: t.token })).status).toBe(200);
      expect(problems).toEqual([]);
    });

  it("in a series: its score in every view, the next match, ending it and the errors on the way", async () => {
    problems.length = 0;
    const t = await create({ game: "stakes", seats: 2, bots: ["easy"], options: { series: { bestOf: 3 } } });
    const first = `/api/games/${t.id}`;
    expect((await call("get", first, { token: t.token })).body.series).toMatchObject({ bestOf: 3, played: 0 });
    const resigned = await call("post", `${first}/resign`, { token: t.token });
    expect(resigned.body.series).toMatchObject({ played: 1, wins: [0, 1], over: false });
    expect((await call("post", `${first}/rematch`, { token: t.token })).status).toBe(409);
    expect((await call("delete", `${first}/series`, { token: t.token })).status).toBe(409);
    const next = `/api/games/${resigned.body.rematch.id}`;
    const ended = await call("delete", `${next}/series`, { token: t.token });
    expect(ended.status).toBe(200);
    const last = await call("post", `${next}/resign`, { token: t.token });
    expect(last.body.series).toMatchObject({ played: 2, wins: [0, 2], over: true, winners: [1] });
    expect((await call("get", next)).body.series.over).toBe(true);
    const single = await create({ game: "stakes", seats: 2, bots: ["easy"] });
    expect((await call("delete", `/api/games/${single.id}/series`, { token: single.token })).status).toBe(409);
    expect(problems).toEqual([]);
  });

  it("while a table waits: join, leave, bots, cancel, and the errors on the way", async () => {
    problems.length = 0;
    const t = await create({ game: "stakes", seats: 4 });
    const path = `/api/games/${t.id}`;
    expect((await call("get", path, { token: t.token })).body.invite).toBe(t.invite);
    expect((await call("post", `${path}/join`, { body: { name: "Bob", invite: "x".repeat(22) } })).status).toBe(401);
    const bob = await call("post", `${path}/join`, { body: { name: "Bob", invite: t.invite, entropy: "ab01" } });
    expect(bob.status).toBe(201);
    const cy = await call("post", `${path}/join`, { body: { name: "Cy", invite: t.invite } });
    expect(
      (await call("post", `${path}/moves`, { body: { version: 0, move: { type: "flip" } }, token: t.token })).status,
    ).toBe(409);
    expect((await call("post", `${path}/leave`, { token: t.token })).status).toBe(409);
    expect((await call("post", `${path}/cancel`, { token: bob.body.token })).status).toBe(403);
    expect((await call("post", `${path}/leave`, { token: cy.body.token })).status).toBe(200);
    expect((await call("post", `${path}/bots`, { body: { level: "easy" }, token: t.token })).status).toBe(201);
    expect((await call("post", `${path}/chat`, { body: { text: "Hello" }, token: bob.body.token })).status).toBe(200);
    expect((await call("post", `${path}/cancel`, { token: t.token })).status).toBe(200);
    expect((await call("get", path)).status).toBe(404);
    expect(problems).toEqual([]);
  });

  it("at a table with a clock: pause, webhook, push, chat, the test clock, handing a seat on, resigning", async () => {
    problems.length = 0;
    const t = await create({
      game: "stakes",
      seats: 3,
      bots: ["easy"],
      options: { timePerMove: "1h", botPace: "instant" },
    });
    const path = `/api/games/${t.id}`;
    const bob = (await call("post", `${path}/join`, { body: { name: "Bob", invite: t.invite } })).body;
    const until = new Date(Date.now() + 3 * 3_600_000).toISOString();
    expect((await call("post", `${path}/pause/answer`, { body: { accept: true }, token: t.token })).status).toBe(409);
    expect((await call("post", `${path}/pause`, { body: { until }, token: t.token })).status).toBe(201);
    expect((await call("post", `${path}/pause`, { body: { until }, token: t.token })).status).toBe(409);
    expect((await call("post", `${path}/pause/answer`, { body: { accept: true }, token: bob.token })).status).toBe(200);
    expect((await call("delete", `${path}/pause`, { token: bob.token })).status).toBe(200);
    const hook = await call("put", `${path}/webhook`, { body: { url: "https://hooks.example.com/t" }, token: t.token });
    expect(hook.status).toBe(200);
    expect((await call("delete", `${path}/webhook`, { token: t.token })).status).toBe(200);
    const subscription = {
      endpoint: "https://push.example.com/send/1",
      keys: { p256dh: createECDH("prime256v1").generateKeys("base64url"), auth: randomBytes(16).toString("base64url") },
    };
    const quiet = { tz: "Europe/Oslo", from: "22:00", to: "07:00" };
    expect(
      (await call("put", `${path}/push`, { body: { subscription, quiet, lang: "nb" }, token: t.token })).status,
    ).toBe(200);
    expect((await call("put", `${path}/push`, { body: { subscription, lang: "fr" }, token: t.token })).status).toBe(
      400,
    );
    expect((await call("delete", `${path}/push`, { token: t.token })).status).toBe(200);
    expect((await call("post", `${path}/fixture/advance`, { body: { ms: 60_000 }, token: t.token })).status).toBe(200);
    expect(
      (await call("post", `${path}/seats/1/replace`, { body: { with: "bot", level: "easy" }, token: t.token })).status,
    ).toBe(409);
    expect((await call("post", `${path}/resign`, { token: bob.token })).status).toBe(200);
    const invite = await call("post", `${path}/seats/1/replace`, { body: { with: "invite" }, token: t.token });
    expect(invite.status).toBe(200);
    expect(invite.body.seat).toBe(1);
    expect(
      (await call("post", `${path}/seats/1/replace`, { body: { with: "bot", level: "strong" }, token: t.token }))
        .status,
    ).toBe(200);
    expect((await call("post", `${path}/seats/9/replace`, { body: { with: "invite" }, token: t.token })).status).toBe(
      400,
    );
    const tables = await call("post", "/api/tables", {
      body: {
        seats: [
          { id: t.id, token: t.token },
          { id: t.id, token: bob.token },
          { id: "nope", token: "x" },
        ],
      },
    });
    expect(tables.status).toBe(200);
    expect((await call("post", `${path}/resign`, { token: t.token })).status).toBe(200);
    expect(problems).toEqual([]);
  });

  it("when a Duel's player is gone: the claim refused, then granted", async () => {
    problems.length = 0;
    for (let tries = 0; tries < 5; tries++) {
      const t = await create({ game: "stakes", seats: 2, options: { timePerMove: "1h" } });
      const path = `/api/games/${t.id}`;
      await call("post", `${path}/join`, { body: { name: "Bob", invite: t.invite } });
      expect((await call("post", `${path}/claim`, { token: t.token })).body.error?.code).toBe("seat/not_absent");
      // Ann plays her turns; Bob's run out on the test clock until he is absent (or the Duel ends by its rules).
      let v = (await call("get", path, { token: t.token })).body;
      for (let i = 0; i < 200 && v.status === "playing" && !v.seats[1].absent; i++) {
        if (v.toAct.includes(0)) {
          const move = v.legal.find((m: Json) => m.type === "bank" || m.type === "pass") ?? v.legal[0];
          await call("post", `${path}/moves`, { body: { version: v.version, move }, token: t.token });
        } else await call("post", `${path}/fixture/advance`, { body: { ms: 3_660_000 }, token: t.token });
        v = (await call("get", path, { token: t.token })).body;
      }
      if (v.status !== "playing") continue;
      const claimed = await call("post", `${path}/claim`, { token: t.token });
      expect(claimed.status).toBe(200);
      expect(claimed.body.result.reason).toBe("claimed");
      expect((await call("post", `${path}/claim`, { token: t.token })).body.error?.code).toBe("game/finished");
      expect(problems).toEqual([]);
      return;
    }
    throw new Error("every Duel ended by its rules before Bob was gone");
  });

  it("for the errors cheap to provoke, and the routes around the tables", async () => {
    problems.length = 0;
    const t = await create({ game: "twelves", seats: 2, bots: ["easy"], options: { botPace: "instant" } });
    const path = `/api/games/${t.id}`;
    const view = (await call("get", path, { token: t.token })).body;
    const stale = await call("post", `${path}/moves`, {
      body: { version: view.version + 5, move: { type: "match" } },
      token: t.token,
    });
    expect(stale.body.error?.code).toBe("game/stale_version");
    expect((await call("get", path, { token: "not-a-real-token-0123456789abcde" })).status).toBe(401);
    expect((await call("get", "/api/games/abcdefghijklmn")).status).toBe(404);
    expect((await call("get", "/api/games/short")).status).toBe(404);
    expect((await call("post", `${path}/moves`, { raw: "{not json", token: t.token })).status).toBe(400);
    expect((await call("post", `${path}/moves`, { raw: "{}", contentType: null, token: t.token })).status).toBe(415);
    expect(
      (await call("post", `${path}/chat`, { raw: JSON.stringify({ text: "x".repeat(20_000) }), token: t.token }))
        .status,
    ).toBe(413);
    expect(
      (await call("post", "/api/games", { raw: JSON.stringify({ game: "chess", seats: 2, name: "A" }) })).status,
    ).toBe(400);
    expect(
      (
        await call("post", "/api/games", {
          raw: JSON.stringify({ game: "stakes", seats: 2, name: "A", options: { fixture: { rolls: [9] } } }),
        })
      ).status,
    ).toBe(400);
    expect((await call("get", `${path}/live`)).status).toBe(400);
    expect((await call("get", "/api/matches?limit=0")).status).toBe(400);
    expect((await call("get", "/api/matches/abcdefghijklmn")).status).toBe(404);
    expect((await call("get", "/api/push/key")).status).toBe(200);
    expect((await call("get", "/api/_bench/noop")).status).toBe(200);
    expect((await call("post", "/api/_bench/room")).status).toBe(200);
    expect((await call("get", "/api/openapi.json")).status).toBe(200);
    expect((await call("get", "/api?lang=nb")).status).toBe(200);
    // A move the rules forbid now (422): whatever seat 0 may not play at this moment.
    const now = (await call("get", path, { token: t.token })).body;
    const forbidden = now.toAct.includes(0) ? { type: "water" } : { type: "match" };
    expect(
      (await call("post", `${path}/moves`, { body: { version: now.version, move: forbidden }, token: t.token })).status,
    ).toBe(422);
    expect(problems).toEqual([]);
  });

  it("for a club: making, joining, tables, standings, results, head to head, push, the test clock, leaving", async () => {
    problems.length = 0;
    const made = await call("post", "/api/clubs", { body: { name: "Schema club", member: { name: "Ann" } } });
    expect(made.status).toBe(201);
    const club = `/api/clubs/${made.body.id}`;
    const ann = made.body.member.token as string;
    expect((await call("post", `${club}/join`, { body: { name: "Bob", invite: "wrong" } })).status).toBe(401);
    const joined = await call("post", `${club}/join`, { body: { name: "Bob", invite: made.body.invite } });
    expect(joined.status).toBe(201);
    const bob = joined.body.member.token as string;
    expect((await call("post", `${club}/join`, { body: { name: "ann", invite: made.body.invite } })).status).toBe(409);
    expect((await call("get", club)).status).toBe(401);
    expect((await call("get", "/api/clubs/nope")).status).toBe(404);
    const subscription = {
      endpoint: "https://push.example.com/send/club",
      keys: { p256dh: createECDH("prime256v1").generateKeys("base64url"), auth: randomBytes(16).toString("base64url") },
    };
    expect((await call("put", `${club}/push`, { body: { subscription, lang: "nb" }, token: bob })).status).toBe(200);
    expect((await call("delete", `${club}/push`, { token: bob })).status).toBe(200);
    const table = await call("post", `${club}/tables`, { body: { game: "stakes", seats: 2 }, token: ann });
    expect(table.status).toBe(201);
    const seat = await call("post", `${club}/tables/${table.body.id}/join`, { token: bob });
    expect(seat.status).toBe(201);
    expect((await call("post", `${club}/tables/${table.body.id}/join`, { token: bob })).status).toBe(200);
    expect((await call("post", `/api/games/${table.body.id}/resign`, { token: seat.body.token })).status).toBe(200);
    let results: Json = {};
    for (let i = 0; i < 100 && !(results.results?.length > 0); i++)
      results = (await call("get", `${club}/results`, { token: ann })).body;
    expect(results.results).toHaveLength(1);
    const view = await call("get", club, { token: bob });
    expect(view.body.standings.duel).toHaveLength(2);
    const annId = made.body.member.id as string;
    expect((await call("get", `${club}/members/${annId}`, { token: bob })).status).toBe(200);
    expect((await call("get", `${club}/members/nobody`, { token: bob })).status).toBe(404);
    expect((await call("post", `${club}/fixture/advance`, { body: { ms: 60_000 } })).status).toBe(200);
    expect((await call("delete", `${club}/members/me`, { token: bob })).status).toBe(204);
    expect((await call("get", club, { token: bob })).status).toBe(401);
    expect(problems).toEqual([]);
  });

  it("and every route of the document gave at least one answer that is not an error", () => {
    const routes = Object.entries(doc.paths as Json).flatMap(([path, ops]) =>
      Object.entries(ops as Json).map(([method, op]) => ({
        route: `${method.toUpperCase()} ${path}`,
        ok: Object.keys(op.responses).filter((s) => Number(s) < 300),
      })),
    );
    const missing = routes.filter(({ route, ok }) => !ok.some((s) => checker.seen.has(`${route} ${s}`)));
    expect(missing.map((m) => m.route)).toEqual([]);
  });
});
