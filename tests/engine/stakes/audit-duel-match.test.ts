// Audit: a whole Stakes Duel scripted to a 4–2 finish through every way a round
// can end (cold twist busting the live player, exact banks stealing both ways
// into a push, a flip bust, a closer exact bank, a bank over the final target
// beating a bust, a plain closer bank, a dry loser), checked round by round.
import { describe, expect, it } from "vitest";
import { stakes, type StakesState } from "../../../src/engine/stakes";
import type { StakesView } from "../../../src/engine/stakes/view";
import { BANK, F, game, PASS, play, T, view } from "./helpers";
import { logLines } from "../../../src/engine/log";
import { logIn } from "../../../src/engine/registry";

type Row = [
  status: string,
  row: string[],
  total: number,
  leverage: number,
  roundScores: number[],
  wins: number,
  score: number,
];

function seats(v: StakesView): Row[] {
  return v.players.map((p) => [p.status, p.row, p.total, p.leverage, p.roundScores, p.wins!, p.score]);
}

const DECK = [
  "10C",
  "9H",
  "9C", // 1: target 19, cold-twisted to 15
  "10D",
  "10S",
  "2C",
  "2H", // 2: target 12
  "9D",
  "8D",
  "9S", // 3: target 16
  "7D",
  "6D",
  "7C",
  "5D",
  "2D", // 4: target 14
  "10H",
  "8C",
  "8H",
  "6C", // 5: target 22, twisted to 17, then 12
  "7S",
  "7H",
  "6S",
  "6H",
  "AS", // 6: target 20
  "5S",
  "5H",
  "4C",
  "4H",
  "3H", // 7: target 13
];
const ROLLS = [4, 5, 1, 1, 1, 3, 3, 2, 2, 6, 6, 1, 1, 5, 5, 1, 2, 4, 4];

const rounds: ((s: StakesState) => StakesState)[] = [
  // Seat 0 banks 10; seat 1 reaches 18; seat 0 twists cold, B 5 → 1: seat 1 busts.
  (s) => play(s, [0, F], [1, F], [0, BANK], [1, F], [0, T("B")]),
  // Both bank 12 exactly on 12, each stealing a die: a push.
  (s) => play(s, [1, F], [0, F], [1, F], [0, F], [1, BANK], [0, BANK]),
  // Seat 0 busts at 18 on a flip; seat 1 banks 8.
  (s) => play(s, [0, F], [1, F], [0, F], [1, BANK]),
  // Seat 0 banks 14 exactly (steals); seat 1 goes on to 13, seat 0 passes, seat 1 banks.
  (s) => play(s, [0, F], [1, F], [0, F], [1, F], [0, BANK], [1, F], [0, PASS], [1, BANK]),
  // Seat 1 banks 18 at 22; seat 0 twists A to 1 (17); seat 1 twists B cold to 1 (12): seat 0 busts at 14.
  (s) => play(s, [1, F], [0, F], [1, F], [0, F], [1, BANK], [0, T("A")], [1, T("B")]),
  // Seat 0 banks 13, passes its cold turn; seat 1 (no dice) banks 14 at 20.
  (s) => play(s, [0, F], [1, F], [0, F], [1, F], [0, BANK], [1, F], [0, PASS], [1, BANK]),
  // Both dry: seat 0 banks 9 and is skipped from then on; seat 1 banks 12 at 13.
  (s) => play(s, [0, F], [1, F], [0, F], [1, F], [0, BANK], [1, F], [1, BANK]),
];

function afterRounds(n: number): StakesState {
  let s = game(2, DECK, ROLLS);
  for (let i = 0; i < n; i++) s = rounds[i]!(s);
  return s;
}

interface Checkpoint {
  round: number;
  outcome: { round: number; target: number; result: string; winner: number | null; paid: number[] };
  next: { round: number; dice: { A: number; B: number }; target: number; firstPlayer: number; turn: number | null };
  pot: number;
  players: [Row, Row];
}

const live = (leverage: number, roundScores: number[], wins: number): Row => [
  "live",
  [],
  0,
  leverage,
  roundScores,
  wins,
  wins,
];

const CHECKPOINTS: Checkpoint[] = [
  {
    round: 1,
    outcome: { round: 1, target: 15, result: "win", winner: 0, paid: [1] },
    next: { round: 2, dice: { A: 1, B: 1 }, target: 12, firstPlayer: 1, turn: 1 },
    pot: 2,
    players: [live(3, [10], 1), live(3, [0], 0)],
  },
  {
    round: 2,
    outcome: { round: 2, target: 12, result: "push", winner: null, paid: [] },
    next: { round: 3, dice: { A: 3, B: 3 }, target: 16, firstPlayer: 0, turn: 0 },
    pot: 2,
    players: [live(3, [10, 12], 1), live(3, [0, 12], 0)],
  },
  {
    round: 3,
    outcome: { round: 3, target: 16, result: "win", winner: 1, paid: [0] },
    next: { round: 4, dice: { A: 2, B: 2 }, target: 14, firstPlayer: 0, turn: 0 },
    pot: 3,
    players: [live(2, [10, 12, 0], 1), live(3, [0, 12, 8], 1)],
  },
  {
    round: 4,
    outcome: { round: 4, target: 14, result: "win", winner: 0, paid: [1] },
    next: { round: 5, dice: { A: 6, B: 6 }, target: 22, firstPlayer: 1, turn: 1 },
    pot: 4,
    players: [live(3, [10, 12, 0, 14], 2), live(1, [0, 12, 8, 13], 1)],
  },
  {
    round: 5,
    outcome: { round: 5, target: 12, result: "win", winner: 1, paid: [0] },
    next: { round: 6, dice: { A: 5, B: 5 }, target: 20, firstPlayer: 0, turn: 0 },
    pot: 7,
    players: [live(1, [10, 12, 0, 14, 0], 2), live(0, [0, 12, 8, 13, 18], 2)],
  },
  {
    round: 6,
    outcome: { round: 6, target: 20, result: "win", winner: 1, paid: [0] },
    next: { round: 7, dice: { A: 1, B: 2 }, target: 13, firstPlayer: 0, turn: 0 },
    pot: 8,
    players: [live(0, [10, 12, 0, 14, 0, 13], 2), live(0, [0, 12, 8, 13, 18, 14], 3)],
  },
  {
    // Seat 1's fourth win ends the match: rows stay, nothing is rerolled, the dry loser pays nothing.
    round: 7,
    outcome: { round: 7, target: 13, result: "win", winner: 1, paid: [] },
    next: { round: 7, dice: { A: 1, B: 2 }, target: 13, firstPlayer: 0, turn: null },
    pot: 8,
    players: [
      ["banked", ["5S", "4C"], 9, 0, [10, 12, 0, 14, 0, 13, 9], 2, 2],
      ["banked", ["5H", "4H", "3H"], 12, 0, [0, 12, 8, 13, 18, 14, 12], 4, 4],
    ],
  },
];

describe("audit: a whole Duel, round by round", () => {
  it.each(CHECKPOINTS)("round $round ends as the Duel rules judge it", (c) => {
    const s = afterRounds(c.round);
    for (const seat of [null, 0, 1]) {
      const v = view(s, seat);
      expect(v.outcomes!.at(-1)).toEqual(c.outcome);
      expect(v.outcomes!.length).toBe(c.round);
      expect(v).toMatchObject({ ...c.next, pot: c.pot, pending: null });
      expect(seats(v)).toEqual(c.players);
      // Leverage dice are conserved: 4 each at the start.
      expect(v.pot + v.players[0]!.leverage + v.players[1]!.leverage).toBe(8);
    }
    expect(stakes.toAct(s)).toEqual(c.next.turn === null ? [] : [c.next.turn]);
  });

  it("ends 4–2 for seat 1, with the last spare rolls unused", () => {
    const s = afterRounds(7);
    expect(stakes.result(s)).toEqual({ winners: [1], scores: [2, 4] });
    expect(s.random.rolls).toEqual([4, 4]);
    expect(logLines(s.log, logIn("en")).at(-1)!.text).toBe("Seat 1 wins the match 4–2.");
  });

  it("a cold twist busts the live player at once and ends the round", () => {
    const before = play(game(2, DECK, ROLLS), [0, F], [1, F], [0, BANK], [1, F]);
    expect(stakes.legal(before, 0)).toEqual([T("A"), T("B"), PASS]);
    const s = play(before, [0, T("B")]);
    expect(s.outcomes[0]!.winner).toBe(0);
    expect(logLines(s.log, logIn("en")).map((e) => e.text)).toContain("Seat 0's twist busts Seat 1 at 18.");
    expect(s.lastEvent).toEqual({ type: "twist", seat: 0, die: "B", from: 5, to: 1, busts: [1] });
  });

  it("exact banks steal from the opponent at the moment of banking", () => {
    const s = afterRounds(1);
    const one = play(s, [1, F], [0, F], [1, F], [0, F], [1, BANK]);
    expect(seats(view(one, null))).toEqual([
      ["live", ["10S", "2H"], 12, 2, [10], 1, 1],
      ["banked", ["10D", "2C"], 12, 4, [0, 12], 0, 0],
    ]);
    expect(view(one, null).players.map((p) => p.exact)).toEqual([false, true]);
    expect(stakes.toAct(one)).toEqual([0]);
  });

  it("a banked player over the final target still beats a bust, and no dice means skipped", () => {
    const mid = play(afterRounds(4), [1, F], [0, F], [1, F], [0, F], [1, BANK], [0, T("A")]);
    // Seat 1 is banked at 18 over the new target of 17 and does not bust.
    expect(seats(view(mid, null))[1]).toEqual(["banked", ["10H", "8H"], 18, 1, [0, 12, 8, 13, 18], 1, 1]);
    expect(view(mid, null).target).toBe(17);
    expect(stakes.toAct(mid)).toEqual([1]);
    // Round 7: seat 0 banked without dice is skipped; seat 1 flips twice in a row.
    const r7 = play(afterRounds(6), [0, F], [1, F], [0, F], [1, F], [0, BANK]);
    expect(stakes.toAct(r7)).toEqual([1]);
    expect(stakes.toAct(play(r7, [1, F]))).toEqual([1]);
  });
});
