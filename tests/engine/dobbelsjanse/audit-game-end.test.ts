// Audit of the game's end as a client sees it: the eighth face card stops the
// game at once wherever it comes (the round's first face card after an odd
// number were cleared, or the first step of a double chance), nobody scores any
// more, and the result names the best score (ties shared).
import { describe, expect, it } from "vitest";
import { def, draw, logSince, score, stacked } from "./helpers";
import { ev, runViews, type ViewStep } from "./audit-views";

const T = true,
  F = false;
const IN3 = [null, null, null];
const SIX = ["QS", "QH", "QD", "QC", "KS", "KH"];

// Three rounds ended by their second face card: six faces cleared, round 4 begun by seat 0.
const SIX_GONE: ViewStep[] = [
  [0, draw, { turn: 1, table: ["QS"], deckCount: 38, facesDrawn: 1, lastEvent: ev(0, "draw", "QS", "first_face") }],
  [
    1,
    draw,
    {
      round: 2,
      turn: 2,
      table: [],
      deckCount: 37,
      facesDrawn: 2,
      cleared: SIX.slice(0, 2),
      lastEvent: ev(1, "draw", "QH", "second_face", null, true),
    },
  ],
  [2, draw, { turn: 0, table: ["QD"], deckCount: 36, facesDrawn: 3, lastEvent: ev(2, "draw", "QD", "first_face") }],
  [
    0,
    draw,
    {
      round: 3,
      turn: 1,
      table: [],
      deckCount: 35,
      facesDrawn: 4,
      cleared: SIX.slice(0, 4),
      lastEvent: ev(0, "draw", "QC", "second_face", null, true),
    },
  ],
  [1, draw, { turn: 2, table: ["KS"], deckCount: 34, facesDrawn: 5, lastEvent: ev(1, "draw", "KS", "first_face") }],
  [
    2,
    draw,
    {
      round: 4,
      turn: 0,
      table: [],
      deckCount: 33,
      facesDrawn: 6,
      cleared: SIX,
      lastEvent: ev(2, "draw", "KH", "second_face", null, true),
    },
  ],
];

// Round 4: seat 0 draws the seventh face, seats 1 and 2 score 10 each: seat 0's double chance.
const SEVENTH_THEN_DOUBLE: ViewStep[] = [
  ...SIX_GONE,
  [0, draw, { turn: 1, table: ["KD"], deckCount: 32, facesDrawn: 7, lastEvent: ev(0, "draw", "KD", "first_face") }],
  [
    1,
    score,
    {
      turn: 2,
      in: [T, F, T],
      out: [null, "scored", null],
      score: [0, 10, 0],
      lastEvent: ev(1, "score", null, "scored", 10),
    },
  ],
  [
    2,
    score,
    {
      turn: 0,
      doubleChance: 0,
      doubleChanceStep: 1,
      in: [T, F, F],
      out: [null, "scored", "scored"],
      score: [0, 10, 10],
      lastEvent: ev(2, "score", null, "scored", 10),
    },
  ],
];

const OVER = { turn: null, doubleChance: null, doubleChanceStep: null, over: true, legal: [] };

interface Case {
  name: string;
  deck: string[];
  steps: ViewStep[];
  result: { winners: number[]; scores: number[] };
  lastLog: string[];
}

const cases: Case[] = [
  {
    name: "the eighth face card as the first step of a double chance ends the game; the double chance scores nothing",
    deck: [...SIX, "KD", "KC"],
    steps: [
      ...SEVENTH_THEN_DOUBLE,
      [
        0,
        draw,
        { ...OVER, table: ["KD", "KC"], deckCount: 31, facesDrawn: 8, lastEvent: ev(0, "draw", "KC", "eighth_face") },
      ],
    ],
    result: { winners: [1, 2], scores: [0, 10, 10] },
    lastLog: [
      "Seat 0 draws KC.",
      "The eighth face card is drawn: the game is over and nobody scores any more.",
      "Seat 1 and Seat 2 share the win with 10.",
    ],
  },
  {
    name: "the eighth face card ends the game even as the round's first face card (seven cleared after a double chance)",
    deck: [...SIX, "KD", "5C", "6C", "7C", "KC"],
    steps: [
      ...SEVENTH_THEN_DOUBLE,
      [0, draw, { doubleChanceStep: 2, table: ["KD", "5C"], deckCount: 31, lastEvent: ev(0, "draw", "5C", "placed") }],
      [
        0,
        draw,
        {
          round: 5,
          turn: 1,
          table: [],
          deckCount: 30,
          cleared: [...SIX, "KD"],
          discardCount: 2,
          doubleChance: null,
          doubleChanceStep: null,
          in: [T, T, T],
          out: IN3,
          score: [14, 10, 10],
          lastEvent: ev(0, "draw", "6C", "placed", 14, true),
        },
      ],
      [1, draw, { turn: 2, table: ["7C"], deckCount: 29, lastEvent: ev(1, "draw", "7C", "placed") }],
      [
        2,
        draw,
        { ...OVER, table: ["7C", "KC"], deckCount: 28, facesDrawn: 8, lastEvent: ev(2, "draw", "KC", "eighth_face") },
      ],
    ],
    result: { winners: [0], scores: [14, 10, 10] },
    lastLog: [
      "Seat 2 draws KC.",
      "The eighth face card is drawn: the game is over and nobody scores any more.",
      "Seat 0 wins with 14.",
    ],
  },
];

describe("Dobbelsjanse audit: the end of the game as a client sees it", () => {
  it.each(cases)("$name", ({ deck, steps, result, lastLog }) => {
    const end = runViews(stacked(3, deck), steps);
    expect(def.result(end)).toEqual(result);
    expect(logSince(end, end.version - 1)).toEqual(lastLog);
    for (const seat of [0, 1, 2]) {
      expect(def.legal(end, seat)).toEqual([]);
      expect(def.defaultMove(end, seat)).toBeNull();
      expect(def.apply(end, seat, draw)).toMatchObject({ ok: false, error: { code: "move/game_over" } });
      expect(def.apply(end, seat, score)).toMatchObject({ ok: false, error: { code: "move/game_over" } });
    }
    // The eighth face card was the last one in play: no face is left in the draw pile.
    expect(end.deck.slice(end.drawn).some((c) => c[0] === "Q" || c[0] === "K")).toBe(false);
  });
});
