// Audit: a whole 3-seat table game scripted through every rule that changes the
// public state (twist busting the flipper's neighbour, exact hits with and without
// a die in the pot, King nudge, Queen shield, Jack swap, the pot across rounds,
// fixture rolls consumed A, B per round and one per twist, nothing rolled after
// round 5), checked round by round against the view a client sees.
import { describe, expect, it } from "vitest";
import { stakes, type StakesState } from "../../../src/engine/stakes";
import type { StakesView } from "../../../src/engine/stakes/view";
import { BANK, F, game, N, play, SWAP, T, view } from "./helpers";
import { logLines } from "../../../src/engine/log";
import { logIn } from "../../../src/engine/registry";

type Row = [
  status: string,
  row: string[],
  total: number,
  shield: boolean,
  leverage: number,
  roundScores: number[],
  score: number,
];

function seats(v: StakesView): Row[] {
  return v.players.map((p) => [p.status, p.row, p.total, p.shield, p.leverage, p.roundScores, p.score]);
}

const DECK = [
  // Round 1 (target 19, then 15)
  "10C",
  "9H",
  "8D",
  "9C",
  "7D",
  "6H",
  // Round 2 (target 16, nudged to 17)
  "KH",
  "QS",
  "10S",
  "8C",
  "10D",
  "5C",
  "9D",
  "9S",
  "7C",
  // Round 3 (target 22, twisted to 18): the Jack shows AS, 2S and seat 2 swaps them
  "JC",
  "AS",
  "2S",
  "10H",
  "3C",
  // Round 4 (target 12)
  "6S",
  "6D",
  "6C",
  "5S",
  "7S",
  "4S",
  "2D",
  // Round 5 (target 15)
  "8S",
  "8H",
  "7H",
  "5D",
  "5H",
  "4D",
  "3S",
];
// A, B for round 1; twist B; A, B round 2; A, B round 3; twist A; round 4; round 5; two spare.
const ROLLS = [4, 5, 1, 3, 3, 6, 6, 2, 1, 1, 2, 3, 6, 6];

interface Checkpoint {
  after: string;
  s: () => StakesState;
  round: number;
  dice: { A: number; B: number };
  target: number;
  pot: number;
  firstPlayer: number;
  turn: number | null;
  deckCount: number;
  discardCount: number;
  players: Row[];
}

const r1 = () =>
  play(
    game(3, DECK, ROLLS),
    [0, F],
    [1, F],
    [2, F],
    [0, F], // 10, 9, 8, then seat 0 at 19
    [1, T("B")], // B 5 → 1: target 15, seat 0 busts at 19
    [2, F],
    [1, F], // 15, 15
    [2, BANK], // exact: 20 and the pot's die
    [1, BANK],
  ); // exact: 20, pot empty
const r2 = () =>
  play(
    r1(),
    [1, F],
    [1, N("B", 1)], // King: B 3 → 4, target 17
    [2, F],
    [0, F],
    [1, F],
    [2, F],
    [0, F],
    [1, F], // QS; 10S; 8C; 10D; 5C; 9D (17)
    [2, F], // 9S would bust seat 2 at 19: the shield discards it
    [0, BANK],
    [1, BANK],
    [2, F],
    [2, BANK],
  ); // 15; 17 exact; 7C then 17 exact
const r3 = () =>
  play(
    r2(),
    [2, F],
    [2, SWAP], // Jack: AS, 2S become 2S, AS
    [0, F],
    [1, F],
    [2, F], // 2S, AS, 10H
    [0, T("A")], // A 6 → 2: target 18
    [1, F],
    [2, BANK],
    [0, BANK],
    [1, BANK],
  ); // 3C
const r4 = () =>
  play(
    r3(),
    [0, F],
    [1, F],
    [2, F],
    [0, F], // 6, 6, 6, seat 0 at 11
    [1, F], // 7S: seat 1 busts at 13
    [2, F],
    [0, BANK],
    [2, F],
    [2, BANK],
  ); // 4S; seat 0 banks 11; 2D, 12 exact with the pot's die
const r5 = () => play(r4(), [1, F], [2, F], [0, F], [1, F], [2, F], [0, F], [1, BANK], [2, BANK], [0, F], [0, BANK]);

const CHECKPOINTS: Checkpoint[] = [
  {
    after: "round 1",
    s: r1,
    round: 2,
    dice: { A: 3, B: 3 },
    target: 16,
    pot: 0,
    firstPlayer: 1,
    turn: 1,
    deckCount: 46,
    discardCount: 6,
    players: [
      ["live", [], 0, false, 3, [0], 0],
      ["live", [], 0, false, 2, [20], 20],
      ["live", [], 0, false, 4, [20], 20],
    ],
  },
  {
    after: "round 2",
    s: r2,
    round: 3,
    dice: { A: 6, B: 6 },
    target: 22,
    pot: 0,
    firstPlayer: 2,
    turn: 2,
    deckCount: 37,
    discardCount: 15,
    players: [
      ["live", [], 0, false, 3, [0, 15], 15],
      ["live", [], 0, false, 2, [20, 22], 42],
      ["live", [], 0, false, 4, [20, 22], 42],
    ],
  },
  {
    after: "round 3",
    s: r3,
    round: 4,
    dice: { A: 1, B: 1 },
    target: 12,
    pot: 1,
    firstPlayer: 0,
    turn: 0,
    deckCount: 32,
    discardCount: 20,
    players: [
      ["live", [], 0, false, 2, [0, 15, 2], 17],
      ["live", [], 0, false, 2, [20, 22, 4], 46],
      ["live", [], 0, false, 4, [20, 22, 10], 52],
    ],
  },
  {
    after: "round 4",
    s: r4,
    round: 5,
    dice: { A: 2, B: 3 },
    target: 15,
    pot: 0,
    firstPlayer: 1,
    turn: 1,
    deckCount: 25,
    discardCount: 27,
    players: [
      ["live", [], 0, false, 2, [0, 15, 2, 11], 28],
      ["live", [], 0, false, 2, [20, 22, 4, 0], 46],
      ["live", [], 0, false, 5, [20, 22, 10, 17], 69],
    ],
  },
  {
    // The match is over: nothing rerolled (the spare rolls stay unused), rows stay on view.
    after: "round 5",
    s: r5,
    round: 5,
    dice: { A: 2, B: 3 },
    target: 15,
    pot: 0,
    firstPlayer: 1,
    turn: null,
    deckCount: 18,
    discardCount: 27,
    players: [
      ["banked", ["7H", "4D", "3S"], 14, false, 2, [0, 15, 2, 11, 14], 42],
      ["banked", ["8S", "5D"], 13, false, 2, [20, 22, 4, 0, 13], 59],
      ["banked", ["8H", "5H"], 13, false, 5, [20, 22, 10, 17, 13], 82],
    ],
  },
];

describe("audit: a whole table game, round by round", () => {
  it.each(CHECKPOINTS)("after $after the view shows the next round as the rules set it up", (c) => {
    const s = c.s();
    for (const seat of [null, 0, 1, 2]) {
      const v = view(s, seat);
      expect(v).toMatchObject({
        round: c.round,
        dice: c.dice,
        target: c.target,
        pot: c.pot,
        firstPlayer: c.firstPlayer,
        turn: c.turn,
        deckCount: c.deckCount,
        discardCount: c.discardCount,
        pending: null,
      });
      expect(seats(v)).toEqual(c.players);
    }
    expect(stakes.toAct(s)).toEqual(c.turn === null ? [] : [c.turn]);
    // The first turn of every round is a flip and nothing else.
    if (c.turn !== null) expect(stakes.legal(s, c.turn)).toEqual([F]);
  });

  it("ends after round 5 with the highest total the only winner", () => {
    const s = r5();
    expect(stakes.result(s)).toEqual({ winners: [2], scores: [42, 59, 82] });
    expect(s.random.rolls).toEqual([6, 6]);
    expect(logLines(s.log, logIn("en")).at(-1)!.text).toBe("Game over: Seat 2 wins with 82.");
  });

  it("inside round 1: a twist busts the seat over the new target and exact banks share out one pot die", () => {
    const twisted = play(game(3, DECK, ROLLS), [0, F], [1, F], [2, F], [0, F], [1, T("B")]);
    expect(view(twisted, null)).toMatchObject({ dice: { A: 4, B: 1 }, target: 15, pot: 1, turn: 2, discardCount: 2 });
    expect(seats(view(twisted, null))).toEqual([
      ["bust", [], 19, false, 3, [0], 0],
      ["live", ["9H"], 9, false, 2, [], 0],
      ["live", ["8D"], 8, false, 3, [], 0],
    ]);
    expect(twisted.lastEvent).toEqual({ type: "twist", seat: 1, die: "B", from: 5, to: 1, busts: [0] });
    const firstExact = play(twisted, [2, F], [1, F], [2, BANK]);
    expect(view(firstExact, null)).toMatchObject({ pot: 0, turn: 1 });
    expect(seats(view(firstExact, null))[2]).toEqual(["banked", ["8D", "7D"], 15, false, 4, [20], 20]);
  });

  it("inside round 2: the shield discards the busting card, keeping row and total", () => {
    const s = play(r1(), [1, F], [1, N("B", 1)], [2, F], [0, F], [1, F], [2, F], [0, F], [1, F]);
    expect(seats(view(s, null))[2]).toEqual(["live", ["QS", "10D"], 10, true, 4, [20], 20]);
    const t = play(s, [2, F]);
    expect(seats(view(t, null))[2]).toEqual(["live", ["QS", "10D"], 10, false, 4, [20], 20]);
    expect(view(t, null)).toMatchObject({ target: 17, discardCount: 7, turn: 0 });
    expect(t.lastEvent).toEqual({ type: "flip", seat: 2, card: "9S", shielded: true, busts: [] });
  });

  it("inside round 3: only the swapping seat knows the new order, until the cards are drawn", () => {
    const s = play(r2(), [2, F], [2, SWAP]);
    expect(view(s, 2).known).toEqual(["2S", "AS"]);
    for (const seat of [null, 0, 1]) expect(view(s, seat).known).toBeUndefined();
    const t = play(s, [0, F]);
    expect(t.players[0]!.row).toEqual(["2S"]);
    expect(view(t, 2).known).toEqual(["AS"]);
    expect(view(play(t, [1, F]), 2).known).toBeUndefined();
  });
});
