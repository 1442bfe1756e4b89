// Start and betting stage: ante, two dice, leave / double / match, the second pass,
// the table limit, the last stage, and the game ending when one participant remains.
import { describe, expect, it } from "vitest";
import { twelves } from "../../../src/engine/twelves";
import { allMatch, DRY, hands, isLegal, play, playAll, refusal, start, waterOut } from "./helpers";

describe("Twelves start", () => {
  it("antes 1 each and rolls 2d12 per participant in turn order from seat 0 with a fixture", () => {
    const st = start(3, [5, 6, 7, 8, 9, 10]);
    expect(hands(st)).toEqual([
      [5, 6],
      [7, 8],
      [9, 10],
    ]);
    expect(st.pool).toBe(3);
    expect(st.players.map((p) => p.bet)).toEqual([1, 1, 1]);
    expect(st.net).toEqual([-1, -1, -1]);
    expect(st.order).toEqual([0, 1, 2]);
    expect(twelves.toAct(st)).toEqual([0]);
    expect(twelves.legal(st, 0)).toEqual([{ type: "leave" }, { type: "double" }, { type: "match" }]);
    expect(twelves.legal(st, 1)).toEqual([]);
  });

  it("draws the first participant from the seed without a fixture", () => {
    const firsts = new Set<number>();
    for (let i = 0; i < 30; i++) {
      const seed = i.toString(16).padStart(2, "0").repeat(32);
      const st = twelves.setup({ seats: 4, seed, options: { games: 1, tableLimit: 64 } });
      expect(st.order).toEqual([0, 1, 2, 3].map((k) => (st.first + k) % 4));
      firsts.add(st.first);
    }
    expect(firsts.size).toBeGreaterThan(1);
  });
});

describe("Twelves betting", () => {
  it("goes to the actions stage after one pass when nobody doubles", () => {
    const st = allMatch(start(3, [1, 2, 3, 4, 5, 6]));
    expect(st.stage).toBe("actions");
    expect(st.pass).toBe(1);
    expect(st.pool).toBe(3);
  });

  it("double raises to twice the highest bet; a second pass follows where the doubler cannot double", () => {
    let st = start(3, [1, 2, 3, 4, 5, 6]);
    st = playAll(st, [
      [0, { type: "match" }],
      [1, { type: "double" }],
      [2, { type: "match" }],
    ]);
    expect(st.players.map((p) => p.bet)).toEqual([1, 2, 2]);
    expect(st.pool).toBe(5);
    expect(st.net).toEqual([-1, -2, -2]);
    expect(st.stage).toBe("betting");
    expect(st.pass).toBe(2);
    st = play(st, 0, { type: "double" });
    expect(st.players[0]!.bet).toBe(4);
    expect(refusal(st, 1, { type: "double" })).toBe("move/already_doubled");
    expect(twelves.legal(st, 1)).toEqual([{ type: "leave" }, { type: "match" }]);
    st = playAll(st, [
      [1, { type: "match" }],
      [2, { type: "double" }],
    ]);
    // A double in the second pass is not answered: bets end unequal, no third pass.
    expect(st.players.map((p) => p.bet)).toEqual([4, 4, 8]);
    expect(st.pool).toBe(16);
    expect(st.stage).toBe("actions");
  });

  it("the highest bet counts only participants still in", () => {
    let st = start(3, [1, 2, 3, 4, 5, 6]);
    st = playAll(st, [
      [0, { type: "double" }],
      [1, { type: "match" }],
      [2, { type: "match" }],
    ]);
    st = playAll(st, [
      [0, { type: "leave" }],
      [1, { type: "double" }],
    ]);
    expect(st.players.map((p) => p.bet)).toEqual([2, 4, 2]);
    st = play(st, 2, { type: "match" });
    expect(st.players[2]!.bet).toBe(4);
    expect(st.pool).toBe(10);
    expect(st.players[0]!.status).toBe("out");
    expect(st.order).toEqual([1, 2]);
  });

  it("the table limit caps Double", () => {
    let st = start(2, [1, 2, 3, 4], { tableLimit: 3 });
    expect(isLegal(st, 0, { type: "double" })).toBe(true);
    st = play(st, 0, { type: "double" });
    expect(refusal(st, 1, { type: "double" })).toBe("move/over_table_limit");
    expect(twelves.legal(st, 1)).toEqual([{ type: "leave" }, { type: "match" }]);
  });

  it("the game ends when one participant remains: they take the pool (leaves keep their bets in)", () => {
    let st = start(3, [1, 2, 3, 4, 5, 6]);
    st = playAll(st, [
      [0, { type: "double" }],
      [1, { type: "leave" }],
      [2, { type: "leave" }],
    ]);
    expect(st.stage).toBe("over");
    expect(st.history[0]).toMatchObject({ pool: 4, winners: [0], shares: [4], end: "last" });
    expect(st.net).toEqual([2, -1, -1]);
    expect(twelves.result(st)).toEqual({ winners: [0], scores: [2, -1, -1] });
    expect(twelves.toAct(st)).toEqual([]);
    expect(refusal(st, 0, { type: "match" })).toBe("move/match_over");
  });

  it("refuses action moves in betting, betting moves in actions, and moves out of turn", () => {
    let st = start(2, [1, 2, 3, 4]);
    expect(refusal(st, 0, { type: "water" })).toBe("move/betting_stage");
    expect(refusal(st, 1, { type: "match" })).toBe("move/not_your_turn");
    st = allMatch(st);
    expect(refusal(st, 0, { type: "match" })).toBe("move/actions_stage");
    expect(refusal(st, 1, { type: "water" })).toBe("move/not_your_turn");
  });

  it("in the last betting stage (5 dice) Double is offered only in the first pass", () => {
    // Three rounds of water for both (4 actions × 2 rolls) plus the new dice.
    const round = [...DRY, ...DRY, ...DRY, ...DRY];
    let st = start(2, [1, 2, 3, 4, ...round, 5, 6, ...round, 7, 8, ...round, 9, 10]);
    for (let r = 1; r <= 3; r++) st = waterOut(allMatch(st));
    expect(st.round).toBe(4);
    expect(hands(st)).toEqual([
      [1, 2, 5, 7, 9],
      [3, 4, 6, 8, 10],
    ]);
    st = play(st, 0, { type: "double" });
    st = play(st, 1, { type: "match" });
    expect(st.pass).toBe(2);
    st = play(st, 0, { type: "match" });
    expect(refusal(st, 1, { type: "double" })).toBe("move/no_double_last_stage");
    expect(twelves.legal(st, 1)).toEqual([{ type: "leave" }, { type: "match" }]);
  });
});
