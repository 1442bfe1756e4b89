// The double chance: when one player is left in, two steps in that player's
// chosen order (draw+draw, draw+play, play+draw), doubled number cards on success.
import { describe, expect, it } from "vitest";
import { HANDS, def, draw, logSince, play, run, score, stacked, type Step } from "./helpers";

const H = HANDS[3]!;

// Seats 0 and 1 score, leaving seat 2 alone in with 5C and 6C on the table.
const OPENING: Step[] = [
  [0, draw, { turn: 1, table: ["5C"], deckCount: 38 }],
  [1, score, { turn: 2, scores: [0, 1, 0], out: [null, "scored", null] }],
  [2, draw, { turn: 0, table: ["5C", "6C"], deckCount: 37 }],
  [0, score, { turn: 2, dc: [2, 1], scores: [2, 1, 0], out: ["scored", "scored", null] }],
];
const NEXT_ROUND = { round: 2, turn: 0, table: [], dc: null, out: [null, null, null] };

interface Case {
  name: string;
  deck: string[];
  steps: Step[];
  log?: string[];
}

const cases: Case[] = [
  {
    name: "no plain score; draw then draw scores 2 per number card and ends the round",
    deck: ["5C", "6C", "7C", "8C"],
    steps: [
      [2, score, "move/no_score_in_double_chance"],
      [2, draw, { dc: [2, 2], table: ["5C", "6C", "7C"], deckCount: 36 }],
      [2, score, "move/no_score_in_double_chance"],
      [2, draw, { ...NEXT_ROUND, deckCount: 35, scores: [2, 1, 8], discard: ["5C", "6C", "7C", "8C"] }],
    ],
    log: [
      "Seat 2 draws 7C.",
      "Seat 2 draws 8C.",
      "Seat 2 scores 8 with the double chance.",
      "Round 2 begins. Seat 0 starts.",
    ],
  },
  {
    name: "draw then play",
    deck: ["5C", "6C", "7C"],
    steps: [
      [2, draw, { dc: [2, 2], table: ["5C", "6C", "7C"], deckCount: 36 }],
      [
        2,
        play("2D"),
        { ...NEXT_ROUND, scores: [2, 1, 8], hands: [H[0]!, H[1]!, ["AD", "3D"]], discard: ["5C", "6C", "7C", "2D"] },
      ],
    ],
  },
  {
    name: "play then draw; a second hand card is refused",
    deck: ["5C", "6C", "7C"],
    steps: [
      [2, play("2D"), { dc: [2, 2], table: ["5C", "6C", "2D"], hands: [H[0]!, H[1]!, ["AD", "3D"]] }],
      [2, play("3D"), "move/double_chance_needs_a_draw"],
      [2, draw, { ...NEXT_ROUND, deckCount: 36, scores: [2, 1, 8], discard: ["5C", "6C", "2D", "7C"] }],
    ],
  },
  {
    name: "a face card on the table still counts 10 (not doubled)",
    deck: ["5C", "6C", "QS", "7C"],
    steps: [
      [2, draw, { dc: [2, 2], table: ["5C", "6C", "QS"], deckCount: 36, facesDrawn: 1 }],
      [2, draw, { ...NEXT_ROUND, deckCount: 35, scores: [2, 1, 16], discard: ["5C", "6C", "7C"], cleared: ["QS"] }],
    ],
    log: [
      "Seat 2 draws QS.",
      "First face card of the round: nothing happens.",
      "Seat 2 draws 7C.",
      "Seat 2 scores 16 with the double chance.",
      "Round 2 begins. Seat 0 starts.",
    ],
  },
  {
    name: "a failing first step ends the round at once with no points",
    deck: ["5C", "6C", "5D", "7C"],
    steps: [
      [2, draw, { ...NEXT_ROUND, deckCount: 36, discard: ["5D", "5C", "6C"] }],
      [0, draw, { turn: 1, table: ["7C"], deckCount: 35 }],
    ],
    log: [
      "Seat 2 draws 5D.",
      "Seat 2 fails: 5D matches 5C.",
      "The double chance fails: Seat 2 scores nothing.",
      "Round 2 begins. Seat 0 starts.",
      "Seat 0 draws 7C.",
    ],
  },
  {
    name: "a failing second step (a played card) ends the round with no points",
    deck: ["5C", "6C", "2C"],
    steps: [
      [2, draw, { dc: [2, 2], table: ["5C", "6C", "2C"], deckCount: 36 }],
      [2, play("2D"), { ...NEXT_ROUND, hands: [H[0]!, H[1]!, ["AD", "3D"]], discard: ["2D", "5C", "6C", "2C"] }],
    ],
  },
  {
    name: "a second face card as the second step ends the round with no points",
    deck: ["5C", "6C", "QS", "KH"],
    steps: [
      [2, draw, { dc: [2, 2], table: ["5C", "6C", "QS"], deckCount: 36, facesDrawn: 1 }],
      [2, draw, { ...NEXT_ROUND, deckCount: 35, facesDrawn: 2, cleared: ["QS", "KH"], discard: ["5C", "6C"] }],
    ],
  },
];

describe("Dobbelsjanse double chance", () => {
  it.each(cases)("$name", ({ deck, steps, log }) => {
    const start = stacked(3, deck);
    const mid = run(start, OPENING);
    expect(logSince(mid, mid.version - 1)).toEqual(["Seat 0 scores 2.", "Double chance for Seat 2!"]);
    const end = run(mid, steps);
    if (log) expect(logSince(end, mid.version)).toEqual(log);
  });

  it("offers draw and every hand card but no score, then only a draw after a played card", () => {
    const mid = run(stacked(3, ["5C", "6C"]), OPENING);
    expect(def.legal(mid, 2)).toEqual([{ type: "draw" }, ...H[2]!.map((card) => ({ type: "play", card }))]);
    expect(def.legal(mid, 0)).toEqual([]);
    expect(def.defaultMove(mid, 2)).toEqual({ type: "draw" });
    expect(def.defaultMove(mid, 0)).toBeNull();
    const after = run(mid, [
      [2, play("AD"), { dc: [2, 2], table: ["5C", "6C", "AD"], hands: [H[0]!, H[1]!, ["2D", "3D"]] }],
    ]);
    expect(def.legal(after, 2)).toEqual([{ type: "draw" }]);
    expect(def.view(after, 2)).toMatchObject({ doubleChance: 2, doubleChanceStep: 2 });
  });

  it("ends the round when its first step is the round's second face card; no second step", () => {
    run(stacked(3, ["QS", "6C", "KH", "8C"]), [
      [0, draw, { turn: 1, table: ["QS"], deckCount: 38, facesDrawn: 1 }],
      [1, score, { turn: 2, scores: [0, 10, 0], out: [null, "scored", null] }],
      [2, draw, { turn: 0, table: ["QS", "6C"], deckCount: 37 }],
      [0, score, { turn: 2, dc: [2, 1], scores: [11, 10, 0], out: ["scored", "scored", null] }],
      [2, draw, { ...NEXT_ROUND, deckCount: 36, facesDrawn: 2, cleared: ["QS", "KH"], discard: ["6C"] }],
      [2, draw, "move/not_your_turn"],
      [0, draw, { turn: 1, table: ["8C"], deckCount: 35 }],
    ]);
  });

  it("comes to the last player in after the others fail, too", () => {
    run(stacked(3, ["7H", "7S", "7C"]), [
      [0, draw, { turn: 1, table: ["7H"], deckCount: 38 }],
      [1, draw, { turn: 2, deckCount: 37, discard: ["7S"], out: [null, "failed", null] }],
      [2, draw, { turn: 0, deckCount: 36, discard: ["7S", "7C"], out: [null, "failed", "failed"], dc: [0, 1] }],
    ]);
  });

  it("with an empty hand is draw then draw", () => {
    const deck = ["4C", "5C", "6C", "7C", "8C", "9C"];
    const s = run(stacked(3, deck), [
      [0, draw, { turn: 1, table: ["4C"], deckCount: 38 }],
      [1, draw, { turn: 2, table: ["4C", "5C"], deckCount: 37 }],
      [2, play("AD"), { turn: 0, table: ["4C", "5C", "AD"], hands: [H[0]!, H[1]!, ["2D", "3D"]] }],
      [0, draw, { turn: 1, table: ["4C", "5C", "AD", "6C"], deckCount: 36 }],
      [1, draw, { turn: 2, table: ["4C", "5C", "AD", "6C", "7C"], deckCount: 35 }],
      [2, play("2D"), { turn: 0, table: ["4C", "5C", "AD", "6C", "7C", "2D"], hands: [H[0]!, H[1]!, ["3D"]] }],
      [0, draw, { turn: 1, table: ["4C", "5C", "AD", "6C", "7C", "2D", "8C"], deckCount: 34 }],
      [1, draw, { turn: 2, table: ["4C", "5C", "AD", "6C", "7C", "2D", "8C", "9C"], deckCount: 33 }],
      [
        2,
        play("3D"),
        { turn: 0, table: ["4C", "5C", "AD", "6C", "7C", "2D", "8C", "9C", "3D"], hands: [H[0]!, H[1]!, []] },
      ],
      [0, score, { turn: 1, scores: [9, 0, 0], out: ["scored", null, null] }],
      [1, score, { turn: 2, scores: [9, 9, 0], out: ["scored", "scored", null], dc: [2, 1] }],
      [2, play("AD"), "move/not_in_hand"],
    ]);
    expect(def.legal(s, 2)).toEqual([{ type: "draw" }]);
  });
});
