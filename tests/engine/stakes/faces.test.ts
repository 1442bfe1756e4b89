// Jack (peek), Queen (shield) and King (nudge), with the rulings on each.
import { describe, expect, it } from "vitest";
import { stakes } from "../../../src/engine/stakes";
import { visibleLog } from "../../../src/engine/types";
import { BANK, deckOf, F, game, KEEP, N, play, publicLog, refused, SWAP, T, target, view, withDeck } from "./helpers";
import { logLines } from "../../../src/engine/log";
import { logIn } from "../../../src/engine/registry";

describe("Jack: peek", () => {
  const start = () => play(game(3, ["JC", "2H", "9S", "4D"], [4, 5]), [0, F]);

  it("shows the flipper alone the top two cards and waits for keep or swap", () => {
    const s = start();
    expect(view(s, 0).known).toEqual(["2H", "9S"]);
    expect(view(s, 1).known).toBeUndefined();
    expect(view(s, null).known).toBeUndefined();
    expect(view(s, 0).pending).toEqual({ type: "peek", seat: 0 });
    expect(stakes.toAct(s)).toEqual([0]);
    expect(stakes.legal(s, 0)).toEqual([KEEP, SWAP]);
    expect(refused(s, 0, F)).toBe("move/peek_pending");
    expect(refused(s, 0, T("A"))).toBe("move/peek_pending");
    expect(refused(s, 1, KEEP)).toBe("move/not_your_turn");
    const own = visibleLog(logLines(s.log, logIn("en")), 0)
      .map((e) => e.text)
      .join("\n");
    const others = visibleLog(logLines(s.log, logIn("en")), 1)
      .map((e) => e.text)
      .join("\n");
    expect(own).toContain("You see 2H on top, then 9S.");
    expect(others).toContain("Seat 0 peeks at the top two cards.");
    expect(others).not.toMatch(/2H|9S/);
  });

  it("swap puts the second card on top, and only the peeker learns the order", () => {
    let s = play(start(), [0, SWAP]);
    expect(view(s, 0).known).toEqual(["9S", "2H"]);
    expect(stakes.toAct(s)).toEqual([1]);
    expect(visibleLog(logLines(s.log, logIn("en")), 1).at(-1)!.text).toBe("Seat 0 puts the two cards back.");
    expect(visibleLog(logLines(s.log, logIn("en")), 0).at(-1)!.text).toBe("You swap them: 9S is now on top, then 2H.");
    s = play(s, [1, F]);
    expect(s.players[1]!.row).toEqual(["9S"]);
    // A drawn card leaves the peeker's known list; the rest stays known.
    expect(view(s, 0).known).toEqual(["2H"]);
    s = play(s, [2, F]);
    expect(s.players[2]!.row).toEqual(["2H"]);
    expect(view(s, 0).known).toBeUndefined();
  });

  it("keep leaves the order, and the knowledge lasts across turns", () => {
    const s = play(start(), [0, KEEP], [1, F]);
    expect(s.players[1]!.row).toEqual(["2H"]);
    expect(view(s, 0).known).toEqual(["9S"]);
    expect(visibleLog(logLines(s.log, logIn("en")), 0).some((e) => e.text === "You keep 2H on top, then 9S.")).toBe(
      true,
    );
  });

  it("an earlier peeker keeps what they saw when a later Jack reorders the cards", () => {
    let s = play(game(3, ["JC", "JD", "5H", "6S"], [4, 5]), [0, F], [0, KEEP]);
    expect(view(s, 0).known).toEqual(["JD", "5H"]);
    s = play(s, [1, F]);
    expect(view(s, 0).known).toEqual(["5H"]);
    expect(view(s, 1).known).toEqual(["5H", "6S"]);
    s = play(s, [1, SWAP]);
    expect(view(s, 1).known).toEqual(["6S", "5H"]);
    expect(view(s, 0).known).toEqual(["5H"]);
    expect(view(s, 2).known).toBeUndefined();
    s = play(s, [2, F]);
    expect(s.players[2]!.row).toEqual(["6S"]);
    expect(view(s, 0).known).toEqual(["5H"]);
    expect(view(s, 1).known).toEqual(["5H"]);
  });

  it("with one card left the flipper sees it and there is no decision", () => {
    const s = play(withDeck(game(3, [], [4, 5]), ["JC", "5H"]), [0, F]);
    expect(view(s, 0).known).toEqual(["5H"]);
    expect(s.pending).toBeNull();
    expect(stakes.toAct(s)).toEqual([1]);
    expect(publicLog(s).at(-1)).toBe("Seat 0 peeks at the last card of the deck.");
  });

  it("with no card left there is nothing to see and no reshuffle", () => {
    const before = withDeck(game(3, [], [4, 5]), ["JC"]);
    const s = play(before, [0, F]);
    expect(view(s, 0).known).toBeUndefined();
    expect(s.pending).toBeNull();
    expect(deckOf(s)).toEqual([]);
    expect(s.discard.length).toBe(before.discard.length);
    expect(stakes.toAct(s)).toEqual([1]);
  });
});

describe("Queen: shield", () => {
  // Target 12. Seat 0: QS, then QD (no stacking), 10C; 9S is stopped, AD taken, 8S busts.
  const deck = ["QS", "2H", "3H", "QD", "4D", "5D", "10C", "6H", "7H", "9S", "AH", "AD", "8S"];
  const rounds = () =>
    play(game(3, deck, [1, 1]), [0, F], [1, F], [2, F], [0, F], [1, F], [2, F], [0, F], [1, F], [2, F]);

  it("discards the next card that would bust its holder, total unchanged", () => {
    const before = rounds();
    expect(before.players[0]).toMatchObject({ total: 10, shield: true, row: ["QS", "QD", "10C"] });
    expect(before.players[2]).toMatchObject({ status: "bust", total: 15, row: [] });
    const s = play(before, [0, F]);
    expect(s.players[0]).toMatchObject({ status: "live", total: 10, shield: false, row: ["QS", "QD", "10C"] });
    expect(s.discard.at(-1)).toBe("9S");
    expect(view(s, null).discardCount).toBe(before.discard.length + 1);
    expect(publicLog(s).at(-1)).toBe(
      "Seat 0 flips 9S, which would bust at 19: the shield discards it. Total stays 10.",
    );
    expect(s.lastEvent).toEqual({ type: "flip", seat: 0, card: "9S", shielded: true, busts: [] });
  });

  it("does not stack: the second Queen added nothing", () => {
    let s = play(rounds(), [0, F], [1, F]);
    expect(s.players[1]).toMatchObject({ status: "bust", total: 13 });
    expect(stakes.toAct(s)).toEqual([0]);
    s = play(s, [0, F]);
    expect(s.players[0]!.total).toBe(11);
    s = play(s, [0, F]);
    // 8S busts seat 0 at 19 despite the second Queen; that was the last live player.
    expect(publicLog(s)).toContain("Seat 0 busts at 19.");
    expect(s.players[0]!.roundScores).toEqual([0]);
    expect(s.round).toBe(2);
  });

  it("does not stop a bust from a twist", () => {
    // Target 19; seat 0 shielded at 18; seat 1 twists A to 1: target 16.
    let s = play(
      game(3, ["QS", "2H", "3H", "10C", "4D", "5D", "8S"], [4, 5, 1]),
      [0, F],
      [1, F],
      [2, F],
      [0, F],
      [1, F],
      [2, F],
      [0, F],
    );
    expect(s.players[0]).toMatchObject({ total: 18, shield: true });
    s = play(s, [1, T("A")]);
    expect(s.players[0]).toMatchObject({ status: "bust", total: 18, row: [], roundScores: [0] });
    expect(publicLog(s)).toContain("Seat 1's twist busts Seat 0 at 18.");
  });

  it("expires at round end", () => {
    const s = play(
      game(3, ["QS", "2H", "3H", "4H"], [4, 5, 3, 3]),
      [0, F],
      [1, F],
      [2, F],
      [0, F],
      [1, BANK],
      [2, BANK],
      [0, BANK],
    );
    expect(s.round).toBe(2);
    expect(s.players.map((p) => p.shield)).toEqual([false, false, false]);
  });
});

describe("King: nudge", () => {
  it("is a compulsory second decision within 1..6 that costs nothing", () => {
    const s = play(game(3, ["KH"], [6, 3]), [0, F]);
    expect(view(s, 1).pending).toEqual({ type: "nudge", seat: 0 });
    expect(stakes.toAct(s)).toEqual([0]);
    expect(stakes.legal(s, 0)).toEqual([N("A", -1), N("B", 1), N("B", -1)]);
    expect(refused(s, 0, N("A", 1))).toBe("move/illegal_nudge");
    expect(refused(s, 0, F)).toBe("move/nudge_pending");
    expect(refused(s, 0, BANK)).toBe("move/nudge_pending");
    expect(refused(s, 0, KEEP)).toBe("move/nudge_pending");
    const after = play(s, [0, N("A", -1)]);
    expect(after.dice).toEqual({ A: 5, B: 3 });
    expect(target(after)).toBe(18);
    expect(after.pot).toBe(0);
    expect(after.players[0]!.leverage).toBe(3);
    expect(stakes.toAct(after)).toEqual([1]);
    expect(publicLog(after).at(-1)).toBe("Seat 0 nudges die A: 6 → 5. Target 18.");
  });

  it("offers only legal directions at the edges", () => {
    const s = play(game(3, ["KH"], [1, 6]), [0, F]);
    expect(stakes.legal(s, 0)).toEqual([N("A", 1), N("B", -1)]);
    expect(refused(s, 0, N("B", 1))).toBe("move/illegal_nudge");
    expect(refused(s, 0, N("A", -1))).toBe("move/illegal_nudge");
  });

  it("busts whoever the new target leaves over it, in seat order from the nudger, itself included", () => {
    // Target 13: seats 0 and 2 at 13; seat 0's King nudges B down to target 12.
    const s = play(
      game(3, ["10C", "9H", "10D", "3D", "AH", "3C", "KH"], [1, 2]),
      [0, F],
      [1, F],
      [2, F],
      [0, F],
      [1, F],
      [2, F],
      [0, F],
    );
    expect(s.players.map((p) => p.total)).toEqual([13, 10, 13]);
    const t = play(s, [0, N("B", -1)]);
    expect(target(t)).toBe(12);
    expect(t.players.map((p) => p.status)).toEqual(["bust", "live", "bust"]);
    expect(t.players.map((p) => p.total)).toEqual([13, 10, 13]);
    expect(publicLog(t).slice(-3)).toEqual([
      "Seat 0 nudges die B: 2 → 1. Target 12.",
      "Seat 0 busts at 13 (own nudge).",
      "Seat 0's nudge busts Seat 2 at 13.",
    ]);
    expect(t.lastEvent).toMatchObject({ type: "nudge", seat: 0, die: "B", from: 2, to: 1, busts: [0, 2] });
    // Rows go to the discard pile in bust order.
    expect(t.discard.slice(-5)).toEqual(["10C", "3D", "KH", "10D", "3C"]);
    expect(stakes.toAct(t)).toEqual([1]);
  });
});
