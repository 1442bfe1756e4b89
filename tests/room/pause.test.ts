// A pause by agreement through the room: asked for, accepted, the clock stopped
// while it lasts (no timeout plays), and running again, with the time that was
// left, once the pause is over; the log says so to every seat.
import { describe, expect, it } from "vitest";
import type { ClockView } from "../../src/protocol/async";
import type { PauseView } from "../../src/protocol/pause";
import type { View } from "../../src/protocol/view";
import { HOUR, seated, START, value, viewOf, world } from "./support";

const clockOf = (v: View) => v.clock as ClockView;

describe("a pause through the room", () => {
  it("stops the clock while it is on and gives the time left back after", async () => {
    const w = world();
    const t = await seated(w, "stakes", ["Ann", "Bob"], { room: { timePerMove: "12h" } });
    const start = await viewOf(t, 0);
    const acting = start.toAct[0]!;
    const deadline = Date.parse(clockOf(start).deadlines![0]!.at);
    expect(deadline).toBe(START + 12 * HOUR);

    await w.tables.tick(2 * HOUR);
    const until = START + 2 * HOUR + 24 * HOUR;
    const asked = JSON.parse(value(await t.table.pause(t.tokens[0], until))) as View;
    expect((asked.pause as PauseView).active).toBe(false);
    const on = JSON.parse(value(await t.table.pauseAnswer(t.tokens[1], true))) as View;
    expect((on.pause as PauseView).active).toBe(true);
    expect((on.pause as PauseView).until).toBe(new Date(until).toISOString());

    // Well past the old deadline, nobody timed out: the same seat is to act at the same version.
    await w.tables.tick(20 * HOUR);
    const during = await viewOf(t, 1);
    expect(during.version).toBe(start.version);
    expect(during.toAct).toEqual([acting]);

    // The pause ends at `until` on the alarm; the seat has the 10 hours it had left.
    await w.tables.tick(4 * HOUR);
    const after = await viewOf(t, 1);
    expect(after.pause).toBeUndefined();
    expect(after.version).toBe(start.version);
    expect(Date.parse(clockOf(after).deadlines![0]!.at)).toBe(until + 10 * HOUR);
    expect(after.log.filter((l) => l.kind.startsWith("pause")).length).toBeGreaterThan(0);
  });
});
