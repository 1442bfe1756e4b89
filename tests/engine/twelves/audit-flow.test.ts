// Audit of the game's flow: betting passes and the table limit, Shove re-entering the
// order (acting again, with removals in between), the showdown's tie-breaks and leaving
// in the second betting pass.
import { describe, expect, it } from "vitest";
import { twelves } from "../../../src/engine/twelves";
import { DRY } from "./helpers";
import { D, L, M, own, pub, runScenario, W, WATCH, type Scenario } from "./audit-run";

const dry = (n: number): number[] => Array.from({ length: n }, () => DRY).flat();
const BETS = [{ type: "leave" }, { type: "match" }];

const cases: Scenario[] = [
  {
    name: "Double up to exactly the table limit is allowed; in the second pass the doublers may only leave or match",
    seats: 2,
    tableLimit: 4,
    rolls: [1, 2, 3, 4],
    moves: [
      [0, D],
      [1, D],
      [0, M],
    ],
    viewer: null,
    view: {
      stage: "betting",
      pass: 2,
      turn: 1,
      pool: 8,
      highestBet: 4,
      lastBetting: false,
      players: [pub(0, { bet: 4, doubled: true, net: -4 }), pub(1, { bet: 4, doubled: true, net: -4 })],
    },
    rollsLeft: 0,
    also: (st) => expect(twelves.legal(st, 1)).toEqual(BETS),
  },
  {
    name: "the last betting stage (5 dice) is marked; its second pass offers no Double",
    seats: 2,
    rolls: [1, 2, 3, 4, ...dry(4), 5, 6, ...dry(4), 7, 8, ...dry(4), 9, 10],
    moves: [
      [0, M],
      [1, M],
      [0, W],
      [1, W],
      [0, W],
      [1, W],
      [0, M],
      [1, M],
      [0, W],
      [1, W],
      [0, W],
      [1, W],
      [0, M],
      [1, M],
      [0, W],
      [1, W],
      [0, W],
      [1, W],
      [0, M],
      [1, D],
      [0, M],
    ],
    viewer: 1,
    view: {
      round: 4,
      stage: "betting",
      pass: 2,
      turn: 1,
      lastBetting: true,
      pool: 4,
      highestBet: 2,
      players: [
        pub(0, { bet: 2, handCount: 5, net: -2 }),
        own(1, [3, 4, 6, 8, 10], { bet: 2, doubled: true, net: -2 }),
      ],
    },
    rollsLeft: 0,
    also: (st) => expect(twelves.legal(st, 1)).toEqual(BETS),
  },
  {
    name: "Shove to the next position: the one passed acts, then the shover again, then the rest; pass 2 uses the new order",
    seats: 3,
    rolls: [5, 6, 3, 4, 7, 8, 6, 6, ...dry(3)],
    moves: [
      [0, M],
      [1, M],
      [2, M],
      [0, { type: "shove", to: 1 }],
      [1, W],
      [0, W],
      [2, W],
    ],
    viewer: null,
    view: {
      stage: "actions",
      pass: 2,
      turn: 1,
      order: [1, 0, 2],
      actions: [
        { seat: 0, type: "shove", to: 1, success: true },
        { seat: 1, type: "water", success: false },
        { seat: 0, type: "water", success: false },
        { seat: 2, type: "water", success: false },
      ],
    },
    rollsLeft: 0,
  },
  {
    name: "Shove to the end with a removal before the cursor in between: the shover still acts again, last",
    seats: 4,
    // s0 Shoves to 3 (order 1 2 3 0); s1 Cheats (2); s2's Watch (3) removes s1; s3 and then s0 act.
    rolls: [5, 6, 3, 4, 7, 8, 9, 10, 6, 6, 2, 2, 3, 3, ...dry(2)],
    moves: [
      [0, M],
      [1, M],
      [2, M],
      [3, M],
      [0, { type: "shove", to: 3 }],
      [1, { type: "cheat", die: 0, delta: 1 }],
      [2, WATCH],
      [3, W],
      [0, W],
    ],
    viewer: null,
    view: {
      stage: "actions",
      pass: 2,
      turn: 2,
      order: [2, 3, 0],
      players: [pub(0), pub(1, { status: "removed" }), pub(2), pub(3)],
    },
    toAct: [2],
    rollsLeft: 0,
  },
  {
    name: "showdown: two pairs tied on both pairs go to the higher fifth die; hidden dice are revealed",
    seats: 2,
    rolls: [10, 10, 10, 10, 9, 1, ...dry(3), 3, 3, ...dry(4), 3, 3, ...dry(4), 5, 4, ...dry(4)],
    moves: [
      [0, M],
      [1, M],
      [0, { type: "hide", dice: [0] }],
      [1, W],
      [0, W],
      [1, W],
      [0, M],
      [1, M],
      [0, W],
      [1, W],
      [0, W],
      [1, W],
      [0, M],
      [1, M],
      [0, W],
      [1, W],
      [0, W],
      [1, W],
      [0, D],
      [1, M],
      [0, M],
      [1, M],
      [0, W],
      [1, W],
      [0, W],
      [1, W],
    ],
    viewer: 1,
    view: {
      stage: "over",
      pool: 0,
      players: [
        pub(0, { bet: 2, doubled: true, handCount: 5, net: 2 }),
        own(1, [10, 10, 3, 3, 4], { bet: 2, net: -2 }),
      ],
      history: [
        {
          game: 1,
          pool: 4,
          winners: [0],
          shares: [4],
          end: "showdown",
          showdown: [
            { seat: 0, hand: [10, 10, 3, 3, 5], rank: "Two pairs" },
            { seat: 1, hand: [10, 10, 3, 3, 4], rank: "Two pairs" },
          ],
        },
      ],
    },
    logs: ["Seat 0 shows 10, 10, 3, 3, 5: Two pairs.", "Seat 0 takes the pool of 4."],
    rollsLeft: 0,
    also: (st) => expect(twelves.result(st)).toEqual({ winners: [0], scores: [2, -2] }),
  },
  {
    name: "leaving in the second betting pass leaves one participant, who takes unequal bets",
    seats: 3,
    rolls: [1, 2, 3, 4, 5, 6],
    moves: [
      [0, M],
      [1, D],
      [2, L],
      [0, D],
      [1, L],
    ],
    viewer: null,
    view: {
      stage: "over",
      players: [
        pub(0, { bet: 4, doubled: true, net: 3 }),
        pub(1, { status: "out", bet: 2, doubled: true, net: -2 }),
        pub(2, { status: "out" }),
      ],
      history: [{ game: 1, pool: 7, winners: [0], shares: [7], end: "last", showdown: null }],
    },
    rollsLeft: 0,
  },
];

describe("Twelves audit: flow", () => {
  it.each(cases.map((c) => [c.name, c] as const))("%s", (_name, c) => {
    runScenario(c);
  });
});
