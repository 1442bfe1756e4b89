// The log is stored as rows beside a state saved without it: after the object is
// evicted and loads again from SQLite, every seat reads the same log as before, and
// play goes on appending to it.
import { evictDurableObject, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { GameRoom } from "../../src/index";
import { stubOf } from "./async-helpers";
import { chooser, ok, post, table, viewOf } from "./helpers";

describe("the stored log", () => {
  it("comes back whole after eviction and keeps growing", async () => {
    const t = await table("stakes", 3, { options: { fixture: { deck: ["JH", "7S", "8C"], rolls: [3, 4] } } });
    const pick = chooser(3);
    for (let i = 0; i < 12; i++) {
      const spectator = await viewOf(t.id);
      const seat = spectator.toAct[0]!;
      const mine = await viewOf(t.id, t.tokens[seat]);
      await ok(post(t.id, t.tokens[seat]!, mine.version, pick(mine)));
    }
    const before = await Promise.all([viewOf(t.id, t.tokens[0]), viewOf(t.id)]);
    expect(before[0].log.length).toBeGreaterThan(12);
    // The private peek lines are still only the peeker's.
    expect(before[0].log.length).toBeGreaterThan(before[1].log.length);

    const saved = await runInDurableObject(
      stubOf(t.id),
      (_room: GameRoom, state) => state.storage.sql.exec<{ state: string }>("SELECT state FROM room").one().state,
    );
    expect((JSON.parse(saved) as { log: unknown[] }).log).toEqual([]);

    await evictDurableObject(stubOf(t.id));
    const after = await Promise.all([viewOf(t.id, t.tokens[0]), viewOf(t.id)]);
    expect(after[0].log).toEqual(before[0].log);
    expect(after[1].log).toEqual(before[1].log);

    const seat = after[1].toAct[0]!;
    const mine = await viewOf(t.id, t.tokens[seat]);
    await ok(post(t.id, t.tokens[seat]!, mine.version, mine.legal[0]));
    const next = await viewOf(t.id);
    expect(next.log.slice(0, after[1].log.length)).toEqual(after[1].log);
    expect(next.log.length).toBeGreaterThan(after[1].log.length);
  });
});
