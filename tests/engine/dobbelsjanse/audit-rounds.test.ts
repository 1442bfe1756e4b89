// Audit of plain turns, the double chance and the start of the next round, as
// a client sees them: every step states the whole spectator view afterwards.
// These cover rules the other files show only on the internal state, or not at all.
import { describe, expect, it } from "vitest";
import { def, draw, logSince, play, score, stacked } from "./helpers";
import { ev, plays, runViews, type ViewStep } from "./audit-views";

const T = true,
  F = false;
const IN3 = [null, null, null];
const IN4 = [null, null, null, null];

interface Case {
  name: string;
  seats: number;
  deck: string[];
  steps: ViewStep[];
  /** Public log lines from the first move on. */
  log?: string[];
}

const cases: Case[] = [
  {
    name: "a player who failed is skipped and refused until the next round, then is back in and may begin it",
    seats: 3,
    deck: ["7H", "7S", "QS", "KH", "8C"],
    steps: [
      [0, draw, { turn: 1, table: ["7H"], deckCount: 38, lastEvent: ev(0, "draw", "7H", "placed") }],
      [
        1,
        draw,
        {
          turn: 2,
          deckCount: 37,
          discardCount: 1,
          in: [T, F, T],
          out: [null, "failed", null],
          lastEvent: ev(1, "draw", "7S", "failed"),
        },
      ],
      [1, draw, "move/not_your_turn"],
      [1, score, "move/not_your_turn"],
      [1, play("AH"), "move/not_your_turn"],
      [
        2,
        draw,
        { turn: 0, table: ["7H", "QS"], deckCount: 36, facesDrawn: 1, lastEvent: ev(2, "draw", "QS", "first_face") },
      ],
      [
        0,
        draw,
        {
          round: 2,
          turn: 1,
          table: [],
          deckCount: 35,
          facesDrawn: 2,
          cleared: ["QS", "KH"],
          discardCount: 2,
          in: [T, T, T],
          out: IN3,
          lastEvent: ev(0, "draw", "KH", "second_face", null, true),
        },
      ],
      [1, draw, { turn: 2, table: ["8C"], deckCount: 34, lastEvent: ev(1, "draw", "8C", "placed") }],
    ],
    log: [
      "Seat 0 draws 7H.",
      "Seat 1 draws 7S.",
      "Seat 1 fails: 7S matches 7H.",
      "Seat 2 draws QS.",
      "First face card of the round: nothing happens.",
      "Seat 0 draws KH.",
      "Second face card: the round ends.",
      "Round 2 begins. Seat 1 starts.",
      "Seat 1 draws 8C.",
    ],
  },
  {
    name: "hand cards are never refilled, and a player scores again in the next round",
    seats: 3,
    deck: ["5C", "QS", "KH", "6C"],
    steps: [
      [0, play("AS"), { turn: 1, table: ["AS"], handCount: [2, 3, 3], lastEvent: ev(0, "play", "AS", "placed") }],
      [
        1,
        score,
        {
          turn: 2,
          in: [T, F, T],
          out: [null, "scored", null],
          score: [0, 1, 0],
          lastEvent: ev(1, "score", null, "scored", 1),
        },
      ],
      [2, draw, { turn: 0, table: ["AS", "5C"], deckCount: 38, lastEvent: ev(2, "draw", "5C", "placed") }],
      [
        0,
        draw,
        {
          turn: 2,
          table: ["AS", "5C", "QS"],
          deckCount: 37,
          facesDrawn: 1,
          lastEvent: ev(0, "draw", "QS", "first_face"),
        },
      ],
      [
        2,
        draw,
        {
          round: 2,
          turn: 0,
          table: [],
          deckCount: 36,
          facesDrawn: 2,
          cleared: ["QS", "KH"],
          discardCount: 2,
          in: [T, T, T],
          out: IN3,
          lastEvent: ev(2, "draw", "KH", "second_face", null, true),
          legal: [draw, ...plays("2S", "3S"), score],
        },
      ],
      [0, draw, { turn: 1, table: ["6C"], deckCount: 35, lastEvent: ev(0, "draw", "6C", "placed") }],
      [
        1,
        score,
        {
          turn: 2,
          in: [T, F, T],
          out: [null, "scored", null],
          score: [0, 2, 0],
          lastEvent: ev(1, "score", null, "scored", 1),
        },
      ],
    ],
  },
  {
    name: "double chance, play then draw: the draw is the round's second face card, so no points; left of the double-chance player begins",
    seats: 4,
    deck: ["QS", "5C", "KH", "9C"],
    steps: [
      [0, draw, { turn: 1, table: ["QS"], deckCount: 35, facesDrawn: 1, lastEvent: ev(0, "draw", "QS", "first_face") }],
      [1, draw, { turn: 2, table: ["QS", "5C"], deckCount: 34, lastEvent: ev(1, "draw", "5C", "placed") }],
      [
        2,
        score,
        {
          turn: 3,
          in: [T, T, F, T],
          out: [null, null, "scored", null],
          score: [0, 0, 11, 0],
          lastEvent: ev(2, "score", null, "scored", 11),
        },
      ],
      [
        3,
        score,
        {
          turn: 0,
          in: [T, T, F, F],
          out: [null, null, "scored", "scored"],
          score: [0, 0, 11, 11],
          lastEvent: ev(3, "score", null, "scored", 11),
        },
      ],
      [
        0,
        score,
        {
          turn: 1,
          doubleChance: 1,
          doubleChanceStep: 1,
          in: [F, T, F, F],
          out: ["scored", null, "scored", "scored"],
          score: [11, 0, 11, 11],
          lastEvent: ev(0, "score", null, "scored", 11),
          legal: [draw, ...plays("AH", "2H", "3H")],
        },
      ],
      [
        1,
        play("2H"),
        {
          doubleChanceStep: 2,
          table: ["QS", "5C", "2H"],
          handCount: [3, 2, 3, 3],
          lastEvent: ev(1, "play", "2H", "placed"),
          legal: [draw],
        },
      ],
      [1, play("3H"), "move/double_chance_needs_a_draw"],
      [1, score, "move/no_score_in_double_chance"],
      [
        1,
        draw,
        {
          round: 2,
          turn: 2,
          table: [],
          deckCount: 33,
          facesDrawn: 2,
          cleared: ["QS", "KH"],
          discardCount: 2,
          doubleChance: null,
          doubleChanceStep: null,
          in: [T, T, T, T],
          out: IN4,
          lastEvent: ev(1, "draw", "KH", "second_face", null, true),
          legal: [draw, ...plays("AD", "2D", "3D"), score],
        },
      ],
      [2, draw, { turn: 3, table: ["9C"], deckCount: 32, lastEvent: ev(2, "draw", "9C", "placed") }],
    ],
    log: [
      "Seat 0 draws QS.",
      "First face card of the round: nothing happens.",
      "Seat 1 draws 5C.",
      "Seat 2 scores 11.",
      "Seat 3 scores 11.",
      "Seat 0 scores 11.",
      "Double chance for Seat 1!",
      "Seat 1 plays 2H from hand.",
      "Seat 1 draws KH.",
      "Second face card: the round ends.",
      "The double chance fails: Seat 1 scores nothing.",
      "Round 2 begins. Seat 2 starts.",
      "Seat 2 draws 9C.",
    ],
  },
  {
    name: "double chance, draw then draw: a failing second draw scores nothing; the last seat's double chance wraps to seat 0",
    seats: 4,
    deck: ["4C", "QD", "6C", "4H", "8C"],
    steps: [
      [0, draw, { turn: 1, table: ["4C"], deckCount: 35, lastEvent: ev(0, "draw", "4C", "placed") }],
      [
        1,
        score,
        {
          turn: 2,
          in: [T, F, T, T],
          out: [null, "scored", null, null],
          score: [0, 1, 0, 0],
          lastEvent: ev(1, "score", null, "scored", 1),
        },
      ],
      [
        2,
        score,
        {
          turn: 3,
          in: [T, F, F, T],
          out: [null, "scored", "scored", null],
          score: [0, 1, 1, 0],
          lastEvent: ev(2, "score", null, "scored", 1),
        },
      ],
      [
        3,
        draw,
        { turn: 0, table: ["4C", "QD"], deckCount: 34, facesDrawn: 1, lastEvent: ev(3, "draw", "QD", "first_face") },
      ],
      [
        0,
        score,
        {
          turn: 3,
          doubleChance: 3,
          doubleChanceStep: 1,
          in: [F, F, F, T],
          out: ["scored", "scored", "scored", null],
          score: [11, 1, 1, 0],
          lastEvent: ev(0, "score", null, "scored", 11),
        },
      ],
      [
        3,
        draw,
        {
          doubleChanceStep: 2,
          table: ["4C", "QD", "6C"],
          deckCount: 33,
          lastEvent: ev(3, "draw", "6C", "placed"),
          legal: [draw, ...plays("AC", "2C", "3C")],
        },
      ],
      [
        3,
        draw,
        {
          round: 2,
          turn: 0,
          table: [],
          deckCount: 32,
          cleared: ["QD"],
          discardCount: 3,
          doubleChance: null,
          doubleChanceStep: null,
          in: [T, T, T, T],
          out: IN4,
          lastEvent: ev(3, "draw", "4H", "failed", null, true),
        },
      ],
      [0, draw, { turn: 1, table: ["8C"], deckCount: 31, lastEvent: ev(0, "draw", "8C", "placed") }],
    ],
    log: [
      "Seat 0 draws 4C.",
      "Seat 1 scores 1.",
      "Seat 2 scores 1.",
      "Seat 3 draws QD.",
      "First face card of the round: nothing happens.",
      "Seat 0 scores 11.",
      "Double chance for Seat 3!",
      "Seat 3 draws 6C.",
      "Seat 3 draws 4H.",
      "Seat 3 fails: 4H matches 4C.",
      "The double chance fails: Seat 3 scores nothing.",
      "Round 2 begins. Seat 0 starts.",
      "Seat 0 draws 8C.",
    ],
  },
  {
    name: "double chance after a mix of failing and scoring: a played Ace scores 2, a Queen 10, and the round ends",
    seats: 5,
    deck: ["9C", "9D", "QH", "10C"],
    steps: [
      [0, draw, { turn: 1, table: ["9C"], deckCount: 32, lastEvent: ev(0, "draw", "9C", "placed") }],
      [
        1,
        draw,
        {
          turn: 2,
          deckCount: 31,
          discardCount: 1,
          in: [T, F, T, T, T],
          out: [null, "failed", null, null, null],
          lastEvent: ev(1, "draw", "9D", "failed"),
        },
      ],
      [
        2,
        score,
        {
          turn: 3,
          in: [T, F, F, T, T],
          out: [null, "failed", "scored", null, null],
          score: [0, 0, 1, 0, 0],
          lastEvent: ev(2, "score", null, "scored", 1),
        },
      ],
      [3, play("9S"), "move/not_in_hand"],
      [4, play("4S"), "move/not_your_turn"],
      [
        3,
        play("2C"),
        { turn: 4, table: ["9C", "2C"], handCount: [3, 3, 3, 2, 3], lastEvent: ev(3, "play", "2C", "placed") },
      ],
      [
        4,
        play("4S"),
        { turn: 0, table: ["9C", "2C", "4S"], handCount: [3, 3, 3, 2, 2], lastEvent: ev(4, "play", "4S", "placed") },
      ],
      [
        0,
        score,
        {
          turn: 3,
          in: [F, F, F, T, T],
          out: ["scored", "failed", "scored", null, null],
          score: [3, 0, 1, 0, 0],
          lastEvent: ev(0, "score", null, "scored", 3),
        },
      ],
      [
        3,
        play("3C"),
        {
          turn: 4,
          table: ["9C", "2C", "4S", "3C"],
          handCount: [3, 3, 3, 1, 2],
          lastEvent: ev(3, "play", "3C", "placed"),
        },
      ],
      [
        4,
        play("4H"),
        {
          turn: 3,
          doubleChance: 3,
          doubleChanceStep: 1,
          handCount: [3, 3, 3, 1, 1],
          discardCount: 2,
          in: [F, F, F, T, F],
          out: ["scored", "failed", "scored", null, "failed"],
          lastEvent: ev(4, "play", "4H", "failed"),
          legal: [draw, play("AC")],
        },
      ],
      [
        3,
        draw,
        {
          doubleChanceStep: 2,
          table: ["9C", "2C", "4S", "3C", "QH"],
          deckCount: 30,
          facesDrawn: 1,
          lastEvent: ev(3, "draw", "QH", "first_face"),
          legal: [draw, play("AC")],
        },
      ],
      [
        3,
        play("AC"),
        {
          round: 2,
          turn: 4,
          table: [],
          handCount: [3, 3, 3, 0, 1],
          cleared: ["QH"],
          discardCount: 7,
          doubleChance: null,
          doubleChanceStep: null,
          in: [T, T, T, T, T],
          out: [null, null, null, null, null],
          score: [3, 0, 1, 20, 0],
          lastEvent: ev(3, "play", "AC", "placed", 20, true),
        },
      ],
      [4, draw, { turn: 0, table: ["10C"], deckCount: 29, lastEvent: ev(4, "draw", "10C", "placed") }],
    ],
    log: [
      "Seat 0 draws 9C.",
      "Seat 1 draws 9D.",
      "Seat 1 fails: 9D matches 9C.",
      "Seat 2 scores 1.",
      "Seat 3 plays 2C from hand.",
      "Seat 4 plays 4S from hand.",
      "Seat 0 scores 3.",
      "Seat 3 plays 3C from hand.",
      "Seat 4 plays 4H from hand.",
      "Seat 4 fails: 4H matches 4S.",
      "Double chance for Seat 3!",
      "Seat 3 draws QH.",
      "First face card of the round: nothing happens.",
      "Seat 3 plays AC from hand.",
      "Seat 3 scores 20 with the double chance.",
      "Round 2 begins. Seat 4 starts.",
      "Seat 4 draws 10C.",
    ],
  },
  {
    name: "double chance whose first step is a failing hand card: no second step, no points; six seats wrap to seat 0",
    seats: 6,
    deck: ["5C", "9C"],
    steps: [
      [0, draw, { turn: 1, table: ["5C"], deckCount: 29, lastEvent: ev(0, "draw", "5C", "placed") }],
      [
        1,
        score,
        {
          turn: 2,
          in: [T, F, T, T, T, T],
          out: [null, "scored", null, null, null, null],
          score: [0, 1, 0, 0, 0, 0],
          lastEvent: ev(1, "score", null, "scored", 1),
        },
      ],
      [
        2,
        score,
        {
          turn: 3,
          in: [T, F, F, T, T, T],
          out: [null, "scored", "scored", null, null, null],
          score: [0, 1, 1, 0, 0, 0],
          lastEvent: ev(2, "score", null, "scored", 1),
        },
      ],
      [
        3,
        score,
        {
          turn: 4,
          in: [T, F, F, F, T, T],
          out: [null, "scored", "scored", "scored", null, null],
          score: [0, 1, 1, 1, 0, 0],
          lastEvent: ev(3, "score", null, "scored", 1),
        },
      ],
      [
        4,
        score,
        {
          turn: 5,
          in: [T, F, F, F, F, T],
          out: [null, "scored", "scored", "scored", "scored", null],
          score: [0, 1, 1, 1, 1, 0],
          lastEvent: ev(4, "score", null, "scored", 1),
        },
      ],
      [5, draw, { turn: 0, table: ["5C", "9C"], deckCount: 28, lastEvent: ev(5, "draw", "9C", "placed") }],
      [
        0,
        score,
        {
          turn: 5,
          doubleChance: 5,
          doubleChanceStep: 1,
          in: [F, F, F, F, F, T],
          out: ["scored", "scored", "scored", "scored", "scored", null],
          score: [2, 1, 1, 1, 1, 0],
          lastEvent: ev(0, "score", null, "scored", 2),
          legal: [draw, ...plays("5S", "5H", "5D")],
        },
      ],
      [
        5,
        play("5H"),
        {
          round: 2,
          turn: 0,
          table: [],
          discardCount: 3,
          handCount: [3, 3, 3, 3, 3, 2],
          doubleChance: null,
          doubleChanceStep: null,
          in: [T, T, T, T, T, T],
          out: [null, null, null, null, null, null],
          lastEvent: ev(5, "play", "5H", "failed", null, true),
          legal: [draw, ...plays("AS", "2S", "3S"), score],
        },
      ],
    ],
    log: [
      "Seat 0 draws 5C.",
      "Seat 1 scores 1.",
      "Seat 2 scores 1.",
      "Seat 3 scores 1.",
      "Seat 4 scores 1.",
      "Seat 5 draws 9C.",
      "Seat 0 scores 2.",
      "Double chance for Seat 5!",
      "Seat 5 plays 5H from hand.",
      "Seat 5 fails: 5H matches 5C.",
      "The double chance fails: Seat 5 scores nothing.",
      "Round 2 begins. Seat 0 starts.",
    ],
  },
];

describe("Dobbelsjanse audit: rounds as a client sees them", () => {
  it.each(cases)("$name", ({ seats, deck, steps, log }) => {
    const end = runViews(stacked(seats, deck), steps);
    if (log) expect(logSince(end, 0)).toEqual(log);
  });

  it("begins a stacked game with seat 0 and the full view of an untouched table", () => {
    const s = stacked(6, ["KS"]);
    expect(def.view(s, 5)).toMatchObject({
      round: 1,
      turn: 0,
      table: [],
      deckCount: 30,
      facesDrawn: 0,
      doubleChance: null,
      doubleChanceStep: null,
      cleared: [],
      discardCount: 0,
      lastEvent: null,
      over: false,
    });
    expect(def.legal(s, 0)).toEqual([draw, ...plays("AS", "2S", "3S"), score]);
    expect(def.apply(s, 0, draw)).toMatchObject({ ok: true, value: { table: ["KS"], facesDrawn: 1 } });
  });
});
