// Audit of the action rules (rules page "Skill rolls", the action table, "Drinks",
// "Hide", "Rig", the die that counts most): each case plays a scripted table and
// compares the viewer's exact state, log lines and the fixture rolls consumed.
import { describe, expect, it } from "vitest";
import { twelves } from "../../../src/engine/twelves";
import { DRY } from "./helpers";
import { M, moveList, own, pub, runScenario, W, type Scenario } from "./audit-run";

const cases: Scenario[] = [
  {
    name: "skill roll: alcohol and the Intimidate bonus both modify each die, a die may reach 0; drink targets reset each round",
    seats: 2,
    // setup; s0 Intimidate 9,9 (bonus 2); s1 Drink s0; s0 Water 8,1 (+2 −1 → 9, 2); s1 Water 1,1 (−1 → 0, 0); new dice 7, 8.
    rolls: [5, 6, 3, 4, 9, 9, 8, 1, 1, 1, 7, 8],
    moves: [
      [0, M],
      [1, M],
      [0, { type: "intimidate" }],
      [1, { type: "drink", target: 0 }],
      [0, W],
      [1, W],
    ],
    viewer: 0,
    view: {
      round: 2,
      stage: "betting",
      pass: 1,
      pool: 2,
      highestBet: 1,
      order: [0, 1],
      turn: 0,
      actions: [],
      catches: [],
      players: [own(0, [5, 6, 7], { drinks: 1, alcohol: 1, water: 1 }), pub(1, { handCount: 3, drinks: 1 })],
    },
    logs: ["Your Water roll (Soothe): 8 and 1 (−1 drinks, +2 Intimidate) → 9 and 2; roll value 9; needs 9: 1 success."],
    rollsLeft: 0,
    also: (st) => {
      const seen = twelves.view(st, 1) as unknown as { players: unknown[] };
      expect(seen.players[1]).toEqual(own(1, [3, 4, 8], { drinks: 1, alcohol: 1 }));
    },
  },
  {
    name: "a drunk roll below 1 is still a roll value (0) and succeeds on nothing",
    seats: 2,
    rolls: [5, 6, 3, 4, 1, 1, 12, 1],
    moves: [
      [0, M],
      [1, M],
      [0, { type: "drink", target: 1 }],
      [1, W],
      [0, W],
    ],
    viewer: 1,
    view: {
      stage: "actions",
      pass: 2,
      turn: 1,
      players: [pub(0, { drinks: 1 }), own(1, [3, 4], { drinks: 1, alcohol: 1, drinkTarget: true })],
    },
    logs: ["Your Water roll (Soothe): 1 and 1 (−1 drinks) → 0 and 0; roll value 0; needs 9: 0 successes."],
    rollsLeft: 0,
  },
  {
    name: "an Intimidate bonus not yet spent carries into the next round of the game",
    seats: 2,
    rolls: [5, 6, 3, 4, ...DRY, ...DRY, 9, 10, ...DRY, 4, 5],
    moves: [
      [0, M],
      [1, M],
      [0, W],
      [1, W],
      [0, { type: "intimidate" }],
      [1, W],
    ],
    viewer: 0,
    view: { round: 2, stage: "betting", players: [own(0, [5, 6, 4], { bonus: 2 }), pub(1, { handCount: 3 })] },
    rollsLeft: 0,
  },
  {
    name: "Luck on a hidden die rerolls it after the skill roll and it stays hidden",
    seats: 2,
    rolls: [5, 6, 3, 4, 9, 1, ...DRY, 10, 2, 4],
    moves: [
      [0, M],
      [1, M],
      [0, { type: "hide", dice: [0] }],
      [1, W],
      [0, { type: "luck", dice: [0] }],
    ],
    viewer: 0,
    view: {
      stage: "actions",
      pass: 2,
      turn: 1,
      players: [own(0, [4, 6], { hidden: [true, false] }), pub(1)],
      actions: [
        { seat: 0, type: "hide", dice: [0] },
        { seat: 1, type: "water", success: false },
        { seat: 0, type: "luck", dice: [0] },
      ],
    },
    logs: ["You hide your 5.", "You reroll your 5 → 4."],
    logsNb: ["Du skjuler 5-eren din.", "Du slår på nytt: 5-eren din → 4."],
    rollsLeft: 0,
    also: (st) => {
      const other = twelves.view(st, 1) as unknown as { actions: unknown[] };
      expect(other.actions).toEqual([
        { seat: 0, type: "secret" },
        { seat: 1, type: "water", success: false },
        { seat: 0, type: "secret" },
      ]);
    },
  },
  {
    name: "Smash: the die that counts most counts hidden dice, is chosen anew for each success, never a hidden one",
    seats: 2,
    // Round 2 hand of s0: 3, 9, 3 with die 2 hidden. Counting the hidden 3, die 0 counts most;
    // rerolled to 1, every face occurs once and die 1 (9, the highest unhidden) goes next.
    rolls: [3, 9, 3, 4, ...DRY, ...DRY, ...DRY, ...DRY, 3, 1, 9, 1, 9, 9, 1, 11],
    moves: [
      [0, M],
      [1, M],
      [0, W],
      [1, W],
      [0, W],
      [1, W],
      [0, M],
      [1, M],
      [0, { type: "hide", dice: [2] }],
      [1, { type: "smash", target: 0 }],
    ],
    viewer: 0,
    view: {
      round: 2,
      stage: "actions",
      pass: 2,
      turn: 0,
      players: [own(0, [1, 11, 3], { hidden: [false, false, true] }), pub(1, { handCount: 3 })],
      actions: [
        { seat: 0, type: "hide", dice: [2] },
        { seat: 1, type: "smash", target: 0, success: true },
      ],
    },
    logs: [
      "Seat 1's Smash makes you reroll your first 3: it shows 1.",
      "Seat 1's Smash makes you reroll your 9: it shows 11.",
    ],
    logsNb: [
      "Knusingen fra Spiller 1 tvinger deg til å slå den første 3-eren din på nytt: den viser 1.",
      "Knusingen fra Spiller 1 tvinger deg til å slå 9-eren din på nytt: den viser 11.",
    ],
    rollsLeft: 0,
  },
  {
    name: "Swap: a new die equal to the old one is discarded; the table sees only that Seat 0 acted",
    seats: 2,
    rolls: [5, 6, 3, 4, 1, 1, 6],
    moves: [
      [0, M],
      [1, M],
      [0, { type: "swap", die: 1 }],
    ],
    viewer: 0,
    view: { players: [own(0, [5, 6]), pub(1)], actions: [{ seat: 0, type: "swap", die: 1 }], turn: 1 },
    logs: ["You swap: the new die shows 6; not higher than your 6, discarded."],
    logsNb: ["Du bytter: den nye terningen viser 6; den er ikke høyere enn 6-eren din, så den legges bort."],
    rollsLeft: 0,
    also: (st) => {
      expect((twelves.view(st, null) as unknown as { actions: unknown[] }).actions).toEqual([
        { seat: 0, type: "secret" },
      ]);
    },
  },
  {
    name: "Rig: a failed Luck in between leaves the Rig pending; the new die at round end shows it and takes no roll",
    seats: 2,
    rolls: [5, 6, 3, 4, 12, 1, ...DRY, 1, 1, ...DRY, 4],
    moves: [
      [0, M],
      [1, M],
      [0, { type: "rig", face: 9 }],
      [1, W],
      [0, { type: "luck", dice: [0] }],
      [1, W],
    ],
    viewer: 0,
    view: { round: 2, players: [own(0, [5, 6, 9]), pub(1, { handCount: 3 })] },
    logs: ["Rigged: your next own roll shows 9.", "No reroll.", "Your new die shows 9 (rigged)."],
    rollsLeft: 0,
    also: (st) => expect(st.players[1]!.hand).toEqual([3, 4, 4]),
  },
  {
    name: "Drink: an actor passing out spares the target, still a Drink target this round; the next in order acts",
    seats: 3,
    // Round 1: s1 drinks with s0, then with s2 (s1: 2 shots). Round 2: s0 drinks with s1 (s1: 3), s1 with s2 (s1: 4, out).
    rolls: [5, 6, 3, 4, 7, 8, ...DRY, ...DRY, ...DRY, ...DRY, 1, 2, 3],
    moves: [
      [0, M],
      [1, M],
      [2, M],
      [0, W],
      [1, { type: "drink", target: 0 }],
      [2, W],
      [0, W],
      [1, { type: "drink", target: 2 }],
      [2, W],
      [0, M],
      [1, M],
      [2, M],
      [0, { type: "drink", target: 1 }],
      [1, { type: "drink", target: 2 }],
    ],
    viewer: 2,
    view: {
      round: 2,
      stage: "actions",
      pass: 1,
      turn: 2,
      order: [0, 2],
      players: [
        pub(0, { handCount: 3, drinks: 2 }),
        pub(1, { status: "removed", handCount: 3, drinks: 4, drinkTarget: true }),
        own(2, [7, 8, 3], { drinks: 1, alcohol: 1, drinkTarget: true }),
      ],
      actions: [
        { seat: 0, type: "drink", target: 1 },
        { seat: 1, type: "drink", target: 2 },
      ],
    },
    logs: ["Seat 1 passes out and is removed from the game."],
    rollsLeft: 0,
    also: (st) => {
      expect(moveList(twelves.legal(st, 2).filter((m) => m.type === "drink"))).toEqual(
        moveList([{ type: "drink", target: 0 }]),
      );
      expect(twelves.legal(st, 1)).toEqual([{ type: "watch" }]);
    },
  },
  {
    name: "Drink: a target passing out before the actor's position ends the pass after the actor",
    seats: 3,
    rolls: [5, 6, 3, 4, 7, 8, ...DRY, ...DRY, ...DRY, ...DRY, 1, 2, 3, ...DRY],
    moves: [
      [0, M],
      [1, M],
      [2, M],
      [0, W],
      [1, { type: "drink", target: 0 }],
      [2, W],
      [0, W],
      [1, { type: "drink", target: 2 }],
      [2, W],
      [0, M],
      [1, M],
      [2, M],
      [0, W],
      [1, { type: "drink", target: 0 }],
      [2, { type: "drink", target: 1 }],
    ],
    viewer: null,
    view: {
      round: 2,
      stage: "actions",
      pass: 2,
      turn: 0,
      order: [0, 2],
      players: [
        pub(0, { handCount: 3, drinks: 2, drinkTarget: true }),
        pub(1, { status: "removed", handCount: 3, drinks: 4, drinkTarget: true }),
        pub(2, { handCount: 3, drinks: 2 }),
      ],
    },
    rollsLeft: 0,
  },
];

describe("Twelves audit: actions", () => {
  it.each(cases.map((c) => [c.name, c] as const))("%s", (_name, c) => {
    runScenario(c);
  });
});
