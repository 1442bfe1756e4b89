// Audit of the double chance as a client sees it, when the double-chance player
// draws: every step states the whole spectator view afterwards.
import { describe, expect, it } from "vitest";
import { draw, logSince, play, score, stacked } from "./helpers";
import { ev, plays, runViews } from "./audit-views";
import { type Case, F, IN4, T } from "./audit-round-cases";

const cases: Case[] = [
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
];

describe("Dobbelsjanse audit: rounds as a client sees them", () => {
  it.each(cases)("$name", ({ seats, deck, steps, log }) => {
    const end = runViews(stacked(seats, deck), steps);
    if (log) expect(logSince(end, 0)).toEqual(log);
  });
});
