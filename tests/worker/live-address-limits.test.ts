// Per-address limits on live sockets (api.md "Limits (third round)"): at most
// 100 live sockets from one client address to one table (the next is closed
// 1013, saying why), and at most 120 live upgrades a minute from one address
// (429 before the upgrade). They are on unless RATE_LIMITS is "off" (the worker
// tests run with it off; these turn it on).
import { createExecutionContext, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { app } from "../../src/http/app";
import { LEASE_MS, type AddressGate } from "../../src/live/address-gate";
import { errorOf, table } from "./helpers";
import { closeAll, fromAddress, HELLO, many, type Sock, wrap } from "./live-sockets";

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
