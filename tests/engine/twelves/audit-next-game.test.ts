// Audit of a match's next game: first participant to the left (past a resigned seat),
// seat order again, fresh state, and the pool as the sum of all bets.
import { describe, expect, it } from "vitest";
import { twelves } from "../../../src/engine/twelves";
import { play, start } from "./helpers";
import { L, M, own, pub, runScenario, WATCH, type Scenario } from "./audit-run";

const cases: Scenario[] = [
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
