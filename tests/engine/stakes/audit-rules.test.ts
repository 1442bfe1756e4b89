// Audit: rule corners the other Stakes tests reach only in part, each checked on
// the view a client sees (rules page: components, card values, busting order,
// shields against nudges, exact hits judged once, reshuffles, peek knowledge,
// the Duel's self-inflicted bust).
import { describe, expect, it } from "vitest";
import { stakes } from "../../../src/engine/stakes";
import { BANK, deckOf, F, game, KEEP, N, PASS, play, T, view, withDeck } from "./helpers";

describe("audit: setup by seat count", () => {
  it.each([
    [2, true, 4],
    [3, false, 3],
    [4, false, 3],
    [5, false, 3],
    [6, false, 3],
  ])("%i seats: duel %s, %i leverage dice each, empty pot, seat 0 flips first", (seats, duel, dice) => {
    const s = game(seats, [], [2, 6]);
    const v = view(s, null);
    expect(v).toMatchObject({
      duel,
      round: 1,
      dice: { A: 2, B: 6 },
      target: 18,
      pot: 0,
      deckCount: 52,
      discardCount: 0,
      firstPlayer: 0,
      turn: 0,
    });
    expect(
      v.players.map((p) => [p.seat, p.status, p.leverage, p.row, p.total, p.shield, p.roundScores, p.score]),
    ).toEqual(Array.from({ length: seats }, (_, i) => [i, "live", dice, [], 0, false, [], 0]));
    if (duel) expect([v.winsNeeded, v.roundsToPlay, v.outcomes]).toEqual([4, undefined, []]);
    else expect([v.winsNeeded, v.roundsToPlay, v.outcomes]).toEqual([undefined, 5, undefined]);
    expect(stakes.toAct(s)).toEqual([0]);
    expect(stakes.legal(s, 0)).toEqual([F]);
  });
});

describe("audit: every rank's value", () => {
  it.each([
    ["AC", 1],
    ["2D", 2],
    ["3S", 3],
    ["4H", 4],
    ["5S", 5],
    ["6C", 6],
    ["7D", 7],
    ["8H", 8],
    ["9S", 9],
    ["10C", 10],
    ["JH", 0],
    ["QD", 0],
    ["KS", 0],
  ])("%s adds %i to the row", (card, value) => {
    // Seat 0 holds 10S already; the second flip is the card under test.
    const s = play(game(3, ["10S", "2C", "3C", card, "4C", "5C"], [6, 6]), [0, F], [1, F], [2, F], [0, F]);
    expect(view(s, null).players[0]).toMatchObject({ status: "live", row: ["10S", card], total: 10 + value });
    expect(view(s, null).deckCount).toBe(48);
  });
});

describe("audit: a nudge's busts", () => {
  // 4 seats, target 13 (A 1, B 2). Seats 0, 2 and 3 reach 13, seat 1 stays at 11;
  // seat 0 holds a Queen's shield. Seat 2's King nudges B down: target 12.
  const deck = ["10C", "10D", "10H", "10S", "3C", "AD", "3H", "3S", "QC", "QD", "KH"];
  const before = () =>
    play(game(4, deck, [1, 2]), [0, F], [1, F], [2, F], [3, F], [0, F], [1, F], [2, F], [3, F], [0, F], [1, F], [2, F]);

  it("bust every live player over the new target in seat order from the nudger, wrapping, shield or not", () => {
    const s = before();
    expect(view(s, null).players.map((p) => [p.total, p.shield])).toEqual([
      [13, true],
      [11, true],
      [13, false],
      [13, false],
    ]);
    expect(view(s, null).pending).toEqual({ type: "nudge", seat: 2 });
    const t = play(s, [2, N("B", -1)]);
    const v = view(t, null);
    expect(v).toMatchObject({ target: 12, pot: 0, turn: 1, discardCount: 8 });
    expect(v.players.map((p) => [p.status, p.row, p.total, p.leverage, p.roundScores])).toEqual([
      ["bust", [], 13, 3, [0]],
      ["live", ["10D", "AD", "QD"], 11, 3, []],
      ["bust", [], 13, 3, [0]],
      ["bust", [], 13, 3, [0]],
    ]);
    expect(t.lastEvent).toEqual({ type: "nudge", seat: 2, die: "B", from: 2, to: 1, busts: [2, 3, 0] });
    expect(t.discard).toEqual(["10H", "3H", "KH", "10S", "3S", "10C", "3C", "QC"]);
    // The one live player left keeps the turn.
    expect(stakes.toAct(play(t, [1, F]))).toEqual([1]);
  });
});

describe("audit: exact hits are judged once, at the bank", () => {
  it("a later twist landing the target on a banked total gives no bonus", () => {
    // Target 19; seat 0 banks 15; seat 1 twists B 5 → 1: target 15.
    const s = play(
      game(3, ["10C", "2H", "3H", "5S", "4C", "4D"], [4, 5, 1]),
      [0, F],
      [1, F],
      [2, F],
      [0, F],
      [1, F],
      [2, F],
      [0, BANK],
      [1, T("B")],
    );
    const v = view(s, null);
    expect(v.target).toBe(15);
    expect(v.pot).toBe(1);
    expect(v.players[0]).toMatchObject({
      status: "banked",
      total: 15,
      exact: false,
      roundScores: [15],
      score: 15,
      leverage: 3,
    });
  });
});

describe("audit: reshuffle", () => {
  it("leaves banked rows on the table and out of the new deck", () => {
    // Target 19. Seat 0 banks 10C + 9H; the deck then runs dry.
    const s = withDeck(
      play(
        game(3, ["10C", "5H", "6H", "9H", "2C", "3C"], [4, 5]),
        [0, F],
        [1, F],
        [2, F],
        [0, F],
        [1, F],
        [2, F],
        [0, BANK],
      ),
      [],
    );
    expect(view(s, null)).toMatchObject({ deckCount: 0, discardCount: 46, turn: 1 });
    const t = play(s, [1, F]);
    expect(view(t, null)).toMatchObject({ deckCount: 45, discardCount: 0 });
    expect(view(t, null).players[0]).toMatchObject({ status: "banked", row: ["10C", "9H"], total: 19 });
    expect(view(t, null).players[1]!.row.slice(0, 2)).toEqual(["5H", "2C"]);
    for (const c of ["10C", "9H", "5H", "2C", "6H", "3C"]) expect(deckOf(t)).not.toContain(c);
  });
});

describe("audit: peek knowledge", () => {
  it("lasts into the next round while the cards are still in the deck", () => {
    // Target 19: 5, 6, 7, then seat 0's Jack shows 2C, 3C; everyone banks.
    const s = play(
      game(3, ["5H", "6H", "7H", "JC", "2C", "3C"], [4, 5, 1, 1]),
      [0, F],
      [1, F],
      [2, F],
      [0, F],
      [0, KEEP],
      [1, BANK],
      [2, BANK],
      [0, BANK],
    );
    expect(view(s, null).round).toBe(2);
    expect(view(s, 0).known).toEqual(["2C", "3C"]);
    expect(view(s, 1).known).toBeUndefined();
    const t = play(s, [1, F]);
    expect(t.players[1]!.row).toEqual(["2C"]);
    expect(view(t, 0).known).toEqual(["3C"]);
  });
});

describe("audit: the Duel's own-twist bust", () => {
  it("with the opponent banked, a live player's own twist busting them loses the round", () => {
    // Target 19. Seat 0 banks 10 and passes; seat 1 at 17 twists B 5 → 1 (target 15) and busts.
    const before = play(game(2, ["10C", "9H", "8S"], [4, 5, 1, 3, 3]), [0, F], [1, F], [0, BANK], [1, F], [0, PASS]);
    expect(view(before, null).players[1]).toMatchObject({ status: "live", total: 17, leverage: 4 });
    const s = play(before, [1, T("B")]);
    const v = view(s, null);
    expect(v.outcomes).toEqual([{ round: 1, target: 15, result: "win", winner: 0, paid: [1] }]);
    expect(v).toMatchObject({ round: 2, dice: { A: 3, B: 3 }, target: 16, pot: 2, firstPlayer: 1, turn: 1 });
    expect(v.players.map((p) => [p.status, p.leverage, p.roundScores, p.wins, p.score])).toEqual([
      ["live", 4, [10], 1, 1],
      ["live", 2, [0], 0, 0],
    ]);
  });
});

describe("audit: turns the rules skip or keep", () => {
  it("a twist that rolls the same face still pays its die and changes nothing else", () => {
    const s = play(game(3, ["7H", "9C", "5D"], [4, 5, 5]), [0, F], [1, F], [2, F], [0, T("B")]);
    expect(view(s, null)).toMatchObject({ dice: { A: 4, B: 5 }, target: 19, pot: 1, turn: 1 });
    expect(view(s, null).players.map((p) => [p.status, p.leverage])).toEqual([
      ["live", 2],
      ["live", 3],
      ["live", 3],
    ]);
    expect(s.lastEvent).toEqual({ type: "twist", seat: 0, die: "B", from: 5, to: 5, busts: [] });
  });

  it("a busted Duel player gets no cold turns, dice or not: the live opponent plays on alone", () => {
    // Target 12: seat 0 busts at 19 with all 4 dice; seat 1 flips on.
    const s = play(game(2, ["10C", "2H", "9S", "3H", "4H"], [1, 1]), [0, F], [1, F], [0, F]);
    expect(view(s, null).players.map((p) => [p.status, p.leverage])).toEqual([
      ["bust", 4],
      ["live", 4],
    ]);
    expect(stakes.toAct(s)).toEqual([1]);
    expect(stakes.legal(s, 0)).toEqual([]);
    const t = play(s, [1, F]);
    expect(stakes.toAct(t)).toEqual([1]);
    expect(view(t, null).players[1]).toMatchObject({ status: "live", row: ["2H", "3H"], total: 5 });
  });
});
