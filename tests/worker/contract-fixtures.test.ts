// api.md's "Test fixtures", the parts other files leave out: with any fixture
// (even an empty one) seat 0 plays first; a Dobbelsjanse `deck` without `hands`
// is still the top of the draw pile after the deal, and its cards are in no hand.
import { describe, expect, it } from "vitest";
import type { View } from "../../src/protocol/view";
import { ok, post, table, viewOf } from "./helpers";

describe("with a fixture seat 0 plays first", () => {
  // Without a fixture the first seat is drawn at random; four tables per case make a
  // lucky pass unlikely (1 in 3^4 at least) were the fixture ignored.
  it.each([
    ["stakes", 3, {}],
    ["stakes", 2, { rolls: [4, 4] }],
    ["dobbelsjanse", 3, {}],
    ["dobbelsjanse", 4, { deck: ["KS"] }],
    ["twelves", 3, {}],
    ["twelves", 4, { rolls: [1, 2, 3, 4, 5, 6, 7, 8] }],
  ])("%s, %i seats, fixture %j", async (game, seats, fixture) => {
    for (let i = 0; i < 4; i++) {
      const t = await table(game, seats, { options: { fixture } });
      expect((await viewOf(t.id)).toAct).toEqual([0]);
    }
  });
});

describe("Dobbelsjanse deck without hands", () => {
  it("puts the listed cards on top of the draw pile after the deal, none of them in a hand", async () => {
    const deck = ["2H", "QS", "2C"];
    const t = await table("dobbelsjanse", 3, { options: { fixture: { deck } } });
    const hands = await Promise.all(
      t.tokens.map(
        async (token, seat) =>
          ((await viewOf(t.id, token)).state as { players: { hand?: string[] }[] }).players[seat]!.hand!,
      ),
    );
    for (const hand of hands) {
      expect(hand).toHaveLength(3);
      for (const c of deck) expect(hand).not.toContain(c);
    }
    const table1 = (v: View) => (v.state as { table: string[] }).table;
    expect(table1(await ok<View>(post(t.id, t.tokens[0]!, 0, { type: "draw" })))).toEqual(["2H"]);
    expect(table1(await ok<View>(post(t.id, t.tokens[1]!, 1, { type: "draw" })))).toEqual(["2H", "QS"]);
    // 2C matches the 2H on the table: seat 2 fails, and the card is put away.
    const failed = await ok<View>(post(t.id, t.tokens[2]!, 2, { type: "draw" }));
    expect(table1(failed)).toEqual(["2H", "QS"]);
    expect((failed.state as { players: { in: boolean }[] }).players[2]!.in).toBe(false);
  });
});

describe("Twelves options", () => {
  it("defaults the table limit to 64 and keeps a given one", async () => {
    const plain = await table("twelves", 2);
    expect((await viewOf(plain.id)).state).toMatchObject({ games: 3, tableLimit: 64 });
    const capped = await table("twelves", 2, { options: { tableLimit: 2 } });
    const v = await viewOf(capped.id, capped.tokens[(await viewOf(capped.id)).toAct[0]!]);
    expect(v.state).toMatchObject({ tableLimit: 2 });
    // Twice the highest bet (1) is 2, within a limit of 2: Double is offered.
    expect(v.legal).toContainEqual({ type: "double" });
    const doubled = await ok<View>(post(capped.id, capped.tokens[v.you!]!, 0, { type: "double" }));
    // Now twice the highest bet would be 4, over the limit: the other seat may only leave or match.
    const next = await viewOf(capped.id, capped.tokens[doubled.toAct[0]!]);
    expect(next.legal).toEqual([{ type: "leave" }, { type: "match" }]);
  });
});
