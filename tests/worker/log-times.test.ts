// The time of each line of the log (api.md "The view": `at`): a move's lines carry
// the time the move was kept, on the table's clock; a move time played for a seat
// says so (`by: "timeout"`); the room's own lines (a pause) carry theirs; and the
// times come back the same after the object is evicted.
import { evictDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { View } from "../../src/protocol/view";
import { alarmAt, HOUR, setClock, stubOf } from "./async-helpers";
import { call, ok, post, table, viewOf } from "./helpers";
import { quickMove } from "./replace-seat-helpers";

// Ahead of real time, so no alarm of the table runs by itself before the test runs it.
const T0 = Date.now() + 10 * 24 * 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

describe("log lines carry their time", () => {
  it("a move's lines at the move's time, a timeout's marked, a pause's at the pause, kept across eviction", async () => {
    const t = await table("dobbelsjanse", 3, { options: { timePerMove: "1h" } });
    const start = await viewOf(t.id);
    // The deal's lines have the start's time.
    for (const line of start.log.filter((l) => l.n === 0)) expect(line.at).toMatch(/^\d{4}-\d\d-\d\dT/);

    await setClock(t.id, T0);
    const seat = start.toAct[0]!;
    const mine = await viewOf(t.id, t.tokens[seat]);
    await ok<View>(post(t.id, t.tokens[seat]!, mine.version, quickMove(mine)));
    const moved = await viewOf(t.id);
    const ofMove = moved.log.filter((l) => l.n === moved.version);
    expect(ofMove.length).toBeGreaterThan(0);
    for (const line of ofMove) expect(line.at).toBe(iso(T0));

    // Nobody moves: time plays the next seat's move at its deadline.
    const late = T0 + HOUR + 60_000;
    expect(await alarmAt(t.id, late)).toBe(true);
    const timedOut = (await viewOf(t.id)).log.filter((l) => l.by === "timeout");
    expect(timedOut.length).toBeGreaterThan(0);
    for (const line of timedOut) expect(line.at).toBe(iso(late));

    const paused = late + 5 * 60_000;
    await setClock(t.id, paused);
    await ok(
      call(`/api/games/${t.id}/pause`, {
        method: "POST",
        token: t.tokens[0],
        json: { until: iso(paused + 48 * HOUR) },
      }),
      201,
    );
    const asked = (await viewOf(t.id)).log.find((l) => l.kind === "pause-asked");
    expect(asked?.at).toBe(iso(paused));

    const before = await viewOf(t.id, t.tokens[1]);
    expect(before.log.every((l) => typeof l.at === "string")).toBe(true);
    await evictDurableObject(stubOf(t.id));
    expect((await viewOf(t.id, t.tokens[1])).log).toEqual(before.log);
  });
});
