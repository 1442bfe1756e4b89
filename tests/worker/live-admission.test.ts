// Who gets a live socket (api.md "Limits (third round)"): a seated player's hello
// is always admitted, whatever else holds sockets to the table (sockets that
// have not said hello, or spectators, never take the room a seat needs); at most
// 100 live sockets from one client address to one table (the next is closed
// 1013, saying why), and at most 120 live upgrades a minute from one address
// (429 before the upgrade). The per-address limits are on unless RATE_LIMITS is
// "off" (the worker tests run with it off; these turn it on).
import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { GameRoom } from "../../src/index";
import { SOCKET_LIMITS } from "../../src/room/live/socket-limits";
import { table } from "./helpers";
import { closeAll, HELLO, many, NOT_A_HELLO, open, roomOf, roomSockets, settled, wrap } from "./live-sockets";

describe("a seated player can always connect", () => {
  it("is admitted at once past 1,100 sockets that sent anything but a hello, and the game object holds none of them", async () => {
    const t = await table("stakes", 2);
    // The real numbers: more sockets than the game object's watchers' cap (1,000) and the 64 it used to keep for seats.
    expect(1100).toBeGreaterThan(SOCKET_LIMITS.maxWatchers + 64);
    const junk = await many(1100, () => open(t.id));
    const sent = (i: number) =>
      i % 3 === 0 ? "ping" : i % 3 === 1 ? "garbage" : JSON.stringify({ type: "hello", token: 7 });
    for (const [i, s] of junk.entries()) s.ws.send(sent(i));
    for (const s of junk) await settled(s);

    const start = performance.now();
    const seat = await open(t.id);
    seat.ws.send(JSON.stringify({ type: "hello", token: t.tokens[1] }));
    const first = JSON.parse(await seat.next()) as { type: string; view?: { you: number } };
    const ms = performance.now() - start;
    expect(first.type).toBe("view");
    expect(first.view!.you).toBe(1);
    console.log(`seat hello past 1,100 junk sockets answered in ${ms.toFixed(0)} ms`);

    // Each junk socket was answered as the game object answers it (pong, or the same error) and is still open,
    // and none of them reached the game object: it holds only the seat.
    for (const [i, s] of junk.entries()) {
      const m = await s.next();
      if (i % 3 === 0) expect(m).toBe("pong");
      else expect(JSON.parse(m)).toEqual(NOT_A_HELLO);
    }
    expect(junk.filter((s) => s.isClosed())).toEqual([]);
    expect(await roomSockets(t.id)).toBe(1);

    // A junk socket may still say hello later, as api.md allows, and then gets its view.
    junk[1]!.ws.send(HELLO);
    expect(JSON.parse(await junk[1]!.next()).type).toBe("view");
    await closeAll([...junk, seat]);
  }, 120_000);

  it("is admitted past junk, silent sockets, spectators and a full game object (smaller cap), and a wrong token still closes 1008", async () => {
    const t = await table("stakes", 2);
    await runInDurableObject(roomOf(t.id), (room: GameRoom) =>
      room.setSeams({ socketLimits: { ...room.seams.socketLimits, maxWatchers: 5 } }),
    );
    // The game object's watchers' cap is taken (spectators the relays could not take land there).
    const watchers = await many(5, async () =>
      wrap(await roomOf(t.id).fetch("https://room/live", { headers: { Upgrade: "websocket" } })),
    );
    for (const w of watchers) w.ws.send(HELLO);
    for (const w of watchers) expect(JSON.parse(await w.next()).type).toBe("view");
    const junk = await many(100, () => open(t.id));
    for (const s of junk) s.ws.send("garbage");
    for (const s of junk) await settled(s);
    const silent = await many(100, () => open(t.id));
    const spectators = await many(100, () => open(t.id));
    for (const s of spectators) s.ws.send(HELLO);
    for (const s of spectators) expect(JSON.parse(await s.next()).type).toBe("view");

    const wrong = await open(t.id);
    wrong.ws.send(JSON.stringify({ type: "hello", token: "not-a-token" }));
    expect(JSON.parse(await wrong.next())).toMatchObject({ type: "error", error: { code: "auth/invalid_token" } });
    expect((await wrong.closed).code).toBe(1008);

    const seat = await open(t.id);
    seat.ws.send(JSON.stringify({ type: "hello", token: t.tokens[0] }));
    expect(JSON.parse(await seat.next()).view.you).toBe(0);
    expect([...junk, ...silent, ...spectators].filter((s) => s.isClosed())).toEqual([]);
    // The game object holds its five watchers and the seat; the wrong token's socket is gone.
    expect(await roomSockets(t.id)).toBe(6);
    await closeAll([...watchers, ...junk, ...silent, ...spectators, seat]);
  }, 120_000);
});
