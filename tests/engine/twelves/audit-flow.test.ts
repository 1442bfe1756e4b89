// Audit of the game's flow: betting passes and the table limit, Shove re-entering the
// order (acting again, with removals in between), the showdown's tie-breaks and a
// match's next game (first participant to the left, seat order again, fresh state).
import { describe, expect, it } from "vitest";
import { twelves } from "../../../src/engine/twelves";
import { DRY, play, start } from "./helpers";
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
    name: "next game: the first participant is the next seat, the order is seat order again (not the Shoved one), setup rolls in it",
    seats: 3,
    games: 2,
    // s0 Shoves to 1 and acts again; s1 and s0 Cheat (2); s2's Watch (3) removes both: s2 takes 3.
    rolls: [5, 6, 3, 4, 7, 8, 6, 6, 2, 2, 2, 2, 3, 3, 1, 2, 3, 4, 11, 12],
    moves: [
      [0, M],
      [1, M],
      [2, M],
      [0, { type: "shove", to: 1 }],
      [1, { type: "cheat", die: 0, delta: 1 }],
      [0, { type: "cheat", die: 0, delta: 1 }],
      [2, WATCH],
    ],
    viewer: 0,
    view: {
      game: 2,
      games: 2,
      first: 1,
      round: 1,
      stage: "betting",
      pass: 1,
      turn: 1,
      order: [1, 2, 0],
      pool: 3,
      highestBet: 1,
      actions: [],
      catches: [],
      players: [own(0, [11, 12], { net: -2 }), pub(1, { net: -2 }), pub(2, { net: 1 })],
      history: [{ game: 1, pool: 3, winners: [2], shares: [3], end: "last", showdown: null }],
    },
    toAct: [1],
    rollsLeft: 0,
    also: (st) => expect(st.players[1]!.hand).toEqual([1, 2]),
  },
  {
    name: "a Rig pending when a game ends does not carry into the next game",
    seats: 2,
    games: 2,
    rolls: [5, 6, 3, 4, 12, 12, 2, 2, 5, 5, 8, 9, 10, 11],
    moves: [
      [0, M],
      [1, M],
      [0, { type: "rig", face: 3 }],
      [1, { type: "cheat", die: 0, delta: 1 }],
      [0, WATCH],
    ],
    viewer: 0,
    view: {
      game: 2,
      first: 1,
      order: [1, 0],
      turn: 1,
      pool: 2,
      players: [own(0, [10, 11], { net: 0 }), pub(1, { net: -2 })],
      history: [{ game: 1, pool: 2, winners: [0], shares: [2], end: "last", showdown: null }],
    },
    rollsLeft: 0,
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

describe("Twelves audit: the pool is the sum of all bets", () => {
  it("a seat that resigned antes nothing in later games, so its bet there is 0", () => {
    let st = start(3, [1, 2, 3, 4, 5, 6], { games: 2 });
    st = twelves.resign!(st, 2)!;
    st = play(st, 0, L);
    expect(st.game).toBe(2);
    const v = twelves.view(st, null) as unknown as { pool: number; players: { bet: number }[] };
    expect(v.players.map((p) => p.bet)).toEqual([1, 1, 0]);
    expect(v.pool).toBe(2);
    expect(st.net).toEqual([-2, 1, -1]);
  });
});

describe("Twelves audit: the first participant passes to the left past a resigned seat", () => {
  it("the game after a resignation starts with the next seat still in the match, and the one after with the seat left of that", () => {
    let st = start(3, [1, 2, 3, 4, 5, 6], { games: 3 });
    st = twelves.resign!(st, 1)!;
    st = play(st, 0, L);
    expect({ game: st.game, first: st.first, order: st.order }).toEqual({ game: 2, first: 2, order: [2, 0] });
    expect(twelves.toAct(st)).toEqual([2]);
    st = play(st, 2, L);
    expect({ game: st.game, first: st.first, order: st.order }).toEqual({ game: 3, first: 0, order: [0, 2] });
    expect(twelves.toAct(st)).toEqual([0]);
  });
});
