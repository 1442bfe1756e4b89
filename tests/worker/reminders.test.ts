// Reminders (api.md "Reminders and quiet hours"): one push and one webhook event
// per deadline when a quarter of the time is left, none while paused, none twice.
// All time through the test clock; pushes read back from the loopback push service.
import { describe, expect, inject, it } from "vitest";
import { ok, ORIGIN, table } from "./helpers";
import { advance, answerPause, askPause, deadline, HOUR, iso, MIN, playUntilTurn, seen } from "./pause-helpers";
import { inbox, putPush } from "./push-inbox";
import type {} from "../support/webhook-receiver";

const hooks = `http://127.0.0.1:${inject("webhookPort")}`;

/** A 1-hour Stakes Duel where Bob (seat 1) is subscribed and now to act; answers his deadline and the table's time. */
async function bobDue() {
  const t = await table("stakes", 2, { options: { timePerMove: "1h", fixture: { rolls: [4, 5] } } });
  const box = await inbox();
  await ok(putPush(t.id, t.tokens[1], { subscription: box.subscription }));
  const path = `/remind/${t.id}`;
  await ok(
    (await import("./helpers")).call(`/api/games/${t.id}/webhook`, {
      method: "PUT",
      token: t.tokens[1],
      json: { url: hooks + path, format: "json" },
    }),
  );
  const v = await playUntilTurn(t.id, t.tokens, 1);
  const now = await advance(t.id, 1);
  return { t, box, path, due: deadline(v, 1), now };
}

async function hooked(path: string): Promise<{ event: string; deadline: string | null; seat: number }[]> {
  const got: { body: string }[] = await (await fetch(`${hooks}/_received?path=${encodeURIComponent(path)}`)).json();
  return got.map((r) => JSON.parse(r.body));
}

describe("reminders", () => {
  it("one push and one webhook event when a quarter of the time is left, and no more for that move", async () => {
    const { t, box, path, due, now } = await bobDue();
    expect((await box.read()).map((p) => p.type)).toEqual(["your_turn"]);
    await advance(t.id, due - 15 * MIN - now - 1000);
    expect(await box.read()).toHaveLength(1);
    expect((await hooked(path)).map((h) => h.event)).toEqual(["your_turn"]);
    await advance(t.id, 2000);
    const got = await box.read();
    expect(got.map((p) => p.type)).toEqual(["your_turn", "reminder"]);
    expect(got[1]).toEqual({
      type: "reminder",
      id: t.id,
      game: "stakes",
      title: "Reminder: your move against Seat 0 in Stakes Duel",
      body: "Your move is due in 15 minutes.",
      url: `${ORIGIN}/g/${t.id}`,
    });
    const events = await hooked(path);
    expect(events.map((h) => h.event)).toEqual(["your_turn", "reminder"]);
    expect(events[1]).toMatchObject({ seat: 1, event: "reminder", deadline: iso(due) });
    // Up to the deadline: nothing more.
    await advance(t.id, 15 * MIN - 2000);
    expect(await box.read()).toHaveLength(2);
    expect(await hooked(path)).toHaveLength(2);
  });

  it("none while the table is paused; a reminder already sent is not sent again when the clock resumes", async () => {
    const { t, box, due, now } = await bobDue();
    // Paused at half time: no reminder during the pause; after it, at a quarter left of the time given back.
    await advance(t.id, 30 * MIN);
    const at = await advance(t.id, 1);
    await ok(askPause(t.id, t.tokens[0], iso(at + 2 * HOUR)), 201);
    await ok(answerPause(t.id, t.tokens[1], true));
    await advance(t.id, 2 * HOUR - 1000);
    expect((await box.read()).map((p) => p.type)).toEqual(["your_turn"]);
    await advance(t.id, 2000);
    const resumed = deadline(await seen(t.id), 1);
    expect(resumed - (at + 2 * HOUR)).toBeGreaterThan(due - at - 1000);
    const t2 = await advance(t.id, resumed - 15 * MIN - (at + 2 * HOUR + 1000) + 1000);
    expect((await box.read()).map((p) => p.type)).toEqual(["your_turn", "reminder"]);
    // Another pause after the reminder: the clock resumes with less than a quarter left, and no second reminder.
    await ok(askPause(t.id, t.tokens[0], iso(t2 + HOUR)), 201);
    await ok(answerPause(t.id, t.tokens[1], true));
    await advance(t.id, HOUR + 1000);
    expect((await seen(t.id)).clock.deadlines).toHaveLength(1);
    await advance(t.id, 10 * MIN);
    expect((await box.read()).map((p) => p.type)).toEqual(["your_turn", "reminder"]);
    expect(now).toBeLessThan(due);
  });

  it("never for a bot: bot seats are never on the clock", async () => {
    const created = await ok<{ id: string; token: string }>(
      (await import("./helpers")).call("/api/games", {
        method: "POST",
        json: { game: "stakes", seats: 2, name: "Ann", bots: ["easy"], options: { timePerMove: "1h" } },
      }),
      201,
    );
    for (let i = 0; i < 5; i++) {
      const v = await seen(created.id);
      for (const d of v.clock.deadlines ?? []) expect(d.seat).toBe(0);
      await advance(created.id, 5000);
    }
  });
});
