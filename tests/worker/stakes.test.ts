// Stakes through the HTTP API with stacked fixtures: the table game (3+ seats)
// and the Duel, from a scripted opening to the end and the D1 record.
import { describe, expect, it } from "vitest";
import { gameById } from "../../src/engine/registry";
import { replay } from "../../src/engine/replay";
import { CATALOGS } from "../../src/words/catalogs";
import type { StakesView } from "../../src/engine/stakes/view";
import type { View } from "../../src/protocol/view";
import { commitmentOf } from "../../src/protocol/seed";
import { chooser, errorOf, ok, playToEnd, post, recordOf, table, viewOf, viewText, type Table } from "./helpers";

const st = (v: View) => v.state as StakesView;

async function checkRecord(t: Table, final: View, seats: number) {
  const record = await recordOf(t.id);
  expect(record).toMatchObject({ id: t.id, game: "stakes", seats, result: final.result, entropy: [] });
  expect(record.options).toMatchObject({ fixture: {} });
  expect(await commitmentOf(record.serverSeed)).toBe(t.created.commitment);
  expect(record.seed).toBe(record.serverSeed);
  expect(record.moves).toHaveLength(final.version);
  const def = gameById("stakes")!;
  const replayed = replay(def, { seats, seed: record.seed, options: record.options }, record.moves, CATALOGS.en);
  expect(replayed.ok).toBe(true);
  if (replayed.ok) expect(def.result(replayed.value)).toEqual(record.result);
}

describe("Stakes table game", () => {
  it("keeps a peek private, refuses what the rules forbid, and plays to a recorded end", async () => {
    const t = await table("stakes", 3, { options: { fixture: { deck: ["JS", "7H", "8C", "2D"], rolls: [6, 5] } } });
    const start = await viewOf(t.id, t.tokens[0]);
    expect(start.toAct).toEqual([0]);
    expect(st(start)).toMatchObject({ round: 1, dice: { A: 6, B: 5 }, target: 21 });
    expect(start.legal).toEqual([{ type: "flip" }]);
    expect(await errorOf(post(t.id, t.tokens[0]!, 0, { type: "bank" }))).toEqual({
      status: 422,
      code: "move/must_flip_first",
    });
    expect(await errorOf(post(t.id, t.tokens[1]!, 0, { type: "flip" }))).toEqual({
      status: 422,
      code: "move/not_your_turn",
    });
    expect(await errorOf(post(t.id, t.tokens[0]!, 0, { type: "twist", die: "C" }))).toEqual({
      status: 400,
      code: "request/invalid",
    });

    // Seat 0 flips the Jack and sees 7H, 8C: only seat 0's view may show them.
    const peeking = await ok<View>(post(t.id, t.tokens[0]!, 0, { type: "flip" }));
    expect(st(peeking).known).toEqual(["7H", "8C"]);
    expect(peeking.legal).toEqual(
      expect.arrayContaining([
        { type: "peek", order: "keep" },
        { type: "peek", order: "swap" },
      ]),
    );
    for (const viewer of [undefined, t.tokens[1], t.tokens[2]]) {
      const text = viewText(await viewOf(t.id, viewer));
      expect(text).not.toContain("7H");
      expect(text).not.toContain("8C");
    }
    const swapped = await ok<View>(post(t.id, t.tokens[0]!, 1, { type: "peek", order: "swap" }));
    expect(st(swapped).known).toEqual(["8C", "7H"]);
    expect(swapped.toAct).toEqual([1]);
    for (const viewer of [undefined, t.tokens[1], t.tokens[2]]) {
      const v = await viewOf(t.id, viewer);
      expect(st(v).known ?? []).toEqual([]);
      expect(viewText(v)).not.toContain("7H");
    }
    // Seat 1 draws the card seat 0 put on top.
    const flipped = await ok<View>(post(t.id, t.tokens[1]!, 2, { type: "flip" }));
    expect(st(flipped).players[1]!.row).toEqual(["8C"]);
    expect(st(await viewOf(t.id, t.tokens[0])).known).toEqual(["7H"]);

    const final = await playToEnd(t, chooser(21));
    expect(final.status).toBe("finished");
    const players = st(final).players;
    expect(final.result!.scores).toEqual(players.map((p) => p.score));
    const best = Math.max(...final.result!.scores);
    expect(final.result!.winners).toEqual(players.flatMap((p, i) => (p.score === best ? [i] : [])));
    expect(st(final).round).toBe(5);
    await checkRecord(t, final, 3);
  });
});

describe("Stakes Duel", () => {
  it("plays to four round wins and records the match", async () => {
    const t = await table("stakes", 2, { options: { fixture: { deck: ["5H", "9S", "KD"], rolls: [3, 4] } } });
    const start = await viewOf(t.id);
    expect(st(start).target).toBe(17);
    expect(start.toAct).toEqual([0]);
    const a = await ok<View>(post(t.id, t.tokens[0]!, 0, { type: "flip" }));
    expect(st(a).players[0]).toMatchObject({ row: ["5H"], total: 5, status: "live" });
    const b = await ok<View>(post(t.id, t.tokens[1]!, 1, { type: "flip" }));
    expect(st(b).players[1]).toMatchObject({ row: ["9S"], total: 9 });
    const banked = await ok<View>(post(t.id, t.tokens[0]!, 2, { type: "bank" }));
    expect(st(banked).players[0]!.status).toBe("banked");
    expect(await errorOf(post(t.id, t.tokens[0]!, 3, { type: "flip" }))).toEqual({
      status: 422,
      code: "move/not_your_turn",
    });

    const final = await playToEnd(t, chooser(4));
    const wins = st(final).players.map((p) => p.wins ?? -1);
    expect(final.result!.scores).toEqual(wins);
    expect(Math.max(...wins)).toBe(4);
    expect(final.result!.winners).toEqual([wins.indexOf(4)]);
    await checkRecord(t, final, 2);
  });
});
