// Plain turns: draw, play from hand, score, failing, face cards, turn order and
// the start of the next round. Every step states the whole table afterwards.
import { describe, expect, it } from "vitest";
import { HANDS, draw, logSince, play, run, score, stacked, type Step } from "./helpers";

const H = HANDS[3]!;

interface Case {
  name: string;
  seats?: number;
  deck: string[];
  steps: Step[];
  log?: string[];
}

const cases: Case[] = [
  {
    name: "a drawn number card stays on the table and the turn passes left",
    deck: ["7H", "9C"],
    steps: [
      [0, draw, { turn: 1, table: ["7H"], deckCount: 38 }],
      [1, draw, { turn: 2, table: ["7H", "9C"], deckCount: 37 }],
    ],
    log: ["Seat 0 draws 7H.", "Seat 1 draws 9C."],
  },
  {
    name: "a hand card is played onto the table like a drawn one and leaves the hand",
    deck: ["7H"],
    steps: [
      [0, play("2S"), { turn: 1, table: ["2S"], hands: [["AS", "3S"], H[1]!, H[2]!] }],
      [1, draw, { turn: 2, table: ["2S", "7H"], deckCount: 38 }],
    ],
    log: ["Seat 0 plays 2S from hand.", "Seat 1 draws 7H."],
  },
  {
    name: "score: 1 per number card, 10 per Queen/King; the scorer is out and skipped",
    deck: ["7H", "QS", "9C", "5C", "6C"],
    steps: [
      [0, draw, { turn: 1, table: ["7H"], deckCount: 38 }],
      [1, draw, { turn: 2, table: ["7H", "QS"], deckCount: 37, facesDrawn: 1 }],
      [2, draw, { turn: 0, table: ["7H", "QS", "9C"], deckCount: 36 }],
      [0, score, { turn: 1, scores: [12, 0, 0], out: ["scored", null, null] }],
      [1, draw, { turn: 2, table: ["7H", "QS", "9C", "5C"], deckCount: 35 }],
      [2, draw, { turn: 1, table: ["7H", "QS", "9C", "5C", "6C"], deckCount: 34 }],
    ],
    log: [
      "Seat 0 draws 7H.",
      "Seat 1 draws QS.",
      "First face card of the round: nothing happens.",
      "Seat 2 draws 9C.",
      "Seat 0 scores 12.",
      "Seat 1 draws 5C.",
      "Seat 2 draws 6C.",
    ],
  },
  {
    name: "score on an empty table is legal and worth 0",
    deck: [],
    steps: [[0, score, { turn: 1, out: ["scored", null, null] }]],
    log: ["Seat 0 scores 0."],
  },
  {
    name: "a drawn card of a rank on the table fails: it is put away and the player is out",
    deck: ["7H", "7S", "8C", "9C"],
    steps: [
      [0, draw, { turn: 1, table: ["7H"], deckCount: 38 }],
      [1, draw, { turn: 2, deckCount: 37, discard: ["7S"], out: [null, "failed", null] }],
      [2, draw, { turn: 0, table: ["7H", "8C"], deckCount: 36 }],
      [0, draw, { turn: 2, table: ["7H", "8C", "9C"], deckCount: 35 }],
    ],
    log: [
      "Seat 0 draws 7H.",
      "Seat 1 draws 7S.",
      "Seat 1 fails: 7S matches 7H.",
      "Seat 2 draws 8C.",
      "Seat 0 draws 9C.",
    ],
  },
  {
    name: "a played hand card of a rank on the table fails like a drawn one",
    deck: ["2C"],
    steps: [
      [0, draw, { turn: 1, table: ["2C"], deckCount: 38 }],
      [1, play("2H"), { turn: 2, hands: [H[0]!, ["AH", "3H"], H[2]!], discard: ["2H"], out: [null, "failed", null] }],
    ],
    log: ["Seat 0 draws 2C.", "Seat 1 plays 2H from hand.", "Seat 1 fails: 2H matches 2C."],
  },
  {
    name: "same value means same rank: Ace fails on Ace, 10 on 10, suits never matter",
    deck: ["AC", "10S", "4C", "10C"],
    steps: [
      [0, draw, { turn: 1, table: ["AC"], deckCount: 38 }],
      [1, play("AH"), { turn: 2, hands: [H[0]!, ["2H", "3H"], H[2]!], discard: ["AH"], out: [null, "failed", null] }],
      [2, draw, { turn: 0, table: ["AC", "10S"], deckCount: 37 }],
      [0, draw, { turn: 2, table: ["AC", "10S", "4C"], deckCount: 36 }],
      [2, draw, { turn: 0, deckCount: 35, discard: ["AH", "10C"], out: [null, "failed", "failed"], dc: [0, 1] }],
    ],
  },
  {
    name: "the first face card does nothing; the second ends the round at once with no score",
    deck: ["5C", "QS", "6C", "KH", "8D"],
    steps: [
      [0, draw, { turn: 1, table: ["5C"], deckCount: 38 }],
      [1, draw, { turn: 2, table: ["5C", "QS"], deckCount: 37, facesDrawn: 1 }],
      [2, draw, { turn: 0, table: ["5C", "QS", "6C"], deckCount: 36 }],
      [0, score, { turn: 1, scores: [12, 0, 0], out: ["scored", null, null] }],
      [
        1,
        draw,
        {
          round: 2,
          turn: 2,
          table: [],
          deckCount: 35,
          facesDrawn: 2,
          out: [null, null, null],
          cleared: ["QS", "KH"],
          discard: ["5C", "6C"],
        },
      ],
      [2, draw, { turn: 0, table: ["8D"], deckCount: 34 }],
    ],
    log: [
      "Seat 0 draws 5C.",
      "Seat 1 draws QS.",
      "First face card of the round: nothing happens.",
      "Seat 2 draws 6C.",
      "Seat 0 scores 12.",
      "Seat 1 draws KH.",
      "Second face card: the round ends.",
      "Round 2 begins. Seat 2 starts.",
      "Seat 2 draws 8D.",
    ],
  },
  {
    name: "the next round begins left of the last actor, wrapping from the last seat to seat 0",
    deck: ["5C", "QS", "KH"],
    steps: [
      [0, draw, { turn: 1, table: ["5C"], deckCount: 38 }],
      [1, draw, { turn: 2, table: ["5C", "QS"], deckCount: 37, facesDrawn: 1 }],
      [2, draw, { round: 2, turn: 0, table: [], deckCount: 36, facesDrawn: 2, cleared: ["QS", "KH"], discard: ["5C"] }],
    ],
  },
  {
    name: "everyone is back in next round, and a seat that was out may begin it",
    deck: ["QS", "KH", "6C"],
    steps: [
      [0, score, { turn: 1, out: ["scored", null, null] }],
      [1, draw, { turn: 2, table: ["QS"], deckCount: 38, facesDrawn: 1 }],
      [
        2,
        draw,
        { round: 2, turn: 0, table: [], deckCount: 37, facesDrawn: 2, out: [null, null, null], cleared: ["QS", "KH"] },
      ],
      [0, draw, { turn: 1, table: ["6C"], deckCount: 36 }],
    ],
  },
  {
    name: "a scorer cannot act again this round; others' refusals change nothing",
    deck: ["5C", "6C"],
    steps: [
      [1, draw, "move/not_your_turn"],
      [0, draw, { turn: 1, table: ["5C"], deckCount: 38 }],
      [1, score, { turn: 2, scores: [0, 1, 0], out: [null, "scored", null] }],
      [1, score, "move/not_your_turn"],
      [1, draw, "move/not_your_turn"],
      [2, draw, { turn: 0, table: ["5C", "6C"], deckCount: 37 }],
      [1, play("AH"), "move/not_your_turn"],
    ],
  },
  {
    name: "only your own hand cards can be played",
    deck: ["5C"],
    steps: [
      [0, play("AH"), "move/not_in_hand"],
      [0, play("QS"), "move/not_in_hand"],
      [0, play("5C"), "move/not_in_hand"],
      [0, play("AS"), { turn: 1, table: ["AS"], hands: [["2S", "3S"], H[1]!, H[2]!] }],
      [1, draw, { turn: 2, table: ["AS", "5C"], deckCount: 38 }],
      [2, play("AS"), "move/not_in_hand"],
    ],
  },
  {
    name: "a seat outside the table is never to act",
    deck: [],
    steps: [
      [3, draw, "move/not_your_turn"],
      [-1, score, "move/not_your_turn"],
    ],
  },
  {
    name: "with five players, out seats are skipped around the table",
    seats: 5,
    deck: ["6C", "7C", "8C", "9C", "10C"],
    steps: [
      [0, draw, { turn: 1, table: ["6C"], deckCount: 32 }],
      [1, score, { turn: 2, scores: [0, 1, 0, 0, 0], out: [null, "scored", null, null, null] }],
      [2, score, { turn: 3, scores: [0, 1, 1, 0, 0], out: [null, "scored", "scored", null, null] }],
      [3, draw, { turn: 4, table: ["6C", "7C"], deckCount: 31 }],
      [4, draw, { turn: 0, table: ["6C", "7C", "8C"], deckCount: 30 }],
      [0, draw, { turn: 3, table: ["6C", "7C", "8C", "9C"], deckCount: 29 }],
      [3, score, { turn: 4, scores: [0, 1, 1, 4, 0], out: [null, "scored", "scored", "scored", null] }],
      [4, draw, { turn: 0, table: ["6C", "7C", "8C", "9C", "10C"], deckCount: 28 }],
      [0, score, { turn: 4, dc: [4, 1], scores: [5, 1, 1, 4, 0], out: ["scored", "scored", "scored", "scored", null] }],
    ],
  },
];

describe("Dobbelsjanse plain turns", () => {
  it.each(cases)("$name", ({ seats = 3, deck, steps, log }) => {
    const start = stacked(seats, deck);
    const end = run(start, steps);
    if (log) expect(logSince(end, 0)).toEqual(log);
  });
});
