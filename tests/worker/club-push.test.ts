// Club pushes (api.md "Clubs"): a member's subscription gets a push when another
// member opens a club table with a seat free, in their language, held to the end
// of their quiet hours; bad subscriptions are 400 and change nothing.
import { describe, expect, it, vi } from "vitest";
import type { ClubPushPayload } from "../../src/protocol/club";
import { call, errorOf, ok } from "./helpers";
import { newClub, openTable } from "./club-helpers";
import { inbox } from "./push-inbox";

const HOUR = 3_600_000;

function putClubPush(club: string, token: string | undefined, json: unknown) {
  return call(`/api/clubs/${club}/push`, { method: "PUT", token, json });
}

function hhmm(t: number): string {
  return new Date(t).toISOString().slice(11, 16);
}

async function arrived(box: { read(): Promise<unknown[]> }, n: number): Promise<ClubPushPayload[]> {
  return vi.waitFor(
    async () => {
      const got = (await box.read()) as ClubPushPayload[];
      if (got.length < n) throw new Error(`${got.length} pushes, waiting for ${n}`);
      return got;
    },
    { timeout: 5_000, interval: 25 },
  );
}

describe("club pushes", () => {
  it("tells the other members, in their language, when a member opens a table with a seat free", async () => {
    const club = await newClub("Torsdagsklubben", "Ann", ["Bob", "Cy"]);
    const [ann, bob, cy] = [await inbox(), await inbox(), await inbox()];
    expect(await ok(putClubPush(club.id, club.tokens.Ann, { subscription: ann.subscription }))).toEqual({
      push: { endpoint: ann.subscription.endpoint },
    });
    expect(await ok(putClubPush(club.id, club.tokens.Bob, { subscription: bob.subscription, lang: "nb" }))).toEqual({
      push: { endpoint: bob.subscription.endpoint, lang: "nb" },
    });
    await ok(putClubPush(club.id, club.tokens.Cy, { subscription: cy.subscription }));
    // No seat free (the other seat is a bot): nobody is told.
    await openTable(club, "Ann", { game: "stakes", seats: 2, bots: ["easy"] });
    const t = await openTable(club, "Ann", { game: "stakes", seats: 3 });
    const [toBob] = await arrived(bob, 1);
    expect(toBob).toEqual({
      type: "club_table",
      id: t.id,
      game: "stakes",
      club: club.id,
      title: "Torsdagsklubben",
      body: "Ann har åpnet et Stakes-bord i Torsdagsklubben",
      url: `http://tablelink.test/c/${club.id}`,
      lang: "nb",
    });
    const [toCy] = await arrived(cy, 1);
    expect(toCy!.body).toBe("Ann opened a Stakes table in Torsdagsklubben");
    expect(toCy!.lang).toBeUndefined();
    // The opener is not told of their own table, and no push names a token.
    expect(await ann.read()).toEqual([]);
    expect(JSON.stringify([toBob, toCy])).not.toContain(t.token);
    expect(await bob.read()).toHaveLength(1);
  });

  it("holds a push in the member's quiet hours until they end", async () => {
    const club = await newClub("Club", "Ann", ["Bob"]);
    const bob = await inbox();
    const now = Date.now();
    const quiet = { tz: "UTC", from: hhmm(now - HOUR), to: hhmm(now + 2 * HOUR) };
    expect(await ok(putClubPush(club.id, club.tokens.Bob, { subscription: bob.subscription, quiet }))).toEqual({
      push: { endpoint: bob.subscription.endpoint, quiet },
    });
    await openTable(club, "Ann", { game: "dobbelsjanse", seats: 3 });
    // The club's alarm runs now and again after an hour: nothing goes out in the window.
    await ok(call(`/api/clubs/${club.id}/fixture/advance`, { method: "POST", json: { ms: HOUR } }));
    expect(await bob.read()).toEqual([]);
    await ok(call(`/api/clubs/${club.id}/fixture/advance`, { method: "POST", json: { ms: 2 * HOUR } }));
    const [got] = await arrived(bob, 1);
    expect(got!.body).toBe("Ann opened a Dobbelsjanse table in Club");
  });

  it("refuses a bad subscription, lang or quiet hours (400) and a non-member (401), storing nothing; DELETE removes it", async () => {
    const club = await newClub("Club", "Ann", ["Bob"]);
    const bob = await inbox();
    for (const json of [
      {},
      { subscription: { endpoint: "https://127.0.0.1/x", keys: bob.subscription.keys } },
      { subscription: { ...bob.subscription, keys: { p256dh: "AAAA", auth: "AAAA" } } },
      { subscription: bob.subscription, quiet: { tz: "Mars/Olympus", from: "22:00", to: "07:00" } },
    ])
      expect(await errorOf(putClubPush(club.id, club.tokens.Bob, json)), JSON.stringify(json)).toEqual({
        status: 400,
        code: "request/invalid",
      });
    expect(
      await errorOf(putClubPush(club.id, club.tokens.Bob, { subscription: bob.subscription, lang: "xx" })),
    ).toEqual({
      status: 400,
      code: "request/unknown_lang",
    });
    expect(await errorOf(putClubPush(club.id, undefined, { subscription: bob.subscription }))).toEqual({
      status: 401,
      code: "club/members_only",
    });
    expect(await errorOf(putClubPush("AAAAAAAAAAAAAA", club.tokens.Bob, { subscription: bob.subscription }))).toEqual({
      status: 404,
      code: "club/not_found",
    });
    await openTable(club, "Ann", { game: "twelves", seats: 2 });
    // Subscribed and removed again: still nothing.
    await ok(putClubPush(club.id, club.tokens.Bob, { subscription: bob.subscription }));
    expect(await ok(call(`/api/clubs/${club.id}/push`, { method: "DELETE", token: club.tokens.Bob }))).toEqual({
      push: null,
    });
    await openTable(club, "Ann", { game: "twelves", seats: 2 });
    await ok(call(`/api/clubs/${club.id}/fixture/advance`, { method: "POST", json: { ms: 1000 } }));
    expect(await bob.read()).toEqual([]);
  });
});
