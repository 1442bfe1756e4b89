// Clubs count with table creates (api.md "Clubs"): making a club and opening a club
// table share the 20-a-minute limit of POST /api/games per address; more is 429.
// The worker tests run with RATE_LIMITS "off"; this starts the service with it "on".
import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { app } from "../../src/http/app";
import type { CreateClubResponse } from "../../src/protocol/club";
import { errorOf } from "./helpers";

function from(ip: string) {
  return (path: string, json: unknown, token?: string) =>
    Promise.resolve(
      app.fetch(
        new Request(`http://tablelink.test${path}`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "cf-connecting-ip": ip,
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: JSON.stringify(json),
        }),
        { ...env, RATE_LIMITS: "on" },
        createExecutionContext(),
      ),
    );
}

describe("club limits", () => {
  it("counts new clubs and club tables with new tables: at most 20 a minute from one address", async () => {
    const post = from("203.0.113.77");
    const made = await post("/api/clubs", { name: "Club", member: { name: "Ann" } });
    expect(made.status).toBe(201);
    const club = (await made.json()) as CreateClubResponse;
    let allowed = 1;
    let refused: Response | null = null;
    // Clubs, club tables and plain tables in turn, until one is refused (a minute's edge may allow up to 20 more).
    for (let i = 0; i < 41 && !refused; i++) {
      const res =
        i % 3 === 0
          ? await post(`/api/clubs/${club.id}/tables`, { game: "stakes", seats: 3 }, club.member.token)
          : i % 3 === 1
            ? await post("/api/clubs", { name: `Club ${i}`, member: { name: "Ann" } })
            : await post("/api/games", { game: "stakes", seats: 3, name: "Ann" });
      if (res.status === 429) refused = res;
      else {
        expect(res.status, `request ${i}`).toBe(201);
        await res.body?.cancel();
        allowed++;
      }
    }
    expect(refused).not.toBeNull();
    expect(allowed).toBeGreaterThanOrEqual(20);
    expect(allowed).toBeLessThanOrEqual(40);
    expect(Number(refused!.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await errorOf(refused!)).toEqual({ status: 429, code: "rate/limited" });
  });
});
