// Issue 27: a seat's push texts come in the language it chose when it subscribed;
// a language we do not speak is 400 request/unknown_lang and nothing is stored.
import { describe, expect, it } from "vitest";
import type { CreateGameResponse, JoinGameResponse } from "../../src/protocol/api";
import { alarmAt, HOUR, setClock } from "./async-helpers";
import { call, errorOf, ok, post, viewOf } from "./helpers";
import { inbox, putPush } from "./push-inbox";

const F = Date.now() + 30 * 24 * HOUR;

/** A Stakes Duel (Ann seat 0 first, Bob seat 1) whose clock is at F. */
async function duel() {
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

/** Ann plays until it is Bob's turn, the alarm (which sends pushes) run after each move. */
async function untilBob(t: { id: string; tokens: string[] }) {
  for (let i = 0; i < 30; i++) {
    const v = await viewOf(t.id);
    if (v.toAct.includes(1) || v.status !== "playing") break;
    const mine = await viewOf(t.id, t.tokens[0]);
    await ok(post(t.id, t.tokens[0]!, mine.version, mine.legal[0]));
    await alarmAt(t.id, F);
  }
  expect((await viewOf(t.id)).toAct).toContain(1);
}

describe("push texts in the seat's language", () => {
  it("refuses a lang we do not speak (400 request/unknown_lang) and stores nothing", async () => {
    const t = await duel();
    const box = await inbox();
    for (const lang of ["xx", "fr", 7, "", { nb: true }]) {
      expect(await errorOf(putPush(t.id, t.tokens[1], { subscription: box.subscription, lang }))).toEqual({
        status: 400,
        code: "request/unknown_lang",
      });
    }
    await untilBob(t);
    expect(await box.read()).toEqual([]);
  });

  it("sends Bob's turn in Norwegian when he subscribed with lang nb (no reads as nb; en is not echoed)", async () => {
    const t = await duel();
    const bob = await inbox();
    const ann = await inbox();
    expect(await ok(putPush(t.id, t.tokens[1], { subscription: bob.subscription, lang: "nb" }))).toEqual({
      push: { endpoint: bob.subscription.endpoint, lang: "nb" },
    });
    // `no` reads as `nb`; English is the default and is not echoed.
    expect(await ok(putPush(t.id, t.tokens[1], { subscription: bob.subscription, lang: "no" }))).toEqual({
      push: { endpoint: bob.subscription.endpoint, lang: "nb" },
    });
    expect(await ok(putPush(t.id, t.tokens[0], { subscription: ann.subscription, lang: "en" }))).toEqual({
      push: { endpoint: ann.subscription.endpoint },
    });
    await untilBob(t);
    const got = await bob.read();
    expect(got.map((p) => p.type)).toEqual(["your_turn"]);
    expect(got[0]!.title).toBe("Din tur mot Ann i Stakes Duell");
    // It says its language, so the device's words around it (several tables at once) follow.
    expect((got[0] as { lang?: string }).lang).toBe("nb");
    // The body is the last log line, in Norwegian, with names.
    const nbLog = (await ok<{ log: { text: string; to?: number[] }[] }>(call(`/api/games/${t.id}?lang=nb`))).log;
    expect(got[0]!.body).toBe(nbLog.filter((e) => !e.to).at(-1)!.text);
    expect(got[0]!.body).not.toMatch(/\b(Seat|Spiller) \d\b/);
  });
});
