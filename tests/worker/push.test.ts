// Web Push end to end: a seat registers its browser's subscription, and the
// loopback push service (tests/support/push-receiver.ts) receives one encrypted
// push per turn, which the test decrypts with the subscription's private key and
// whose VAPID JWT it verifies; 404/410 drop the subscription; a finished match
// sends "finished"; bad subscriptions are 400.
import { describe, expect, inject, it } from "vitest";
import type { CreateGameResponse, JoinGameResponse } from "../../src/protocol/api";
import { fromBase64url } from "../../src/protocol/encoding";
import { alarmAt, HOUR, setClock } from "./async-helpers";
import { call, errorOf, ok, ORIGIN, post, viewOf } from "./helpers";
import { browserKeys, decryptPush, verifyVapid, type BrowserKeys } from "./push-browser";
import type {} from "../support/push-receiver";

const service = `http://127.0.0.1:${inject("pushPort")}`;
// Far ahead of the real clock, so no alarm fires unless a test runs it.
const F = Date.now() + 30 * 24 * HOUR;

interface Received {
  path: string;
  headers: Record<string, string>;
  body: string;
}

async function received(path: string): Promise<Received[]> {
  return (await fetch(`${service}/_received?path=${encodeURIComponent(path)}`)).json();
}

async function answerWith(path: string, code: number): Promise<void> {
  await (await fetch(`${service}/_status?path=${encodeURIComponent(path)}&code=${code}`)).text();
}

function subscription(path: string, keys: BrowserKeys) {
  return { endpoint: service + path, expirationTime: null, keys: { p256dh: keys.p256dh, auth: keys.auth } };
}

function putPush(id: string, token: string | undefined, json: unknown): Promise<Response> {
  return call(`/api/games/${id}/push`, { method: "PUT", token, json });
}

/** A Stakes Duel (Ann seat 0, Bob seat 1; Ann first) whose clock is at F, Bob subscribed before the game starts. */
async function duel(_path: string) {
  const created = await ok<CreateGameResponse>(
    call("/api/games", {
      method: "POST",
      json: { game: "stakes", seats: 2, name: "Ann", options: { fixture: { rolls: [4, 5] } } },
    }),
    201,
  );
  await setClock(created.id, F);
  const joined = await ok<JoinGameResponse>(
    call(`/api/games/${created.id}/join`, { method: "POST", json: { name: "Bob", invite: created.invite } }),
    201,
  );
  return { id: created.id, tokens: [created.token, joined.token] };
}

/** Plays `steps` moves (each acting seat's first legal move), running the alarm after each; counts Bob's turn starts. */
async function play(t: { id: string; tokens: string[] }, steps: number, at: number) {
  let bobTurns = 0;
  let before = (await viewOf(t.id)).toAct;
  for (let i = 0; i < steps; i++) {
    const v = await viewOf(t.id);
    if (v.status !== "playing") break;
    const seat = v.toAct[0]!;
    const mine = await viewOf(t.id, t.tokens[seat]);
    await ok(post(t.id, t.tokens[seat]!, mine.version, mine.legal[0]));
    const after = (await viewOf(t.id)).toAct;
    if (after.includes(1) && !before.includes(1)) bobTurns++;
    before = after;
    await alarmAt(t.id, at);
  }
  return bobTurns;
}

async function pushKey(): Promise<string> {
  return (await ok<{ publicKey: string }>(call("/api/push/key"))).publicKey;
}

describe("GET /api/push/key", () => {
  it("answers the VAPID public key: 65 bytes, an uncompressed P-256 point, the same on every call", async () => {
    const key = await pushKey();
    const bytes = fromBase64url(key)!;
    expect(key).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
    await crypto.subtle.importKey("raw", bytes, { name: "ECDSA", namedCurve: "P-256" }, false, ["verify"]);
    expect(await pushKey()).toBe(key);
  });
});

describe("PUT/DELETE /api/games/:id/push", () => {
  it("registers and removes a seat's subscription", async () => {
    const t = await duel("/reg");
    const keys = await browserKeys();
    expect(await ok(putPush(t.id, t.tokens[1], { subscription: subscription("/reg", keys) }))).toEqual({
      push: { endpoint: `${service}/reg` },
    });
    expect(await ok(call(`/api/games/${t.id}/push`, { method: "DELETE", token: t.tokens[1] }))).toEqual({ push: null });
  });

  it("refuses subscriptions that are not a P-256 key, 16 bytes of auth, or an allowed address (400), before 404 and 401", async () => {
    const t = await duel("/bad");
    const keys = await browserKeys();
    const good = subscription("/bad", keys);
    const notOnCurve = `BA${"A".repeat(85)}`;
    const bad: unknown[] = [
      undefined,
      "https://push.example.net/x",
      { ...good, keys: undefined },
      { ...good, keys: { p256dh: keys.p256dh } },
      { ...good, keys: { p256dh: notOnCurve, auth: keys.auth } },
      { ...good, keys: { p256dh: keys.p256dh.slice(0, 40), auth: keys.auth } },
      { ...good, keys: { p256dh: keys.p256dh, auth: "AAAA" } },
      { ...good, keys: { p256dh: keys.p256dh, auth: "not base64url!" } },
      { ...good, endpoint: "http://push.example.net/x" },
      { ...good, endpoint: "https://10.0.0.8/x" },
      { ...good, endpoint: "https://[::ffff:7f00:1]/x" },
      { ...good, endpoint: "https://localhost/x" },
      { ...good, endpoint: "https://2130706433/x" },
      { ...good, endpoint: "https://[::1]/x" },
      { ...good, endpoint: "https://push.example.net:8443/x" },
      { ...good, endpoint: "https://printer.local/x" },
      { ...good, endpoint: 42 },
    ];
    for (const s of bad)
      expect(await errorOf(putPush(t.id, t.tokens[1], { subscription: s })), JSON.stringify(s)).toEqual({
        status: 400,
        code: "request/invalid",
      });
    expect(await errorOf(putPush("AAAAAAAAAAAAAA", "nope", { subscription: bad[4] }))).toEqual({
      status: 400,
      code: "request/invalid",
    });
    expect(await errorOf(putPush("AAAAAAAAAAAAAA", "nope", { subscription: good }))).toEqual({
      status: 404,
      code: "game/not_found",
    });
    expect(await errorOf(putPush(t.id, "nope", { subscription: good }))).toEqual({
      status: 401,
      code: "auth/invalid_token",
    });
    expect(await errorOf(putPush(t.id, undefined, { subscription: good }))).toEqual({
      status: 401,
      code: "auth/invalid_token",
    });
    expect(await errorOf(call(`/api/games/${t.id}/push`, { method: "DELETE", token: "nope" }))).toEqual({
      status: 401,
      code: "auth/invalid_token",
    });
  });
});

describe("pushes", () => {
  it("one encrypted push per turn, readable only with the subscription's key, signed by the service's VAPID key, never carrying a token", async () => {
    const path = `/turns/${crypto.randomUUID()}`;
    const t = await duel(path);
    const keys = await browserKeys();
    await ok(putPush(t.id, t.tokens[1], { subscription: subscription(path, keys) }));
    const turns = await play(t, 12, F);
    const got = await received(path);
    expect(turns).toBeGreaterThan(0);
    expect(got).toHaveLength(turns);
    const publicKey = await pushKey();
    for (const r of got) {
      expect(r.headers["content-encoding"]).toBe("aes128gcm");
      expect(Number(r.headers.ttl)).toBeGreaterThan(0);
      const { claims, k } = await verifyVapid(r.headers.authorization!);
      expect(k).toBe(publicKey);
      expect(claims.aud).toBe(service);
      expect(claims.exp).toBeGreaterThan(F / 1000);
      expect(claims.exp).toBeLessThanOrEqual(F / 1000 + 24 * 3600);
      expect(claims.sub).toMatch(/^(mailto:|https:)/);
      const text = await decryptPush(
        Uint8Array.from(atob(r.body), (c) => c.charCodeAt(0)),
        keys,
      );
      for (const token of t.tokens) expect(text).not.toContain(token);
      const payload = JSON.parse(text);
      expect(payload).toEqual({
        type: "your_turn",
        id: t.id,
        game: "stakes",
        title: "Your move against Ann in Stakes Duel",
        body: expect.any(String),
        url: `${ORIGIN}/g/${t.id}`,
      });
      expect(payload.body.length).toBeGreaterThan(0);
    }
    // Nothing more is sent while nothing changes.
    await alarmAt(t.id, F + HOUR);
    expect(await received(path)).toHaveLength(turns);
  });

  it("a seat that subscribes during its own turn is pushed from its next turn on, not for the one it is in", async () => {
    const path = `/mid-turn/${crypto.randomUUID()}`;
    const t = await duel(path);
    // Ann is to act (fixture) and subscribes now.
    expect((await viewOf(t.id)).toAct).toEqual([0]);
    await ok(putPush(t.id, t.tokens[0], { subscription: subscription(path, await browserKeys()) }));
    await alarmAt(t.id, F);
    expect(await received(path)).toHaveLength(0);
    // Ann plays until Bob is to act, Bob until Ann is again: her next turn brings one push.
    for (const [mover, next] of [
      [0, 1],
      [1, 0],
    ] as const) {
      for (let i = 0; i < 20 && !(await viewOf(t.id)).toAct.includes(next); i++) {
        const mine = await viewOf(t.id, t.tokens[mover]);
        await ok(post(t.id, t.tokens[mover]!, mine.version, mine.legal[0]));
      }
      await alarmAt(t.id, F);
    }
    expect((await viewOf(t.id)).toAct).toContain(0);
    expect(await received(path)).toHaveLength(1);
  });

  for (const code of [404, 410]) {
    it(`a ${code} from the push service drops the subscription`, async () => {
      const path = `/gone-${code}/${crypto.randomUUID()}`;
      const t = await duel(path);
      await ok(putPush(t.id, t.tokens[1], { subscription: subscription(path, await browserKeys()) }));
      await answerWith(path, code);
      const turns = await play(t, 12, F);
      expect(turns).toBeGreaterThan(1);
      // Only the first turn's push went out: the subscription was gone after it.
      expect(await received(path)).toHaveLength(1);
    });
  }

  it("a failing push service is retried with backoff; a later success is not repeated", async () => {
    const path = `/retry/${crypto.randomUUID()}`;
    const t = await duel(path);
    await ok(putPush(t.id, t.tokens[1], { subscription: subscription(path, await browserKeys()) }));
    await answerWith(path, 503);
    // Ann plays until it is Bob's turn.
    for (let i = 0; i < 20 && !(await viewOf(t.id)).toAct.includes(1); i++) {
      const mine = await viewOf(t.id, t.tokens[0]);
      await ok(post(t.id, t.tokens[0]!, mine.version, mine.legal[0]));
    }
    await alarmAt(t.id, F);
    expect(await received(path)).toHaveLength(1);
    await alarmAt(t.id, F + 999);
    expect(await received(path)).toHaveLength(1);
    await answerWith(path, 201);
    await alarmAt(t.id, F + 1000);
    expect(await received(path)).toHaveLength(2);
    await alarmAt(t.id, F + HOUR);
    expect(await received(path)).toHaveLength(2);
  });

  it("a finished match sends each subscribed seat one 'finished' push with the result", async () => {
    const paths = [`/fin0/${crypto.randomUUID()}`, `/fin1/${crypto.randomUUID()}`];
    const t = await duel(paths[1]!);
    const keys = [await browserKeys(), await browserKeys()];
    for (const seat of [0, 1])
      await ok(putPush(t.id, t.tokens[seat], { subscription: subscription(paths[seat]!, keys[seat]!) }));
    await play(t, 4, F);
    // Ann resigns: in the Duel that ends the match, Bob winning.
    await ok(call(`/api/games/${t.id}/resign`, { method: "POST", token: t.tokens[0], json: {} }));
    await alarmAt(t.id, F);
    const final = await viewOf(t.id);
    expect(final.status).toBe("finished");
    for (const seat of [0, 1]) {
      const got = await received(paths[seat]!);
      const payloads = await Promise.all(
        got.map(async (r) =>
          JSON.parse(
            await decryptPush(
              Uint8Array.from(atob(r.body), (c) => c.charCodeAt(0)),
              keys[seat]!,
            ),
          ),
        ),
      );
      const finished = payloads.filter((p) => p.type === "finished");
      expect(finished).toHaveLength(1);
      expect(payloads.at(-1)!.type).toBe("finished");
      const other = seat === 0 ? "Bob" : "Ann";
      expect(finished[0]).toMatchObject({
        id: t.id,
        game: "stakes",
        title: `Stakes Duel against ${other} is over`,
        url: `${ORIGIN}/g/${t.id}`,
      });
      const won = final.result!.winners.includes(seat);
      expect(finished[0].body).toBe(
        won ? (final.result!.winners.length === 1 ? "You won." : "You share the win.") : `${other} won.`,
      );
    }
  });
});
