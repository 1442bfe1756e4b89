// The showdown after the fourth round, split pools with leftover coins by turn
// order, and a match of several games scored by net coins.
import { describe, expect, it } from "vitest";
import { logLines } from "../../../src/engine/log";
import { twelves } from "../../../src/engine/twelves";
import type { TwelvesState } from "../../../src/engine/twelves/types";
import { allMatch, DRY, hands, play, playAll, start, waterOut } from "./helpers";
import { logIn } from "../../../src/engine/registry";

/** The table's last word on the match. */
const matchLine = (st: TwelvesState) =>
  logLines(st.log, logIn("en"))
    .filter((e) => e.kind === "match")
    .at(-1)?.text;

const dryRound = (n: number): number[] => Array.from({ length: 2 * n }, () => DRY).flat();

describe("Twelves showdown", () => {
  it("after the second action pass with five dice, the best hand takes the pool", () => {
    const rolls = [12, 12, 1, 2, ...dryRound(2), 12, 3, ...dryRound(2), 12, 4, ...dryRound(2), 12, 5, ...dryRound(2)];
    let st = start(2, rolls);
    for (let r = 1; r <= 3; r++) st = waterOut(allMatch(st));
    expect(hands(st)).toEqual([
      [12, 12, 12, 12, 12],
      [1, 2, 3, 4, 5],
    ]);
    st = waterOut(allMatch(st));
    expect(st.stage).toBe("over");
    expect(st.history).toEqual([
      {
        game: 1,
        pool: 2,
        winners: [0],
        shares: [2],
        end: "showdown",
        showdown: [
          { seat: 0, hand: [12, 12, 12, 12, 12], rank: "Five of a kind" },
          { seat: 1, hand: [1, 2, 3, 4, 5], rank: "Straight" },
        ],
      },
    ]);
    expect(twelves.result(st)).toEqual({ winners: [0], scores: [1, -1] });
  });

  it("equal best hands split the pool; leftover coins go by the current turn order (after Shoves)", () => {
    const rolls = [
      2,
      4,
      2,
      4,
      1,
      3,
      ...dryRound(3),
      6,
      6,
      5,
      ...dryRound(3),
      8,
      8,
      7,
      ...dryRound(3),
      10,
      10,
      9,
      ...DRY,
      6,
      6,
      ...dryRound(2),
    ];
    let st = start(3, rolls);
    for (let r = 1; r <= 3; r++) st = waterOut(allMatch(st));
    st = allMatch(st);
    st = playAll(st, [
      [0, { type: "water" }],
      [1, { type: "shove", to: 0 }],
    ]);
    expect(st.order).toEqual([1, 0, 2]);
    st = waterOut(st);
    expect(st.stage).toBe("over");
    expect(st.history[0]).toMatchObject({ pool: 3, winners: [1, 0], shares: [2, 1], end: "showdown" });
    expect(st.history[0]!.showdown!.map((h) => h.rank)).toEqual(["High die", "High die", "High die"]);
    expect(st.net).toEqual([0, 1, -1]);
    expect(twelves.result(st)).toEqual({ winners: [1], scores: [0, 1, -1] });
  });

  it("only the hands of those still in are revealed", () => {
    const rolls = [
      1,
      2,
      3,
      4,
      5,
      6,
      ...dryRound(2),
      7,
      8,
      ...dryRound(2),
      9,
      10,
      ...dryRound(2),
      11,
      12,
      ...dryRound(2),
    ];
    let st = playAll(start(3, rolls), [
      [0, { type: "match" }],
      [1, { type: "match" }],
      [2, { type: "leave" }],
    ]);
    st = waterOut(st);
    for (let r = 2; r <= 4; r++) st = waterOut(allMatch(st));
    expect(st.history[0]!.showdown!.map((h) => h.seat)).toEqual([0, 1]);
    const v = twelves.view(st, 2) as {
      players: { hand?: number[] }[];
      history: { showdown: { seat: number; hand: number[] }[] }[];
    };
    expect(v.history[0]!.showdown).toEqual([
      { seat: 0, hand: [1, 2, 7, 9, 11], rank: "High die" },
      { seat: 1, hand: [3, 4, 8, 10, 12], rank: "High die" },
    ]);
    expect(v.players[0]!.hand).toBeUndefined();
  });
});

describe("Twelves match", () => {
  it("plays `games` games; the first participant passes left; everything but net coins starts afresh", () => {
    // Seat 1's Intimidate rolls 1, 1; seat 0's Hide 10, 1 (−1 for the drink: 9 succeeds).
    let st = start(2, [1, 2, 3, 4, 1, 1, 10, 1, ...DRY, 5, 6, 7, 8, 9, 10], { games: 3 });
    st = allMatch(st);
    st = playAll(st, [
      [0, { type: "drink", target: 1 }],
      [1, { type: "intimidate" }],
      [0, { type: "hide", dice: [0] }],
    ]);
    expect(st.players[0]!.hiddenAt).toEqual([1, null]);
    expect(st.players[1]!.bonus).toBe(0);
    st = play(st, 1, { type: "water" });
    expect(st.round).toBe(2);
    st = play(st, 0, { type: "leave" });
    expect(st.history[0]).toMatchObject({ game: 1, winners: [1], pool: 2 });
    // Game 2: seat 1 first, rolls first; nets carried, the rest fresh.
    expect(st).toMatchObject({ game: 2, first: 1, round: 1, stage: "betting", pass: 1, pool: 2, order: [1, 0] });
    expect(st.net).toEqual([-2, 0]);
    expect(hands(st)).toEqual([
      [9, 10],
      [7, 8],
    ]);
    for (const p of st.players) {
      expect(p).toMatchObject({
        status: "in",
        bet: 1,
        alcohol: 0,
        drinks: 0,
        water: 0,
        bonus: 0,
        rig: null,
        doubled: false,
      });
      expect(p.hiddenAt).toEqual([null, null]);
    }
    expect(twelves.toAct(st)).toEqual([1]);
    expect(twelves.result(st)).toBeNull();
    st = playAll(st, [
      [1, { type: "double" }],
      [0, { type: "leave" }],
    ]);
    expect(st).toMatchObject({ game: 3, first: 0, order: [0, 1] });
    expect(hands(st).map((h) => h.length)).toEqual([2, 2]);
    expect(st.net).toEqual([-3, 1]);
    st = play(st, 0, { type: "leave" });
    expect(st.stage).toBe("over");
    expect(twelves.result(st)).toEqual({ winners: [1], scores: [-3, 3] });
    expect(matchLine(st)).toBe("Match over. Net coins: Seat 0 -3, Seat 1 +3. Seat 1 wins.");
    expect(twelves.toAct(st)).toEqual([]);
    expect(twelves.legal(st, 0)).toEqual([]);
  });

  it("ties on net coins are shared wins", () => {
    let st = start(2, [1, 2, 3, 4, 5, 6, 7, 8], { games: 2 });
    st = play(st, 0, { type: "leave" });
    st = play(st, 1, { type: "leave" });
    expect(twelves.result(st)).toEqual({ winners: [0, 1], scores: [0, 0] });
    expect(matchLine(st)).toBe("Match over. Net coins: Seat 0 0, Seat 1 0. Seat 0 and Seat 1 share the win.");
  });

  it("a seat that resigned is not named the winner, whatever its net", () => {
    let st = start(3, [1, 2, 3, 4, 5, 6], { games: 2 });
    st = play(st, 0, { type: "leave" });
    st = play(st, 1, { type: "leave" });
    // Seat 2 took game 1's pool (+2) and resigns; the match ends after game 2 between seats 0 and 1.
    st = twelves.resign!(st, 2)!;
    while (st.stage !== "over") st = play(st, twelves.toAct(st)[0]!, { type: "leave" });
    const { winners, scores } = twelves.result(st)!;
    expect(winners).not.toContain(2);
    expect(Math.max(...scores)).toBe(scores[2]);
    expect(matchLine(st)).toMatch(
      new RegExp(`\\. ${winners.map((w) => `Seat ${w}`).join(" and ")} (wins|share the win)\\.$`),
    );
  });
});
