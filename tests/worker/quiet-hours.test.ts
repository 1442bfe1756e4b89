// Quiet hours on a push subscription (api.md "Reminders and quiet hours"): the
// checks and the echo of PUT /api/games/:id/push, a your_turn push held to the
// window's end, a reminder moved to the window's start when the deadline is in
// it, or held to the window's end when only the reminder is. Windows are set in
// real zones around the table's own clock (the test clock).
import { describe, expect, it } from "vitest";
import { errorOf, ok, table } from "./helpers";
import { advance, deadline, MIN, playUntilTurn } from "./pause-helpers";
import { inbox, putPush } from "./push-inbox";

/** "HH:MM" of `ms` in a zone `offsetMin` minutes ahead of UTC (one without daylight saving), floored to the minute. */
const hhmm = (ms: number, offsetMin: number) => new Date(ms + offsetMin * MIN).toISOString().slice(11, 16);
const KOLKATA = { tz: "Asia/Kolkata", offset: 330 };

async function duel(timePerMove?: string) {
  return table("stakes", 2, { options: { ...(timePerMove ? { timePerMove } : {}), fixture: { rolls: [4, 5] } } });
}

describe("quiet hours", () => {
  it("are checked (400, nothing kept) and echoed", async () => {
    const t = await duel();
    const box = await inbox();
    const bad: unknown[] = [
      "22:00-07:00",
      [],
      { tz: "Mars/Olympus", from: "22:00", to: "07:00" },
      { tz: "", from: "22:00", to: "07:00" },
      { from: "22:00", to: "07:00" },
      { tz: "Europe/Oslo", from: "7:00", to: "22:00" },
      { tz: "Europe/Oslo", from: "24:00", to: "07:00" },
      { tz: "Europe/Oslo", from: "22:60", to: "07:00" },
      { tz: "Europe/Oslo", from: 2200, to: "07:00" },
      { tz: "Europe/Oslo", from: "22:00" },
      { tz: "Europe/Oslo", from: "22:00", to: "22:00" },
    ];
    for (const quiet of bad)
      expect(
        await errorOf(putPush(t.id, t.tokens[1], { subscription: box.subscription, quiet })),
        JSON.stringify(quiet),
      ).toEqual({
        status: 400,
        code: "request/invalid",
      });
    // Checked before the table and the seat, as the subscription is.
    expect(await errorOf(putPush("AAAAAAAAAAAAAA", "nope", { subscription: box.subscription, quiet: bad[2] }))).toEqual(
      {
        status: 400,
        code: "request/invalid",
      },
    );
    const quiet = { tz: "Europe/Oslo", from: "22:00", to: "07:00" };
    expect(await ok(putPush(t.id, t.tokens[1], { subscription: box.subscription, quiet }))).toEqual({
      push: { endpoint: box.subscription.endpoint, quiet },
    });
    // Without quiet hours the answer stays as it was.
    expect(await ok(putPush(t.id, t.tokens[1], { subscription: box.subscription, quiet: null }))).toEqual({
      push: { endpoint: box.subscription.endpoint },
    });
    // Nothing was kept by the refused requests: another seat's refused subscription pushes nothing.
    const other = await inbox();
    await errorOf(putPush(t.id, t.tokens[0], { subscription: other.subscription, quiet: bad[1] }));
    await playUntilTurn(t.id, t.tokens, 1);
    await playUntilTurn(t.id, t.tokens, 0);
    await advance(t.id, 1000);
    expect(await other.read()).toEqual([]);
  });

  it("keep `tz` in its canonical IANA spelling, whatever the case it was sent in, and echo that", async () => {
    const t = await duel();
    const box = await inbox();
    for (const tz of ["europe/oslo", "EUROPE/OSLO", "eUrOpE/oSlO", "Europe/Oslo"]) {
      const quiet = { tz, from: "22:00", to: "07:00" };
      expect(await ok(putPush(t.id, t.tokens[1], { subscription: box.subscription, quiet })), tz).toEqual({
        push: { endpoint: box.subscription.endpoint, quiet: { ...quiet, tz: "Europe/Oslo" } },
      });
    }
    // Zones the runtime knows by another name keep the name sent, spelled as IANA spells it.
    for (const [tz, canonical] of [
      ["asia/kolkata", "Asia/Kolkata"],
      ["Asia/Kolkata", "Asia/Kolkata"],
      ["AMERICA/ARGENTINA/BUENOS_AIRES", "America/Argentina/Buenos_Aires"],
      ["us/pacific", "US/Pacific"],
      ["etc/gmt+1", "Etc/GMT+1"],
      ["america/port-au-prince", "America/Port-au-Prince"],
    ]) {
      const quiet = { tz, from: "01:00", to: "02:00" };
      expect(await ok(putPush(t.id, t.tokens[1], { subscription: box.subscription, quiet })), tz).toEqual({
        push: { endpoint: box.subscription.endpoint, quiet: { ...quiet, tz: canonical } },
      });
    }
  });

  it("a your_turn push in the window waits for its end (in the seat's own time zone)", async () => {
    const t = await duel();
    const box = await inbox();
    const now = await advance(t.id, 1);
    const end = Math.floor((now + 2 * 60 * MIN) / MIN) * MIN;
    const quiet = { tz: KOLKATA.tz, from: hhmm(now - 60 * MIN, KOLKATA.offset), to: hhmm(end, KOLKATA.offset) };
    await ok(putPush(t.id, t.tokens[1], { subscription: box.subscription, quiet }));
    await playUntilTurn(t.id, t.tokens, 1);
    const at = await advance(t.id, 1000);
    expect(await box.read()).toEqual([]);
    await advance(t.id, end - at - 1000);
    expect(await box.read()).toEqual([]);
    await advance(t.id, 2000);
    expect((await box.read()).map((p) => p.type)).toEqual(["your_turn"]);
  });

  it("a reminder whose deadline is in the window goes at the window's start instead", async () => {
    const t = await duel("1h");
    const box = await inbox();
    const v = await playUntilTurn(t.id, t.tokens, 1);
    const due = deadline(v, 1);
    // The window opens half an hour before Bob's deadline (the reminder would go at a quarter of an hour).
    const start = Math.floor((due - 30 * MIN) / MIN) * MIN;
    const quiet = { tz: "UTC", from: hhmm(start, 0), to: hhmm(due + 30 * MIN, 0) };
    await ok(putPush(t.id, t.tokens[1], { subscription: box.subscription, quiet }));
    const now = await advance(t.id, 1);
    await advance(t.id, start - now - 1000);
    expect(await box.read()).toEqual([]);
    await advance(t.id, 2000);
    const got = await box.read();
    expect(got.map((p) => p.type)).toEqual(["reminder"]);
    expect(got[0]!.body).toMatch(/^Your move is due in 3[01] minutes\.$/);
  });

  it("a reminder that falls in a window its deadline is not in waits for the window's end", async () => {
    const t = await duel("1h");
    const box = await inbox();
    const v = await playUntilTurn(t.id, t.tokens, 1);
    const due = deadline(v, 1);
    const end = Math.floor((due - 5 * MIN) / MIN) * MIN;
    const quiet = { tz: "UTC", from: hhmm(due - 20 * MIN, 0), to: hhmm(end, 0) };
    await ok(putPush(t.id, t.tokens[1], { subscription: box.subscription, quiet }));
    const now = await advance(t.id, 1);
    await advance(t.id, end - now - 1000);
    expect(await box.read()).toEqual([]);
    await advance(t.id, 2000);
    expect((await box.read()).map((p) => p.type)).toEqual(["reminder"]);
  });
});
