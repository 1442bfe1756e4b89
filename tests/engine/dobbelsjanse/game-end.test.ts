// The eighth face card ends the game at once, in a plain turn or a double
// chance; the best score wins, ties are shared.
import { describe, expect, it } from "vitest";
import { def, draw, logSince, play, run, score, stacked, type Step } from "./helpers";

// Three rounds of two face cards each: six faces gone, round 4 begun by seat 0.
const SIX_FACES = ["QS", "QH", "QD", "QC", "KS", "KH"];
const THREE_ROUNDS: Step[] = [
  [0, draw, { turn: 1, table: ["QS"], deckCount: 38, facesDrawn: 1 }],
  [1, draw, { round: 2, turn: 2, table: [], deckCount: 37, facesDrawn: 2, cleared: ["QS", "QH"] }],
  [2, draw, { turn: 0, table: ["QD"], deckCount: 36, facesDrawn: 3 }],
  [0, draw, { round: 3, turn: 1, table: [], deckCount: 35, facesDrawn: 4, cleared: ["QS", "QH", "QD", "QC"] }],
  [1, draw, { turn: 2, table: ["KS"], deckCount: 34, facesDrawn: 5 }],
  [2, draw, { round: 4, turn: 0, table: [], deckCount: 33, facesDrawn: 6, cleared: [...SIX_FACES] }],
];
const OVER = { turn: null, dc: null, over: true };

describe("Dobbelsjanse game end", () => {
  it("ends at once on the eighth face card: it stays on the table, nobody scores any more", () => {
    const end = run(stacked(3, [...SIX_FACES, "5C", "KD", "KC"]), [
      ...THREE_ROUNDS,
      [0, draw, { turn: 1, table: ["5C"], deckCount: 32 }],
      [1, draw, { turn: 2, table: ["5C", "KD"], deckCount: 31, facesDrawn: 7 }],
      [2, score, { turn: 0, scores: [0, 0, 11], out: [null, null, "scored"] }],
      [0, draw, { ...OVER, table: ["5C", "KD", "KC"], deckCount: 30, facesDrawn: 8 }],
      [1, score, "move/game_over"],
      [0, draw, "move/game_over"],
    ]);
    expect(def.result(end)).toEqual({ winners: [2], scores: [0, 0, 11] });
    expect(def.toAct(end)).toEqual([]);
    for (const s of [0, 1, 2]) {
      expect(def.legal(end, s)).toEqual([]);
      expect(def.defaultMove(end, s)).toBeNull();
    }
    expect(logSince(end, end.version - 1)).toEqual([
      "Seat 0 draws KC.",
      "The eighth face card is drawn: the game is over and nobody scores any more.",
      "Seat 2 wins with 11.",
    ]);
    expect(def.view(end, null)).toMatchObject({ over: true, turn: null, facesDrawn: 8 });
  });

  it("the eighth face card in a double chance ends the game and the double chance scores nothing; ties share the win", () => {
    const end = run(stacked(3, [...SIX_FACES, "KD", "5C", "KC"]), [
      ...THREE_ROUNDS,
      [0, draw, { turn: 1, table: ["KD"], deckCount: 32, facesDrawn: 7 }],
      [1, score, { turn: 2, scores: [0, 10, 0], out: [null, "scored", null] }],
      [2, score, { turn: 0, dc: [0, 1], scores: [0, 10, 10], out: [null, "scored", "scored"] }],
      [0, draw, { dc: [0, 2], table: ["KD", "5C"], deckCount: 31 }],
      [0, draw, { ...OVER, table: ["KD", "5C", "KC"], deckCount: 30, facesDrawn: 8 }],
    ]);
    expect(def.result(end)).toEqual({ winners: [1, 2], scores: [0, 10, 10] });
    expect(logSince(end, end.version - 1).at(-1)).toBe("Seat 1 and Seat 2 share the win with 10.");
  });

  it("the eighth face card ends the game even as a round's second face card", () => {
    const end = run(stacked(3, [...SIX_FACES, "KD", "KC"]), [
      ...THREE_ROUNDS,
      [
        0,
        play("AS"),
        {
          turn: 1,
          table: ["AS"],
          hands: [
            ["2S", "3S"],
            ["AH", "2H", "3H"],
            ["AD", "2D", "3D"],
          ],
        },
      ],
      [1, draw, { turn: 2, table: ["AS", "KD"], deckCount: 32, facesDrawn: 7 }],
      [2, draw, { ...OVER, table: ["AS", "KD", "KC"], deckCount: 31, facesDrawn: 8 }],
    ]);
    expect(end.round).toBe(4);
    expect(def.result(end)).toEqual({ winners: [0, 1, 2], scores: [0, 0, 0] });
  });

  it("is not over before the eighth face card, and the deck always still holds it", () => {
    const s = run(stacked(3, [...SIX_FACES, "KD"]), [
      ...THREE_ROUNDS,
      [0, draw, { turn: 1, table: ["KD"], deckCount: 32, facesDrawn: 7 }],
    ]);
    expect(def.result(s)).toBeNull();
    expect(s.deck.slice(s.drawn)).toContain("KC");
  });
});
