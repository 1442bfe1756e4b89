// Live views over WebSocket: each connection gets its own seat's view at hello and
// after every change, also once the object has hibernated and woken again.
import { evictDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { View } from "../../src/protocol/view";
import { ok, post, table, viewOf } from "./helpers";
import { LiveClient } from "./socket-client";

async function viewMsg(c: LiveClient): Promise<View> {
  const m = await c.next();
  if (m.type !== "view") throw new Error(`expected a view, got ${JSON.stringify(m)}`);
  return m.view;
}

const hands = (v: View) => (v.state as { players: { hand?: string[] }[] }).players.map((p) => p.hand);

describe("live views", () => {
  it("sends each seat and a spectator their own view, now and after every move", async () => {
    const t = await table("dobbelsjanse", 3);
    const seats = await Promise.all(t.tokens.map((token) => LiveClient.open(t.id, { token })));
    const watcher = await LiveClient.open(t.id, {});
    for (const [i, c] of seats.entries()) expect(await viewMsg(c)).toEqual(await viewOf(t.id, t.tokens[i]));
    expect(await viewMsg(watcher)).toEqual(await viewOf(t.id));

    const actor = (await viewOf(t.id)).toAct[0]!;
    await ok(post(t.id, t.tokens[actor]!, 0, { type: "draw" }));
    for (const [i, c] of seats.entries()) {
      const v = await viewMsg(c);
      expect(v.version).toBe(1);
      expect(v.you).toBe(i);
      expect(v).toEqual(await viewOf(t.id, t.tokens[i]));
      // Only the seat's own hand travels on its connection.
      expect(hands(v).filter((h) => h !== undefined)).toHaveLength(1);
    }
    const spectated = await viewMsg(watcher);
    expect(spectated.you).toBeNull();
    expect(hands(spectated).every((h) => h === undefined)).toBe(true);
    for (const c of [...seats, watcher]) c.close();
  });

  it("closes a socket whose token is unknown, after saying why", async () => {
    const t = await table("dobbelsjanse", 3);
    const c = await LiveClient.open(t.id, { token: "not-a-token" });
    const m = await c.next();
    expect(m).toMatchObject({ type: "error", error: { code: "auth/invalid_token" } });
    expect(await c.closed).toBe(1008);
  });

  it("answers a message that is not a hello with an error, and sends nothing before hello", async () => {
    const t = await table("dobbelsjanse", 3);
    const c = await LiveClient.open(t.id, "garbage");
    expect(await c.next()).toMatchObject({ type: "error", error: { code: "request/invalid" } });
    const actor = (await viewOf(t.id)).toAct[0]!;
    await ok(post(t.id, t.tokens[actor]!, 0, { type: "draw" }));
    c.send({ type: "hello" });
    // The first view it gets is the one at hello: the move before it was not pushed.
    expect((await viewMsg(c)).version).toBe(1);
    c.close();
  });

  it("keeps serving sockets across hibernation, and reconnects get the current view", async () => {
    const t = await table("dobbelsjanse", 3);
    const actor = (await viewOf(t.id)).toAct[0]!;
    const c = await LiveClient.open(t.id, { token: t.tokens[actor] });
    expect((await viewMsg(c)).you).toBe(actor);

    const stub = env.ROOMS.get(env.ROOMS.idFromName(t.id));
    await evictDurableObject(stub, { webSockets: "hibernate" });
    c.send("ping");
    expect(await c.next()).toEqual({ type: "pong" });
    await ok(post(t.id, t.tokens[actor]!, 0, { type: "draw" }));
    const after = await viewMsg(c);
    expect(after.version).toBe(1);
    expect(after.you).toBe(actor);

    c.close();
    const again = await LiveClient.open(t.id, { token: t.tokens[actor] });
    expect(await viewMsg(again)).toEqual(await viewOf(t.id, t.tokens[actor]));
    again.close();
  });
});
