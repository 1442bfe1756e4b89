// The table game (3–6 seats): twists, busts on and off turn, banking, exact hits,
// reshuffles, round end and game end.
import { describe, expect, it } from "vitest";
import { stakes, type StakesState } from "../../../src/engine/stakes";
import { BANK, deckOf, F, game, PASS, play, publicLog, refused, T, target, view, withDeck } from "./helpers";

describe("twist", () => {
  it("pays a die into the pot and rerolls the chosen die", () => {
    const s = play(game(3, ["7H", "9C", "5D"], [4, 5, 2]), [0, F], [1, F], [2, F], [0, T("B")]);
    expect(s.dice).toEqual({ A: 4, B: 2 });
    expect(target(s)).toBe(16);
    expect(s.pot).toBe(1);
    expect(s.players.map((p) => p.leverage)).toEqual([2, 3, 3]);
    expect(stakes.toAct(s)).toEqual([1]);
    expect(publicLog(s).at(-1)).toBe("Seat 0 twists die B: 5 → 2. Target 16.");
  });

  it("needs a die", () => {
    const s = structuredClone(play(game(3, ["7H", "9C", "5D"], [4, 5]), [0, F], [1, F], [2, F]));
    s.players[0]!.leverage = 0;
    s.pot = 3;
    expect(stakes.legal(s, 0)).toEqual([F, BANK]);
    expect(refused(s, 0, T("B"))).toBe("move/no_leverage");
  });

  it("busts every live player over the new target, in seat order from the twister", () => {
    // Target 19: seat 0 at 19, seat 2 at 16; seat 1 twists B to 1: target 15.
    const s = play(
      game(3, ["10C", "2H", "10D", "8S", "4D", "6S", "AH"], [4, 5, 1]),
      [0, F],
      [1, F],
      [2, F],
      [0, F],
      [1, F],
      [2, F],
      [0, F],
    );
    expect(s.players.map((p) => p.total)).toEqual([19, 6, 16]);
    const t = play(s, [1, T("B")]);
    expect(t.players.map((p) => [p.status, p.total, p.row.length, p.roundScores])).toEqual([
      ["bust", 19, 0, [0]],
      ["live", 6, 2, []],
      ["bust", 16, 0, [0]],
    ]);
    expect(t.lastEvent).toEqual({ type: "twist", seat: 1, die: "B", from: 5, to: 1, busts: [2, 0] });
    expect(t.discard).toEqual(["10D", "6S", "10C", "8S", "AH"]);
    expect(publicLog(t).slice(-2)).toEqual([
      "Seat 1's twist busts Seat 2 at 16.",
      "Seat 1's twist busts Seat 0 at 19.",
    ]);
    // Busted players are skipped: the twister, the only one live, goes again.
    expect(stakes.toAct(t)).toEqual([1]);
    expect(view(t, null).players[0]).toMatchObject({ status: "bust", row: [], total: 19 });
  });

  it("can bust the twister", () => {
    const s = play(
      game(3, ["10C", "2H", "3D", "9S", "4D", "6S"], [4, 5, 1]),
      [0, F],
      [1, F],
      [2, F],
      [0, F],
      [1, F],
      [2, F],
      [0, T("A")],
    );
    expect(s.players[0]).toMatchObject({ status: "bust", total: 19 });
    expect(publicLog(s)).toContain("Seat 0 busts at 19 (own twist).");
  });
});

describe("busting on a flip", () => {
  it("sends the row to the discard pile at once and keeps the busting total", () => {
    const s = play(game(3, ["10C", "2H", "3D", "10S"], [1, 1]), [0, F], [1, F], [2, F], [0, F]);
    expect(s.players[0]).toMatchObject({ status: "bust", total: 20, row: [], roundScores: [0], score: 0 });
    expect(s.discard).toEqual(["10C", "10S"]);
    expect(publicLog(s).slice(-2)).toEqual(["Seat 0 flips 10S: total 20.", "Seat 0 busts at 20."]);
    expect(s.lastEvent).toMatchObject({ type: "flip", seat: 0, card: "10S", busts: [0] });
    expect(stakes.toAct(s)).toEqual([1]);
    expect(refused(s, 0, F)).toBe("move/not_your_turn");
  });
});

describe("bank", () => {
  it("locks the total: later twists cannot touch it, and banked players are skipped", () => {
    let s = play(
      game(3, ["10C", "2H", "3D", "8S", "4D", "6S"], [4, 5, 1]),
      [0, F],
      [1, F],
      [2, F],
      [0, F],
      [1, F],
      [2, F],
      [0, BANK],
    );
    expect(s.players[0]).toMatchObject({ status: "banked", total: 18, roundScores: [18], score: 18, exact: false });
    expect(publicLog(s).at(-1)).toBe("Seat 0 banks 18.");
    s = play(s, [1, T("A")]);
    expect(target(s)).toBe(16);
    expect(s.players[0]).toMatchObject({
      status: "banked",
      total: 18,
      roundScores: [18],
      score: 18,
      row: ["10C", "8S"],
    });
    expect(stakes.toAct(s)).toEqual([2]);
    s = play(s, [2, F]);
    expect(stakes.toAct(s)).toEqual([1]);
    expect(refused(s, 0, T("B"))).toBe("move/not_your_turn");
  });

  it("exactly on the target scores +5 and takes a die back from the pot", () => {
    // Target 12; seat 1 twists A to 1 (unchanged target) so the pot holds a die.
    const s = play(
      game(3, ["10C", "3H", "4H", "2D", "5H"], [1, 1, 1]),
      [0, F],
      [1, F],
      [2, F],
      [0, F],
      [1, T("A")],
      [2, F],
      [0, BANK],
    );
    expect(s.players[0]).toMatchObject({ total: 12, exact: true, roundScores: [17], score: 17, leverage: 4 });
    expect(s.pot).toBe(0);
    expect(publicLog(s).at(-1)).toBe("Seat 0 banks 12, exactly on target: 17 points and a die back from the pot.");
    expect(s.lastEvent).toEqual({ type: "bank", seat: 0, total: 12, exact: true, busts: [] });
    // Judged once: a later twist moving the target away changes nothing.
    const t = play(
      game(3, ["10C", "3H", "4H", "2D", "5H"], [1, 1, 1, 4]),
      [0, F],
      [1, F],
      [2, F],
      [0, F],
      [1, T("A")],
      [2, F],
      [0, BANK],
      [1, T("B")],
    );
    expect(target(t)).toBe(15);
    expect(t.players[0]).toMatchObject({ status: "banked", exact: true, roundScores: [17], score: 17 });
  });

  it("exactly on the target with an empty pot still scores +5", () => {
    const s = play(
      game(3, ["10C", "3H", "4H", "2D"], [1, 1]),
      [0, F],
      [1, F],
      [2, F],
      [0, F],
      [1, F],
      [2, F],
      [0, BANK],
    );
    expect(s.players[0]).toMatchObject({ roundScores: [17], score: 17, leverage: 3 });
    expect(s.pot).toBe(0);
  });

  it("is not open to a banked player at a table, and only a banked Duel player passes", () => {
    const s = play(game(3, ["10C", "2H", "3D"], [4, 5]), [0, F], [1, F], [2, F], [0, BANK]);
    expect(stakes.legal(s, 1)).toEqual([stakes.parseMove({ type: "flip" }), BANK, T("A"), T("B")]);
    expect(refused(s, 1, PASS)).toBe("move/cannot_pass");
  });
});

describe("reshuffle", () => {
  it("shuffles only the discard pile into a new deck when a card must be drawn", () => {
    let s = play(game(3, ["5H", "6H", "7H"], [4, 5]), [0, F], [1, F], [2, F]);
    s = withDeck(s, []);
    expect(s.discard.length).toBe(49);
    const t = play(s, [0, F]);
    // 49 shuffled in, one drawn; the rows of live players stay on the table.
    expect(deckOf(t).length).toBe(48);
    expect(t.discard).toEqual([]);
    expect(t.players.map((p) => p.row.length)).toEqual([2, 1, 1]);
    expect(t.players[1]!.row).toEqual(["6H"]);
    expect(publicLog(t)).toContain("The deck is empty: the discard pile (49 cards) is shuffled into a new deck.");
    expect(t.random.rng.n).toBeGreaterThan(s.random.rng.n);
  });

  it("makes flip illegal when no card is left at all", () => {
    const s = noCardsLeft();
    expect(stakes.legal(s, 1)).toEqual([BANK, T("A"), T("B")]);
    expect(refused(s, 1, F)).toBe("move/no_cards");
  });
});

/**
 * Seat 1 to act (live, 5 in its row), seat 0 live at 0 with no dice, seat 2
 * banked; every other card sits in the banked row, so no card is left anywhere.
 * Not reachable with 52 cards (rows hold at most 6 × 22 of the deck's 220
 * points), but the engine must still be well defined there.
 */
function noCardsLeft(): StakesState {
  const s = structuredClone(play(game(3, ["QS", "5H", "6H", "QD"], [4, 5]), [0, F], [1, F], [2, F], [0, F]));
  s.players[0]!.leverage = 0;
  s.pot = 3;
  s.players[2]!.status = "banked";
  s.players[2]!.row = [...s.players[2]!.row, ...deckOf(s)];
  s.deck = [];
  s.drawn = 0;
  return s;
}

describe("a live player with no legal move (ruling)", () => {
  it("leaves the round with 0 when the turn reaches them", () => {
    const s = play(noCardsLeft(), [1, BANK]);
    expect(s.players[0]!.roundScores).toEqual([0]);
    expect(publicLog(s)).toContain(
      "Seat 0 can neither flip (no cards left), bank nor twist, and leaves the round with 0.",
    );
    // Nobody was live any more, so the round ended and the next one began.
    expect(s.round).toBe(2);
    expect(stakes.toAct(s)).toEqual([1]);
  });
});

describe("round end and game end", () => {
  it("discards the rows, rerolls A then B, and passes the first player left", () => {
    const s = play(
      game(3, ["10C", "9H", "QS", "8D"], [4, 5, 2, 3]),
      [0, F],
      [1, F],
      [2, F],
      [0, BANK],
      [1, BANK],
      [2, F],
      [2, BANK],
    );
    const v = view(s, null);
    expect(v.round).toBe(2);
    expect(v.dice).toEqual({ A: 2, B: 3 });
    expect(v.target).toBe(15);
    expect(v.firstPlayer).toBe(1);
    expect(stakes.toAct(s)).toEqual([1]);
    expect(v.players.map((p) => [p.status, p.row, p.total, p.shield, p.flipped, p.roundScores, p.score])).toEqual([
      ["live", [], 0, false, false, [10], 10],
      ["live", [], 0, false, false, [9], 9],
      ["live", [], 0, false, false, [8], 8],
    ]);
    expect(v.discardCount).toBe(4);
    expect(v.deckCount).toBe(48);
    expect(publicLog(s).slice(-2)).toEqual([
      "Round 1 ends. Scores: Seat 0 10, Seat 1 9, Seat 2 8.",
      "Round 2: dice 2 and 3, target 15. Seat 1 flips first.",
    ]);
    expect(stakes.legal(s, 1)).toEqual([F]);
  });

  it("ends after round 5 with everyone tied at the top winning", () => {
    // Each round everyone flips once then banks; seats 0 and 1 draw equal cards.
    const order = [
      [0, 1, 2],
      [1, 2, 0],
      [2, 0, 1],
      [0, 1, 2],
      [1, 2, 0],
    ];
    const cards: Record<number, string[]> = {
      0: ["10S", "9S", "8S", "7S", "6S"],
      1: ["10H", "9H", "8H", "7H", "6H"],
      2: ["AS", "AH", "AD", "AC", "2S"],
    };
    const deck = order.flatMap((seats, r) => seats.map((x) => cards[x]![r]!));
    let s = game(3, deck, Array(10).fill(3));
    for (const seats of order) {
      for (const x of seats) s = play(s, [x, F]);
      for (const x of seats) s = play(s, [x, BANK]);
    }
    expect(stakes.result(s)).toEqual({ winners: [0, 1], scores: [40, 40, 6] });
    expect(s.finished).toBe(true);
    expect(stakes.toAct(s)).toEqual([]);
    expect(stakes.legal(s, 0)).toEqual([]);
    expect(refused(s, 0, F)).toBe("move/game_over");
    expect(stakes.defaultMove(s, 0)).toBeNull();
    expect(view(s, null).players[0]!.roundScores).toEqual([10, 9, 8, 7, 6]);
    expect(publicLog(s).at(-1)).toBe("Game over: Seat 0 and Seat 1 share the win with 40.");
    // The last round's rows stay on view.
    expect(view(s, null).players[2]!.row).toEqual(["2S"]);
  });
});
