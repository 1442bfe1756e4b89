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

    // Each hour the acting seat lets pass, time plays its default (a flip goes on with the
    // same seat, a bank ends the turn), with a fresh hour from that moment, until the turn passes.
    let at = START + HOUR;
    let after = before;
    await w.tables.tick(60_000);
    for (let hours = 1; hours < 30; hours++) {
      after = await viewOf(t, 0);
      expect(after.status).toBe("playing");
      expect(after.version).toBeGreaterThan(before.version);
      const acting = after.toAct[0]!;
      expect((after.clock as ClockView).deadlines).toEqual([{ seat: acting, at: new Date(at + HOUR).toISOString() }]);
      if (acting !== first) break;
      at += HOUR;
      await w.tables.tick(HOUR);
    }
    const next = 1 - first;
    expect(after.toAct).toEqual([next]);
    // The waiting seat's socket was sent the new view.
    const sent = JSON.parse(ws.sent.at(-1)!) as { view: { version: number } };
    expect(sent.view.version).toBe(after.version);
    // Its webhook: told of its turn the moment it came, with its deadline.
    await w.tables.tick(1000);
    const told = w.notices.filter((n) => n.kind === "webhook" && n.url === hook);
    expect(told).toHaveLength(1);
    const turn = told[0] as { at: number; body: Record<string, unknown> };
    expect(turn.body).toMatchObject({
      event: "your_turn",
      seat: next,
      name: ["Ann", "Bob"][next],
      deadline: new Date(at + HOUR).toISOString(),
    });
    expect(turn.at).toBe(at);
  });
});
