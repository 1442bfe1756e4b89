// Rate limits (api.md "Limits and headers", "Limits (third round)"): one client
// address may create 20 tables, take 60 seats and look up its tables 30 times a
// minute; more is 429 rate/limited with Retry-After.
// The worker tests run with RATE_LIMITS "off"; these start the service with it "on".
import { env } from "cloudflare:workers";
import { createExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { app } from "../../src/http/app";
import type { CreateGameResponse } from "../../src/protocol/api";
import { errorOf } from "./helpers";

function from(ip: string, rateLimits = "on") {
  return (path: string, json: unknown) =>
    Promise.resolve(
      app.fetch(
        new Request(`http://tablelink.test${path}`, {
          method: "POST",
          headers: { "content-type": "application/json", "cf-connecting-ip": ip },
          body: JSON.stringify(json),
        }),
        { ...env, RATE_LIMITS: rateLimits },
        createExecutionContext(),
      ),
    );
}

const NEW_TABLE = { game: "stakes", seats: 6, name: "A" };

/**
 * The first refusal among up to `limit` + 1 more requests. The limits count per minute of the
 * clock: when the allowed requests before this straddled a minute's end (a busy machine), the
 * new minute lets up to `limit` more through before it refuses, never more.
 */
async function firstRefusal(next: (i: number) => Promise<Response>, limit: number): Promise<Response> {
  for (let i = 0; i <= limit; i++) {
    const res = await next(i);
    if (res.status === 429) return res;
    expect(res.status, `request ${i + 1} after the allowed ones`).toBeLessThan(300);
    await res.body?.cancel();
  }
  throw new Error(`none of ${limit + 1} more requests was refused`);
}

describe("rate limits", () => {
  it("lets one address create 20 tables a minute, then answers 429 with Retry-After; other addresses go on", async () => {
    const post = from("203.0.113.7");
    for (let i = 0; i < 20; i++) {
      const res = await post("/api/games", NEW_TABLE);
      expect(res.status, `table ${i + 1}`).toBe(201);
      await res.body?.cancel();
    }
    const refused = await firstRefusal(() => post("/api/games", NEW_TABLE), 20);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.headers.get("access-control-expose-headers")).toContain("Retry-After");
    expect(await errorOf(refused)).toEqual({ status: 429, code: "rate/limited" });
    const other = await from("198.51.100.9")("/api/games", NEW_TABLE);
    expect(other.status).toBe(201);
    await other.body?.cancel();
  });

  it("counts an IPv6 client by its /64", async () => {
    const a = from("2001:db8:1:2::1");
    for (let i = 0; i < 20; i++) await (await a("/api/games", NEW_TABLE)).body?.cancel();
    const other = from("2001:db8:1:2:ffff::9");
    expect(await errorOf(firstRefusal(() => other("/api/games", NEW_TABLE), 20))).toEqual({
      status: 429,
      code: "rate/limited",
    });
  });

  it("lets one address take 60 seats a minute, then answers 429", async () => {
    const host = from("192.0.2.200");
    const joiner = from("192.0.2.201");
    let taken = 0;
    let table: CreateGameResponse | null = null;
    while (taken < 60) {
      if (!table) table = (await (await host("/api/games", NEW_TABLE)).json()) as CreateGameResponse;
      const res = await joiner(`/api/games/${table.id}/join`, { name: `P${taken}`, invite: table.invite });
      expect(res.status, `seat ${taken + 1}`).toBe(201);
      await res.body?.cancel();
      taken++;
      if (taken % 5 === 0) table = null;
    }
    let spare: CreateGameResponse | null = null;
    const refused = await firstRefusal(async (more) => {
      // A new table every five seats, each from an address of its own (creating has its own limit).
      if (more % 5 === 0)
        spare = (await (await from(`198.51.100.${more + 1}`)("/api/games", NEW_TABLE)).json()) as CreateGameResponse;
      return joiner(`/api/games/${spare!.id}/join`, { name: `Late${more}`, invite: spare!.invite });
    }, 60);
    expect(refused.headers.get("retry-after")).not.toBeNull();
    expect(await errorOf(refused)).toEqual({ status: 429, code: "rate/limited" });
  });

  it("lets one address look up its tables 30 times a minute, then answers 429 with Retry-After; other addresses go on", async () => {
    // An id that names no game is that entry's error, asked of no game object.
    const lookup = { seats: [{ id: "nope", token: "x" }] };
    const post = from("203.0.113.30");
    for (let i = 0; i < 30; i++) {
      const res = await post("/api/tables", lookup);
      expect(res.status, `lookup ${i + 1}`).toBe(200);
      await res.body?.cancel();
    }
    const refused = await firstRefusal(() => post("/api/tables", lookup), 30);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await errorOf(refused)).toEqual({ status: 429, code: "rate/limited" });
    const other = await from("198.51.100.30")("/api/tables", lookup);
    expect(other.status).toBe(200);
    expect(((await other.json()) as { tables: { id: string; error: { code: string } }[] }).tables).toEqual([
      { id: "nope", error: { code: "game/not_found", message: expect.any(String) } },
    ]);
  });

  it('are off when RATE_LIMITS is "off"', async () => {
    const post = from("203.0.113.99", "off");
    for (let i = 0; i < 25; i++) {
      const res = await post("/api/games", NEW_TABLE);
      expect(res.status).toBe(201);
      await res.body?.cancel();
    }
  });
});
