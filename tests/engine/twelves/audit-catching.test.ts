// Audit of the rulings "Catching" and "Watch by anyone": exact views after each.
import { describe, expect, it } from "vitest";
import { twelves } from "../../../src/engine/twelves";
import { DRY, refusal } from "./helpers";
import { L, M, own, pub, runScenario, W, WATCH, type Scenario } from "./audit-run";
import { caught } from "./audit-catches";

const cases: Scenario[] = [
  {
    name: "Watch catches an equal roll backwards and forwards; a Swap caught as used rolls no die; one left takes the pool",
    seats: 3,
    // s0 Cheat 7,2 (7); s1 Watch 7,1 (7); s2 Swap 7,3 (7): caught, the sentinel 12 is never rolled.
    rolls: [5, 6, 3, 4, 7, 8, 7, 2, 7, 1, 7, 3, 12],
    moves: [
      [0, M],
      [1, M],
      [2, M],
      [0, { type: "cheat", die: 0, delta: 1 }],
      [1, WATCH],
      [2, { type: "swap", die: 0 }],
    ],
    viewer: 2,
    view: {
      stage: "over",
      turn: null,
      pool: 0,
      order: [1],
      players: [pub(0, { status: "removed" }), pub(1, { net: 2 }), own(2, [7, 8], { status: "removed" })],
      actions: [
        { seat: 0, type: "secret" },
        { seat: 1, type: "watch" },
        { seat: 2, type: "swap", die: 0, caught: true },
      ],
      catches: [caught(1, 0, "cheat"), caught(1, 2, "swap")],
      history: [{ game: 1, pool: 3, winners: [1], shares: [3], end: "last", showdown: null }],
    },
    logs: [
      "Seat 2 used Swap and is caught by the Watch of Seat 1: removed from the game.",
      "Seat 1 takes the pool of 3.",
    ],
    rollsLeft: 1,
    also: (st) => {
      expect(st.players[0]!.hand).toEqual([6, 6]);
      expect(twelves.result(st)).toEqual({ winners: [1], scores: [-1, 2, -1] });
    },
  },
  {
    name: "an Intimidate bonus raises the Watch's roll value, which catches an equal earlier Cheat",
    seats: 3,
    rolls: [5, 6, 3, 4, 7, 8, 7, 1, 9, 9, ...DRY, ...DRY, 5, 5],
    moves: [
      [0, M],
      [1, M],
      [2, M],
      [0, { type: "cheat", die: 0, delta: 1 }],
      [1, { type: "intimidate" }],
      [2, W],
      [0, W],
      [1, WATCH],
    ],
    viewer: 1,
    view: {
      stage: "actions",
      pass: 2,
      turn: 2,
      order: [1, 2],
      players: [pub(0, { status: "removed" }), own(1, [3, 4]), pub(2)],
      catches: [caught(1, 0, "cheat")],
    },
    logs: ["Your Watch roll (Awareness with Sight): 5 and 5 (+2 Intimidate) → 7 and 7; roll value 7."],
    rollsLeft: 0,
  },
  {
    name: "a Watch in the second pass catches a first-pass Cheat of someone later in the order; the pass goes on in order",
    seats: 3,
    rolls: [5, 6, 3, 4, 7, 8, ...DRY, ...DRY, 3, 3, 5, 5],
    moves: [
      [0, M],
      [1, M],
      [2, M],
      [0, W],
      [1, W],
      [2, { type: "cheat", die: 0, delta: 1 }],
      [0, WATCH],
    ],
    viewer: 2,
    view: {
      stage: "actions",
      pass: 2,
      turn: 1,
      order: [0, 1],
      players: [pub(0), pub(1), own(2, [8, 8], { status: "removed" })],
      catches: [caught(0, 2, "cheat")],
    },
    toAct: [1],
    rollsLeft: 0,
    also: (st) => expect(twelves.legal(st, 2)).toEqual([{ type: "watch" }]),
  },
  {
    name: "after a removal, only those still in get a new die (in turn order) and the next round's catches start empty",
    seats: 3,
    rolls: [5, 6, 3, 4, 7, 8, ...DRY, ...DRY, 3, 3, 5, 5, ...DRY, 9, 10],
    moves: [
      [0, M],
      [1, M],
      [2, M],
      [0, W],
      [1, W],
      [2, { type: "cheat", die: 0, delta: 1 }],
      [0, WATCH],
      [1, W],
    ],
    viewer: 0,
    view: {
      round: 2,
      stage: "betting",
      pass: 1,
      turn: 0,
      order: [0, 1],
      actions: [],
      catches: [],
      players: [own(0, [5, 6, 9]), pub(1, { handCount: 3 }), pub(2, { status: "removed" })],
    },
    rollsLeft: 0,
    also: (st) => expect(twelves.legal(st, 2)).toEqual([]),
  },
  {
    name: "a Watch from outside removes the participant whose turn it is; the next one acts",
    seats: 4,
    rolls: [5, 6, 3, 4, 7, 8, 9, 10, ...DRY, 2, 2, ...DRY, ...DRY, 3, 3],
    moves: [
      [0, M],
      [1, M],
      [2, M],
      [3, L],
      [0, W],
      [1, { type: "cheat", die: 0, delta: 1 }],
      [2, W],
      [0, W],
      [3, WATCH],
    ],
    viewer: null,
    view: {
      stage: "actions",
      pass: 2,
      turn: 2,
      order: [0, 2],
      players: [pub(0), pub(1, { status: "removed" }), pub(2), pub(3, { status: "out", outWatched: true })],
      actions: [
        { seat: 0, type: "water", success: false },
        { seat: 1, type: "secret" },
        { seat: 2, type: "water", success: false },
        { seat: 0, type: "water", success: false },
        { seat: 3, type: "watch", out: true },
      ],
      catches: [caught(3, 1, "cheat")],
    },
    toAct: [2],
    rollsLeft: 0,
    also: (st) => {
      expect(twelves.legal(st, 3)).toEqual([]);
      expect(refusal(st, 3, WATCH)).toBe("move/already_watched");
      expect(twelves.legal(st, 1)).toEqual([{ type: "watch" }]);
    },
  },
];

describe("Twelves audit: catching", () => {
  it.each(cases.map((c) => [c.name, c] as const))("%s", (_name, c) => {
    runScenario(c);
  });
});
