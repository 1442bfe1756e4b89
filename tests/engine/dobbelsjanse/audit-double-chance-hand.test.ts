// Audit of the double chance as a client sees it, when hand cards are played
// around it: every step states the whole spectator view afterwards.
import { describe, expect, it } from "vitest";
import { draw, logSince, play, score, stacked } from "./helpers";
import { ev, plays, runViews } from "./audit-views";
import { type Case, F, T } from "./audit-round-cases";

const cases: Case[] = [
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
});
