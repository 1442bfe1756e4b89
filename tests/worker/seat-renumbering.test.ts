// api.md "Limits (third round)": anything keyed by seat moves with the seat when
// seats are renumbered. When a player leaves a waiting table every later seat
// moves down by one, and with it its token, webhook, push subscription, chat
// lines, bot marking and anything queued for it; the leaver's own go with them.
// Webhooks and pushes are caught by the loopback receivers (tests/support).
import { runInDurableObject } from "cloudflare:test";
import { describe, expect, inject, it } from "vitest";
import type { CreateGameResponse, JoinGameResponse } from "../../src/protocol/api";
import type { PushPayload } from "../../src/protocol/push";
import type { GameRoom } from "../../src/index";
import { alarmAt, HOUR, postTo, setClock, stubOf, type AsyncView } from "./async-helpers";
import { call, errorOf, ok, viewOf } from "./helpers";
import { browserKeys, decryptPush, type BrowserKeys } from "./push-browser";
import type {} from "../support/push-receiver";
import "../support/provided";

const hooks = `http://127.0.0.1:${inject("webhookPort")}`;
const pushes = `http://127.0.0.1:${inject("pushPort")}`;
// Far ahead of the real clock, so no alarm fires unless a test runs it.
const F = Date.now() + 30 * 24 * HOUR;

async function received<T>(service: string, path: string): Promise<T[]> {
  return (await fetch(`${service}/_received?path=${encodeURIComponent(path)}`)).json();
}

interface Player {
  name: string;
  token: string;
  keys: BrowserKeys;
  /** Where this player's webhook posts and where their browser's push service is. */
  hookPath: string;
  pushPath: string;
}

function join(id: string, invite: string, name: string): Promise<JoinGameResponse> {
  return ok<JoinGameResponse>(call(`/api/games/${id}/join`, { method: "POST", json: { name, invite } }), 201);
}

/** A 5-seat Stakes table with Ann, Bob, Cy and Di seated (still waiting), each with a webhook, a push subscription and a chat line. */
async function seatedTable() {
  const created = await ok<CreateGameResponse>(
    call("/api/games", {
      method: "POST",
      json: { game: "stakes", seats: 5, name: "Ann", options: { timePerMove: "1h" } },
    }),
    201,
  );
  const { id, invite } = created;
  await setClock(id, F);
  const tokens = [created.token];
  for (const name of ["Bob", "Cy", "Di"]) tokens.push((await join(id, invite, name)).token);
  const players: Player[] = [];
  for (const [seat, name] of ["Ann", "Bob", "Cy", "Di"].entries()) {
    const token = tokens[seat]!;
    const p: Player = {
      name,
      token,
      keys: await browserKeys(),
      hookPath: `/renumber/${id}/hook/${name}`,
      pushPath: `/renumber/${id}/push/${name}`,
    };
    await ok(
      call(`/api/games/${id}/webhook`, { method: "PUT", token, json: { url: hooks + p.hookPath, format: "json" } }),
    );
    const subscription = {
      endpoint: pushes + p.pushPath,
      expirationTime: null,
      keys: { p256dh: p.keys.p256dh, auth: p.keys.auth },
    };
    await ok(call(`/api/games/${id}/push`, { method: "PUT", token, json: { subscription } }));
    await ok(postTo(id, "chat", token, { text: `hello from ${name}` }));
    players.push(p);
  }
  expect((await viewOf(id)).status).toBe("waiting");
  return { id, invite, players };
}

function leave(id: string, token: string): Promise<unknown> {
  return ok(call(`/api/games/${id}/leave`, { method: "POST", token }));
}

/** The room's push subscriptions as stored: seat → endpoint. */
function pushSubs(id: string): Promise<{ seat: number; endpoint: string }[]> {
  return runInDurableObject(stubOf(id), (room: GameRoom) =>
    room.push.subs().map((s) => ({ seat: s.seat, endpoint: s.endpoint })),
  );
}

describe("seats renumbered after a leave", () => {
  it("tokens, webhooks, push subscriptions and chat names move with the later seats; the leaver's go", async () => {
    const { id, invite, players } = await seatedTable();
    const [ann, bob, cy, di] = players as [Player, Player, Player, Player];
    expect(await pushSubs(id)).toEqual(players.map((p, seat) => ({ seat, endpoint: pushes + p.pushPath })));

    expect(await leave(id, bob.token)).toEqual({ left: true });

    // Bob's token names no seat any more, for anything.
    const refused = { status: 401, code: "auth/invalid_token" };
    expect(await errorOf(call(`/api/games/${id}`, { token: bob.token }))).toEqual(refused);
    expect(
      await errorOf(
        call(`/api/games/${id}/webhook`, {
          method: "PUT",
          token: bob.token,
          json: { url: hooks + bob.hookPath, format: "json" },
        }),
      ),
    ).toEqual(refused);
    const bobSub = {
      endpoint: pushes + bob.pushPath,
      expirationTime: null,
      keys: { p256dh: bob.keys.p256dh, auth: bob.keys.auth },
    };
    expect(
      await errorOf(call(`/api/games/${id}/push`, { method: "PUT", token: bob.token, json: { subscription: bobSub } })),
    ).toEqual(refused);
    expect(await errorOf(postTo(id, "chat", bob.token, { text: "still here?" }))).toEqual(refused);

    // Cy is seat 1 and Di seat 2, each with their own webhook; the chat names follow; Bob's line is gone.
    const cyView = (await viewOf(id, cy.token)) as AsyncView;
    const diView = (await viewOf(id, di.token)) as AsyncView;
    const annView = (await viewOf(id, ann.token)) as AsyncView;
    expect(annView.seats).toEqual([
      { seat: 0, name: "Ann" },
      { seat: 1, name: "Cy" },
      { seat: 2, name: "Di" },
    ]);
    expect([annView.you, cyView.you, diView.you]).toEqual([0, 1, 2]);
    expect(annView.webhook?.url).toBe(hooks + ann.hookPath);
    expect(cyView.webhook?.url).toBe(hooks + cy.hookPath);
    expect(diView.webhook?.url).toBe(hooks + di.hookPath);
    expect(annView.chat.map((c) => [c.seat, c.name, c.text])).toEqual([
      [0, "Ann", "hello from Ann"],
      [1, "Cy", "hello from Cy"],
      [2, "Di", "hello from Di"],
    ]);
    // The API shows no one another seat's push subscription: the store does.
    expect(await pushSubs(id)).toEqual([
      { seat: 0, endpoint: pushes + ann.pushPath },
      { seat: 1, endpoint: pushes + cy.pushPath },
      { seat: 2, endpoint: pushes + di.pushPath },
    ]);

    // Ed and Fay fill the table; it is played until Ann, Cy and Di have each had a turn (whoever starts).
    const ed = await join(id, invite, "Ed");
    const fay = await join(id, invite, "Fay");
    expect([ed.seat, fay.seat]).toEqual([3, 4]);
    const tokenOf = [ann.token, cy.token, di.token, ed.token, fay.token];
    const turns = [0, 0, 0, 0, 0];
    let before: number[] = [];
    for (let step = 0; step < 60 && turns.slice(0, 3).includes(0); step++) {
      const v = await viewOf(id);
      expect(v.status).toBe("playing");
      for (const s of v.toAct) if (!before.includes(s)) turns[s]!++;
      before = v.toAct;
      await alarmAt(id, F);
      const seat = v.toAct[0]!;
      const token = tokenOf[seat]!;
      const mine = await viewOf(id, token);
      await ok(
        call(`/api/games/${id}/moves`, { method: "POST", token, json: { version: mine.version, move: mine.legal[0] } }),
      );
    }
    for (const s of (await viewOf(id)).toAct) if (!before.includes(s)) turns[s]!++;
    await alarmAt(id, F);
    expect(turns.slice(0, 3).every((n) => n > 0)).toBe(true);

    // Bob's webhook and push service heard nothing after he left.
    expect(await received(hooks, bob.hookPath)).toEqual([]);
    expect(await received(pushes, bob.pushPath)).toEqual([]);
    // Each remaining player got exactly their own seat's turns, by webhook and by push.
    const opponents = { Ann: "Cy, Di and 2 others", Cy: "Ann, Di and 2 others", Di: "Ann, Cy and 2 others" };
    for (const [seat, p] of [ann, cy, di].entries()) {
      const posted = await received<{ body: string }>(hooks, p.hookPath);
      expect(posted.map((r) => JSON.parse(r.body))).toEqual(
        Array.from({ length: turns[seat]! }, () =>
          expect.objectContaining({ event: "your_turn", id, seat, name: p.name }),
        ),
      );
      const pushed = await received<{ body: string }>(pushes, p.pushPath);
      // Encrypted to this player's own browser keys, which decryptPush checks.
      const payloads = await Promise.all(
        pushed.map(
          async (r) =>
            JSON.parse(
              await decryptPush(
                Uint8Array.from(atob(r.body), (c) => c.charCodeAt(0)),
                p.keys,
              ),
            ) as PushPayload,
        ),
      );
      expect(payloads.map((x) => [x.type, x.title])).toEqual(
        Array.from({ length: turns[seat]! }, () => [
          "your_turn",
          `Your move against ${opponents[p.name as keyof typeof opponents]} in Stakes`,
        ]),
      );
    }
  });

  it("a bot seated after the leaver moves down with its marking, and plays at its new seat", async () => {
    const created = await ok<CreateGameResponse>(
      call("/api/games", { method: "POST", json: { game: "stakes", seats: 4, name: "Ann" } }),
      201,
    );
    const { id, invite } = created;
    let now = F;
    await setClock(id, now);
    const bob = await join(id, invite, "Bob");
    expect(
      await ok(call(`/api/games/${id}/bots`, { method: "POST", token: created.token, json: { level: "easy" } }), 201),
    ).toEqual({
      seat: 2,
    });
    const botName = (await viewOf(id)).seats[2]!.name;

    await leave(id, bob.token);
    expect((await viewOf(id)).seats).toEqual([
      { seat: 0, name: "Ann" },
      { seat: 1, name: botName, bot: "easy" },
    ]);
    const cy = await join(id, invite, "Cy");
    const di = await join(id, invite, "Di");
    expect([cy.seat, di.seat]).toEqual([2, 3]);
    const started = await viewOf(id);
    expect(started.status).toBe("playing");
    expect(started.seats.map((s) => s.bot ?? null)).toEqual([null, "easy", null, null]);

    // The alarm plays for seat 1 when it is to act, and never for Cy at seat 2.
    const tokenOf = [created.token, undefined, cy.token, di.token];
    const seen = new Set<number>();
    for (let step = 0; step < 40 && !(seen.has(1) && seen.has(2)); step++) {
      const v = await viewOf(id);
      if (v.status !== "playing") break;
      const seat = v.toAct[0]!;
      now += HOUR;
      await alarmAt(id, now);
      const after = await viewOf(id);
      if (seat === 1) expect(after.version, "the bot at seat 1 played").toBeGreaterThan(v.version);
      else {
        expect(after.version, `nobody played for seat ${seat}`).toBe(v.version);
        const mine = await viewOf(id, tokenOf[seat]);
        await ok(
          call(`/api/games/${id}/moves`, {
            method: "POST",
            token: tokenOf[seat],
            json: { version: mine.version, move: mine.legal[0] },
          }),
        );
      }
      seen.add(seat);
    }
    expect([...seen].sort()).toEqual(expect.arrayContaining([1, 2]));
  });

  it("pushes and notifications queued for a seat move with it; the leaver's are dropped", async () => {
    // A waiting table never queues either (only turns do), so they are queued in the store here.
    const { id, players } = await seatedTable();
    const later = F + 24 * HOUR;
    await runInDurableObject(stubOf(id), (room: GameRoom) => {
      for (const [seat, p] of players.entries()) {
        const payload = { type: "your_turn", id, game: "stakes", url: "", title: p.name, body: "" } as const;
        room.push.enqueue(seat, pushes + p.pushPath, payload, later);
        room.store.queueNotification({ version: 0, seat, body: p.name, attempts: 0, nextAt: later });
      }
    });

    await leave(id, players[1]!.token);

    const queued = await runInDurableObject(stubOf(id), (room: GameRoom) => ({
      pushes: room.push
        .queued()
        .map((q) => ({ seat: q.seat, endpoint: q.endpoint, to: (JSON.parse(q.payload) as PushPayload).title })),
      notifications: room.store.notifications().map((n) => ({ seat: n.seat, body: n.body })),
    }));
    const [ann, , cy, di] = players as [Player, Player, Player, Player];
    expect(queued.pushes).toEqual([
      { seat: 0, endpoint: pushes + ann.pushPath, to: "Ann" },
      { seat: 1, endpoint: pushes + cy.pushPath, to: "Cy" },
      { seat: 2, endpoint: pushes + di.pushPath, to: "Di" },
    ]);
    expect(queued.notifications).toEqual([
      { seat: 0, body: "Ann" },
      { seat: 1, body: "Cy" },
      { seat: 2, body: "Di" },
    ]);
  });
});
