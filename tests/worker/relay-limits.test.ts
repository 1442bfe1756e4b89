// The relay path's limits and reads: api.md's socket limits and the hello timeout
// applied to spectators on a relay, and spectators' reads of a watched table
// served by the relay once it holds a crowd.
import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { SpectatorRelay } from "../../src/relay/relay";
import type { GameRoom } from "../../src/index";
import { call, table, viewOf } from "./helpers";
import { LiveClient } from "./socket-client";
import { draws, hands, relayNamed, relaySockets, relaysOf, roomOf, viewMsg } from "./relay-helpers";

describe("spectators through relays", () => {
  it("applies api.md's socket limits to spectators on a relay, with the game object's codes and reasons", async () => {
    const t = await table("dobbelsjanse", 3);
    const closeOf = (c: LiveClient) =>
      new Promise<{ code: number; reason: string }>((r) =>
        c.ws.addEventListener("close", (e) => r({ code: e.code, reason: e.reason })),
      );
    const twice = await LiveClient.open(t.id, {});
    await viewMsg(twice);
    const [name] = await relaysOf(t.id);
    const twiceClosed = closeOf(twice);
    // A second hello, even one with a seat's token, is closed before it reaches the relay.
    twice.send({ type: "hello", token: t.tokens[0] });
    expect(await twiceClosed).toMatchObject({ code: 1008, reason: expect.stringMatching(/one hello/i) });

    const big = await LiveClient.open(t.id, {});
    await viewMsg(big);
    const bigClosed = closeOf(big);
    big.send("x".repeat(5000));
    expect(await bigClosed).toMatchObject({ code: 1009, reason: expect.stringMatching(/4 KB/) });

    const chatty = await LiveClient.open(t.id, {});
    await viewMsg(chatty);
    const chattyClosed = closeOf(chatty);
    for (let i = 0; i < 25; i++) chatty.send({ type: "nonsense" });
    expect(await chattyClosed).toMatchObject({ code: 1008, reason: expect.stringMatching(/too many messages/i) });
    // It was answered (errors) for at most the first 20 messages, hello included.
    expect(chatty.pending).toBeLessThanOrEqual(19);

    // The relay applies the same limits itself to what it is sent (here straight to it, past the Worker).
    const direct = await relayNamed(name!).fetch("https://relay/live", {
      headers: { Upgrade: "websocket", "X-Tablelink-Table": t.id, "X-Tablelink-Relay": name! },
    });
    const ws = direct.webSocket!;
    ws.accept();
    const directClosed = new Promise<{ code: number; reason: string }>((r) =>
      ws.addEventListener("close", (e) => r({ code: e.code, reason: e.reason })),
    );
    ws.send(JSON.stringify({ type: "hello" }));
    ws.send(JSON.stringify({ type: "hello" }));
    expect(await directClosed).toMatchObject({ code: 1008, reason: expect.stringMatching(/one hello/i) });
  });

  it("closes a spectator that says nothing within the table's hello timeout (30 s; shortened here)", async () => {
    const t = await table("dobbelsjanse", 3);
    await runInDurableObject(roomOf(t.id), (room: GameRoom) =>
      room.setSeams({ socketLimits: { ...room.seams.socketLimits, helloTimeoutMs: 300 } }),
    );
    const silent = await LiveClient.open(t.id);
    const closed = new Promise<{ code: number; reason: string }>((r) =>
      silent.ws.addEventListener("close", (e) => r({ code: e.code, reason: e.reason })),
    );
    expect(await closed).toMatchObject({ code: 1008, reason: expect.stringMatching(/no hello/i) });
    expect(await relaysOf(t.id)).toEqual([]);
  });
});

describe("spectators' reads of a watched table", () => {
  it("come from the relay once it holds a crowd, and from the game object before", async () => {
    const t = await table("dobbelsjanse", 3);
    const first = await LiveClient.open(t.id, {});
    await viewMsg(first);
    const [name] = await relaysOf(t.id);
    // A crowd: the relay now answers spectators' reads (tests lower the threshold by filling it).
    const crowd = await Promise.all(Array.from({ length: 99 }, () => LiveClient.open(t.id, {})));
    for (const w of crowd) await viewMsg(w);
    expect(await relaySockets(name!)).toBe(100);
    const peeked = await runInDurableObject(relayNamed(name!), (r: SpectatorRelay) => r.peek());
    expect(JSON.parse(peeked!)).toEqual(await viewOf(t.id));
    // After a move the crowd's read is the new view, the one every socket got.
    await draws(t, 1);
    const pushed = await viewMsg(first);
    expect(pushed.version).toBe(1);
    expect(await viewOf(t.id)).toEqual(pushed);
    // A seat's read never comes from a relay: it still has the seat's own hand.
    const mine = await viewOf(t.id, t.tokens[0]);
    expect(mine.you).toBe(0);
    expect(hands(mine).filter((h) => h !== undefined)).toHaveLength(1);
    // Proof of where reads come from: with the game object silenced, the crowd's read
    // still answers (from the relay) while a seat's read finds nothing.
    const room = await runInDurableObject(roomOf(t.id), (r: GameRoom) => {
      const kept = r.room;
      r.room = null;
      return kept;
    });
    try {
      expect(await viewOf(t.id)).toEqual(pushed);
      expect((await call(`/api/games/${t.id}`, { token: t.tokens[0] })).status).toBe(404);
    } finally {
      await runInDurableObject(roomOf(t.id), (r: GameRoom) => void (r.room = room));
    }
    for (const w of [first, ...crowd]) w.close();
  });
});
