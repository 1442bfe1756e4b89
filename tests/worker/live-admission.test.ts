// Who gets a live socket (api.md "Limits (third round)"): a seated player's hello
// is always admitted, whatever else holds sockets to the table (sockets that
// have not said hello, or spectators, never take the room a seat needs); at most
// 100 live sockets from one client address to one table (the next is closed
// 1013, saying why), and at most 120 live upgrades a minute from one address
// (429 before the upgrade). The per-address limits are on unless RATE_LIMITS is
// "off" (the worker tests run with it off; these turn it on).
import { createExecutionContext, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { app } from "../../src/http/app";
import { LEASE_MS, type AddressGate } from "../../src/relay/address-gate";
import type { GameRoom } from "../../src/index";
import { SOCKET_LIMITS } from "../../src/room/live/socket-limits";
import { call, errorOf, table } from "./helpers";

const roomOf = (id: string) => env.ROOMS.get(env.ROOMS.idFromName(id));

/** Sockets held by the game object itself. */
function roomSockets(id: string): Promise<number> {
  return runInDurableObject(roomOf(id), (_room: GameRoom, state) => state.getWebSockets().length);
}

interface Sock {
  ws: WebSocket;
  got: string[];
  closed: Promise<{ code: number; reason: string }>;
  isClosed: () => boolean;
  /** The next message not read yet (fails after 10 s). */
  next(): Promise<string>;
}

function wrap(res: Response): Sock {
  if (res.status !== 101 || !res.webSocket) throw new Error(`no WebSocket: ${res.status}`);
  const ws = res.webSocket;
  ws.accept();
  const got: string[] = [];
  let wake: (() => void) | null = null;
  let done = false;
  ws.addEventListener("message", (e) => {
    got.push(e.data as string);
    wake?.();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.addEventListener("close", (e) => {
      done = true;
      resolve({ code: e.code, reason: e.reason });
      wake?.();
    }),
  );
  let read = 0;
  return {
    ws,
    got,
    closed,
    isClosed: () => done,
    async next() {
      const until = Date.now() + 10_000;
      while (got.length <= read) {
        if (done) throw new Error(`closed before a message arrived: ${JSON.stringify(await closed)}`);
        if (Date.now() > until) throw new Error("no message within 10 s");
        await new Promise<void>((r) => {
          wake = r;
          setTimeout(r, 1000);
        });
      }
      return got[read++]!;
    },
  };
}

/** Through the Worker as the tests' usual client (RATE_LIMITS "off"). */
async function open(id: string): Promise<Sock> {
  return wrap(await call(`/api/games/${id}/live`, { headers: { upgrade: "websocket" } }));
}

/** Through the Worker from one client address, with the limits on. */
function fromAddress(ip: string) {
  const raw = (id: string) =>
    Promise.resolve(
      app.fetch(
        new Request(`http://tablelink.test/api/games/${id}/live`, {
          headers: { upgrade: "websocket", "cf-connecting-ip": ip },
        }),
        { ...env, RATE_LIMITS: "on" },
        createExecutionContext(),
      ),
    );
  return { raw, open: async (id: string) => wrap(await raw(id)) };
}

/** Opens `n` sockets, `batch` at a time. */
async function many(n: number, opener: () => Promise<Sock>, batch = 100): Promise<Sock[]> {
  const out: Sock[] = [];
  for (let i = 0; i < n; i += batch)
    out.push(...(await Promise.all(Array.from({ length: Math.min(batch, n - i) }, opener))));
  return out;
}

/** Closes the sockets and waits until each close is answered (nothing left pending when the file ends). */
async function closeAll(socks: Sock[]): Promise<void> {
  for (const s of socks) s.ws.close(1000, "done");
  await Promise.all(socks.map((s) => s.closed));
}

const HELLO = JSON.stringify({ type: "hello" });
const NOT_A_HELLO = {
  type: "error",
  error: { code: "request/invalid", message: 'Expected {"type":"hello","token"?}.' },
};

/** Resolves once the socket has a message or is closed, whichever comes first. */
async function settled(s: Sock): Promise<void> {
  while (s.got.length === 0 && !s.isClosed())
    await Promise.race([
      s.closed,
      new Promise<void>((r) => s.ws.addEventListener("message", () => r(), { once: true })),
    ]);
}

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

describe("per-address limits on live sockets", () => {
  it("takes 100 sockets from one address to one table, closes the 101st 1013 saying why; other addresses and tables go on; a closed one frees its place", async () => {
    const t = await table("stakes", 2);
    const other = await table("stakes", 2);
    const a = fromAddress("198.51.100.23");
    const hundred = await many(100, () => a.open(t.id), 50);
    // They are live sockets: spectators and seats alike.
    for (const [i, s] of hundred.entries())
      s.ws.send(i === 0 ? JSON.stringify({ type: "hello", token: t.tokens[0] }) : HELLO);
    for (const s of hundred) expect(JSON.parse(await s.next()).type).toBe("view");

    const extra = await a.open(t.id);
    expect(await extra.closed).toEqual({
      code: 1013,
      reason: "Too many live connections from your address to this table (at most 100).",
    });
    expect(extra.got).toEqual([]);
    // The same address at another table, and another address at this one.
    for (const s of [await a.open(other.id), await fromAddress("198.51.100.24").open(t.id)]) {
      s.ws.send(HELLO);
      expect(JSON.parse(await s.next()).type).toBe("view");
      await closeAll([s]);
    }
    // A reader whose close was answered may open another at once.
    hundred[7]!.ws.close(1000, "done");
    await hundred[7]!.closed;
    const again = await a.open(t.id);
    again.ws.send(HELLO);
    expect(JSON.parse(await again.next()).type).toBe("view");
    // …and that one took the freed place.
    expect((await (await a.open(t.id)).closed).code).toBe(1013);
    await closeAll([...hundred, again]);
  }, 120_000);

  it("counts an IPv6 client by its /64", async () => {
    const t = await table("stakes", 2);
    let host = 0;
    // 100 different hosts of one /64, written in different ways.
    const first = await many(
      100,
      () =>
        fromAddress(
          ++host % 2 ? `2001:db8:7:8::${host.toString(16)}` : `2001:0DB8:7:8:0:0:1:${host.toString(16)}`,
        ).open(t.id),
      50,
    );
    expect((await (await fromAddress("2001:db8:7:8:aaaa::1").open(t.id)).closed).code).toBe(1013);
    const elsewhere = await fromAddress("2001:db8:7:9::1").open(t.id);
    elsewhere.ws.send(HELLO);
    expect(JSON.parse(await elsewhere.next()).type).toBe("view");
    await closeAll([...first, elsewhere]);
  }, 120_000);

  it("frees the places of a Worker that never said goodbye once their leases lapse", async () => {
    const t = await table("stakes", 2);
    const ip = "198.51.100.77";
    const gate = env.GATES.get(env.GATES.idFromName(ip));
    // A Worker took 100 places and died without giving them back.
    for (let i = 0; i < 100; i++) expect(await gate.enter(t.id, `dead-${i}`)).toEqual({ ok: true });
    expect((await (await fromAddress(ip).open(t.id)).closed).code).toBe(1013);
    // Past the lease (the gate's clock moved on), the address connects again.
    await runInDurableObject(gate, (g: AddressGate) => void (g.clock = () => Date.now() + LEASE_MS + 1));
    const s = await fromAddress(ip).open(t.id);
    s.ws.send(HELLO);
    expect(JSON.parse(await s.next()).type).toBe("view");
    expect(await gate.held(t.id)).toBe(1);
    s.ws.close(1000, "done");
    await s.closed;
    expect(await gate.held(t.id)).toBe(0);
  });

  it("refuses the 121st upgrade in a minute from one address with 429 and Retry-After, before any upgrade; others go on", async () => {
    const tables = [await table("stakes", 2), await table("stakes", 2)];
    // The local limiter counts in windows that start on the clock's minute: 120 upgrades
    // that straddle one are two windows' worth. Then the round is run again from a fresh
    // address, in the window that just began (at most once: a round takes seconds).
    const minute = () => Math.floor(Date.now() / 60_000);
    for (let round = 0; ; round++) {
      const a = fromAddress(`203.0.113.${121 + round}`);
      const start = minute();
      const opened: Sock[] = [];
      for (let i = 0; i < 120; i += 40) {
        const batch = await Promise.all(Array.from({ length: 40 }, (_, j) => a.raw(tables[(i + j) % 2]!.id)));
        for (const [j, res] of batch.entries()) expect(res.status, `upgrade ${i + j + 1}`).toBe(101);
        opened.push(...batch.map(wrap));
      }
      await closeAll(opened);
      const refused = await a.raw(tables[0]!.id);
      if (minute() !== start && round === 0) {
        await refused.body?.cancel();
        continue;
      }
      expect(refused.webSocket).toBeNull();
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await errorOf(refused)).toEqual({ status: 429, code: "rate/limited" });
      // Refused again at once (and without asking the limiter: the Worker remembers for a few seconds).
      expect((await a.raw(tables[1]!.id)).status).toBe(429);
      const other = await fromAddress("203.0.113.200").raw(tables[0]!.id);
      expect(other.status).toBe(101);
      await closeAll([wrap(other)]);
      return;
    }
  }, 120_000);

  it('are off when RATE_LIMITS is "off": 150 sockets from one address to one table', async () => {
    const t = await table("stakes", 2);
    const off = async () =>
      wrap(
        await app.fetch(
          new Request(`http://tablelink.test/api/games/${t.id}/live`, {
            headers: { upgrade: "websocket", "cf-connecting-ip": "192.0.2.150" },
          }),
          { ...env, RATE_LIMITS: "off" },
          createExecutionContext(),
        ),
      );
    const all = await many(150, off, 50);
    for (const s of all) s.ws.send(HELLO);
    for (const s of all) expect(JSON.parse(await s.next()).type).toBe("view");
    await closeAll(all);
  }, 120_000);
});
