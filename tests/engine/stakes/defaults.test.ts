// defaultMove (played for a seat whose time ran out) and reveal (replays).
import { describe, expect, it } from "vitest";
import { stakes } from "../../../src/engine/stakes";
import { BANK, F, game, KEEP, N, PASS, play, view } from "./helpers";

describe("defaultMove", () => {
  it("flips on a first turn, banks when it may, and is null for a seat not to act", () => {
    const s = game(3, ["7H", "9C", "5D"], [4, 5]);
    expect(stakes.defaultMove(s, 0)).toEqual(F);
    expect(stakes.defaultMove(s, 1)).toBeNull();
    expect(stakes.defaultMove(play(s, [0, F], [1, F], [2, F]), 0)).toEqual(BANK);
  });

  it("flips when banking is not allowed (total 0)", () => {
    expect(stakes.defaultMove(play(game(3, ["QS", "2H", "3H"], [4, 5]), [0, F], [1, F], [2, F]), 0)).toEqual(F);
  });

  it("keeps a peeked order", () => {
    expect(stakes.defaultMove(play(game(3, ["JS"], [4, 5]), [0, F]), 0)).toEqual(KEEP);
  });

  it.each([
    [[3, 3], N("A", 1)],
    [[6, 3], N("A", -1)],
  ] as const)("nudges the first legal of A+1, A-1, B+1, B-1 (dice %j)", (rolls, move) => {
    const s = play(game(3, ["KS"], [...rolls]), [0, F]);
    expect(stakes.defaultMove(s, 0)).toEqual(move);
    expect(stakes.apply(s, 0, stakes.defaultMove(s, 0)!).ok).toBe(true);
  });

  it("passes for a banked Duel player", () => {
    const s = play(game(2, ["10C", "9H", "5S"], [4, 5]), [0, F], [1, F], [0, BANK], [1, F]);
    expect(stakes.defaultMove(s, 0)).toEqual(PASS);
  });
});

describe("reveal", () => {
  it("shows the deck order and every seat's known cards, which no view does", () => {
    const s = play(game(3, ["JC", "2H", "9S"], [4, 5]), [0, F]);
    const r = stakes.reveal(s) as { deck: string[]; known: string[][]; rng: { seed: string } };
    expect(r.deck.slice(0, 2)).toEqual(["2H", "9S"]);
    expect(r.known).toEqual([["2H", "9S"], [], []]);
    expect(r.rng.seed).toBe(s.random.rng.seed);
    for (const seat of [0, 1, 2, null]) {
      const json = JSON.stringify(view(s, seat));
      expect(json).not.toContain('"deck"');
      expect(json).not.toContain(s.random.rng.seed);
      if (seat !== 0) expect(json).not.toMatch(/2H|9S/);
    }
  });
});
