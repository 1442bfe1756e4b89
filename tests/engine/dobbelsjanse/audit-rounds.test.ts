// Audit of plain turns, the double chance and the start of the next round, as
// a client sees them: every step states the whole spectator view afterwards.
// These cover rules the other files show only on the internal state, or not at all.
import { describe, expect, it } from "vitest";
import { def, draw, logSince, play, score, stacked } from "./helpers";
import { ev, plays, runViews } from "./audit-views";
import { type Case, F, IN3, T } from "./audit-round-cases";

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
