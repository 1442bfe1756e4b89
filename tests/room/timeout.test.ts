// A seat whose time runs out: the room's alarm plays its default move when its
// deadline comes, the other seat is to act with a fresh deadline from that moment,
// and that seat's webhook hears it is their turn, with the new deadline.
import { describe, expect, it } from "vitest";
import type { ClockView } from "../../src/protocol/async";
import { HOUR, seated, setWebhook, START, viewOf, world } from "./support";

describe("a timeout through the room", () => {
  it("plays the default move at the deadline and starts the next seat's clock from then", async () => {
    const w = world();
    const t = await seated(w, "stakes", ["Ann", "Bob"], { room: { timePerMove: "1h" } });
    const before = await viewOf(t, 0);
    const first = before.toAct[0]!;
    // The seat that waits has a webhook.
    const hook = await setWebhook(t, 1 - first);
    expect((before.clock as ClockView).deadlines).toEqual([{ seat: first, at: new Date(START + HOUR).toISOString() }]);
    const ws = await w.tables.connect(t.id, t.tokens[1 - first]);

    // A minute short of the hour nothing happens.
    await w.tables.tick(HOUR - 60_000);
    expect((await viewOf(t, 0)).version).toBe(before.version);

    await w.tables.tick(60_000);
    const after = await viewOf(t, 0);
    expect(after.version).toBeGreaterThan(before.version);
    // The default ends the turn: the other seat acts next, on an hour from the timeout.
    const next = 1 - first;
    expect(after.toAct).toEqual([next]);
    expect(after.status).toBe("playing");
    const deadlines = (after.clock as ClockView).deadlines!;
    expect(deadlines).toEqual([{ seat: next, at: new Date(START + 2 * HOUR).toISOString() }]);
    // The watching seat's socket was sent the new view.
    const sent = JSON.parse(ws.sent.at(-1)!) as { view: { version: number } };
    expect(sent.view.version).toBe(after.version);
    // Bob's webhook: told of his turn once it came, with its deadline.
    await w.tables.tick(1000);
    const told = w.notices.filter((n) => n.kind === "webhook" && n.url === hook);
    const turn = told.at(-1) as { at: number; body: Record<string, unknown> };
    expect(turn.body).toMatchObject({
      event: "your_turn",
      seat: next,
      name: ["Ann", "Bob"][next],
      deadline: deadlines[0]!.at,
    });
    expect(turn.at).toBe(START + HOUR);
  });
});
