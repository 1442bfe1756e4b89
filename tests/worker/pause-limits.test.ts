// How often a seat may offer a pause (api.md "Limits (fourth round)"): 3 offers in
// any 24 hours of the table's clock, then 409 pause/too_often; ending and declining
// are never refused; the log keeps every pause line however many there are.
import { describe, expect, it } from "vitest";
import { errorOf, ok, table } from "./helpers";
import { advance, answerPause, askPause, DAY, endPause, HOUR, iso, seen } from "./pause-helpers";

const clocked = () => table("stakes", 2, { options: { timePerMove: "1d", fixture: { rolls: [4, 5] } } });
const pauseLines = (log: { kind: string; text: string }[]) => log.filter((l) => l.kind.startsWith("pause"));

describe("pause offers are limited per seat", () => {
  it("a 4th offer within 24 hours is 409 pause/too_often and changes nothing; the other seat, ending and declining are not limited", async () => {
    const t = await clocked();
    const t0 = await advance(t.id, 1);
    for (let i = 0; i < 3; i++) {
      const now = await advance(t.id, i === 0 ? 1 : HOUR);
      await ok(askPause(t.id, t.tokens[0], iso(now + 2 * HOUR)), 201);
      await ok(endPause(t.id, t.tokens[0]));
    }
    const t20 = await advance(t.id, 18 * HOUR);
    const before = await seen(t.id, t.tokens[0]);
    const res = await askPause(t.id, t.tokens[0], iso(t20 + 2 * HOUR));
    const body = (await res.clone().json()) as { error: { message: string } };
    expect(await errorOf(res)).toEqual({ status: 409, code: "pause/too_often" });
    // The refusal says when the next offer is allowed: 24 hours after the first of the three.
    const stamp = /(\d{4}-\d\d-\d\d) (\d\d:\d\d) UTC/.exec(body.error.message);
    expect(stamp, body.error.message).not.toBeNull();
    expect(Math.abs(Date.parse(`${stamp![1]}T${stamp![2]}:00Z`) - (t0 + DAY))).toBeLessThan(2 * 60_000);
    expect(await seen(t.id, t.tokens[0])).toEqual(before);

    // The other seat has offers of its own; seat 0 may still decline and end them.
    const now = await advance(t.id, 1);
    await ok(askPause(t.id, t.tokens[1], iso(now + 2 * HOUR)), 201);
    expect((await ok<{ pause?: unknown }>(answerPause(t.id, t.tokens[0], false))).pause).toBeUndefined();
    await ok(askPause(t.id, t.tokens[1], iso(now + 2 * HOUR)), 201);
    await ok(answerPause(t.id, t.tokens[0], true));
    expect((await seen(t.id)).pause?.active).toBe(true);
    expect((await ok<{ pause?: unknown }>(endPause(t.id, t.tokens[0]))).pause).toBeUndefined();

    // 24 hours after its first offer (not yet after its second), seat 0 may offer once more.
    const later = await advance(t.id, 4 * HOUR);
    expect(later).toBeGreaterThan(t0 + DAY);
    expect(later).toBeLessThan(t0 + DAY + HOUR);
    await ok(askPause(t.id, t.tokens[0], iso(later + 2 * HOUR)), 201);
    await ok(endPause(t.id, t.tokens[0]));
    expect(await errorOf(askPause(t.id, t.tokens[0], iso(later + 2 * HOUR)))).toEqual({
      status: 409,
      code: "pause/too_often",
    });
  });

  it("the log keeps every pause line of a long match, the first ones too", async () => {
    const t = await clocked();
    let lines = 0;
    // 9 days of both seats offering as often as allowed, each pause accepted and ended: 216 lines.
    for (let day = 0; day < 9; day++) {
      const now = await advance(t.id, DAY);
      for (let i = 0; i < 3; i++)
        for (const seat of [0, 1]) {
          await ok(askPause(t.id, t.tokens[seat], iso(now + 2 * HOUR)), 201);
          await ok(answerPause(t.id, t.tokens[1 - seat], true));
          await ok(endPause(t.id, t.tokens[seat]));
          lines += 4; // asked, accepted, paused, ended
        }
    }
    const log = pauseLines((await seen(t.id)).log);
    expect(log).toHaveLength(lines);
    expect(log[0]!.text).toMatch(/^Seat 0 asked for a pause until /);
    expect(log.at(-1)!.text).toBe("Seat 1 ended the pause: the clock runs again.");
  });
});
