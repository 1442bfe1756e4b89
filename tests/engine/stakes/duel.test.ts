// Stakes Duel: cold twisting, judging against the final target, exact steals,
// pressure, who starts, and first to 4 round wins.
import { describe, expect, it } from "vitest";
import { stakes } from "../../../src/engine/stakes";
import { BANK, F, game, PASS, play, publicLog, refused, T, view } from "./helpers";

describe("cold twisting", () => {
  // Target 19. Seat 0 banks 10; seat 1 flips to 14; seat 0 twists A to 1 (target 16); seat 1 banks.
  const opening = () => play(game(2, ["10C", "9H", "5S"], [4, 5, 1, 3, 3]), [0, F], [1, F], [0, BANK], [1, F]);

  it("a banked player with dice still takes turns while the opponent is live: twist or pass", () => {
    const s = opening();
    expect(stakes.toAct(s)).toEqual([0]);
    expect(stakes.legal(s, 0)).toEqual([T("A"), T("B"), PASS]);
    expect(refused(s, 0, F)).toBe("move/not_live");
    expect(refused(s, 0, BANK)).toBe("move/not_live");
    const passed = play(s, [0, PASS]);
    expect(publicLog(passed).at(-1)).toBe("Seat 0 passes.");
    expect(stakes.toAct(passed)).toEqual([1]);
    expect(refused(passed, 1, PASS)).toBe("move/cannot_pass");
  });

  it("a closer bank wins against the final target; the loser pays pressure and flips first next", () => {
    const s = play(opening(), [0, T("A")], [1, BANK]);
    expect(s.outcomes).toEqual([{ round: 1, target: 16, result: "win", winner: 1, paid: [0] }]);
    expect(s.players.map((p) => [p.wins, p.score, p.leverage, p.roundScores])).toEqual([
      [0, 0, 2, [10]],
      [1, 1, 4, [14]],
    ]);
    expect(s.pot).toBe(2);
    expect(s.round).toBe(2);
    expect(s.firstPlayer).toBe(0);
    expect(stakes.toAct(s)).toEqual([0]);
    expect(publicLog(s)).toContain("Round 1 ends at target 16: Seat 1's 14 beats Seat 0's 10.");
    expect(publicLog(s)).toContain("Seat 0 pays a die into the pot (pressure).");
  });

  it("a banked player without dice is skipped, pays no pressure, and never busts", () => {
    const s = structuredClone(play(game(2, ["10C", "9H", "5S", "4S"], [4, 5, 1]), [0, F], [1, F]));
    s.players[0]!.leverage = 0;
    s.pot = 4;
    let t = play(s, [0, BANK], [1, F]);
    expect(stakes.toAct(t)).toEqual([1]);
    t = play(t, [1, F], [1, BANK]);
    expect(t.outcomes[0]).toMatchObject({ result: "win", winner: 1, paid: [] });
    expect(publicLog(t)).toContain("Seat 0 has no dice and pays nothing.");
  });
});

describe("judging a Duel round", () => {
  it("at or under the final target beats over it, however close", () => {
    // Seat 0 banks 18 at target 19; seat 1 twists B to 1 (target 15) and banks 10.
    const before = play(
      game(2, ["10C", "9H", "8S", "AH"], [4, 5, 1]),
      [0, F],
      [1, F],
      [0, F],
      [1, F],
      [0, BANK],
      [1, T("B")],
    );
    // Over the new target of 15, but a banked player never busts.
    expect(before.players[0]).toMatchObject({ status: "banked", total: 18, roundScores: [18] });
    expect(before.lastEvent).toMatchObject({ type: "twist", busts: [] });
    const s = play(before, [0, PASS], [1, BANK]);
    expect(s.players[0]!.roundScores).toEqual([18]);
    expect(s.outcomes[0]).toEqual({ round: 1, target: 15, result: "win", winner: 1, paid: [0] });
  });

  it("equal distance is a push: nobody wins or pays, and first player passes left", () => {
    const s = play(game(2, ["10C", "9H", "4S", "5H"], [4, 5]), [0, F], [1, F], [0, F], [1, F], [0, BANK], [1, BANK]);
    expect(s.outcomes[0]).toEqual({ round: 1, target: 19, result: "push", winner: null, paid: [] });
    expect(s.players.map((p) => [p.wins, p.leverage])).toEqual([
      [0, 4],
      [0, 4],
    ]);
    expect(s.firstPlayer).toBe(1);
  });

  it("both bust: a dead round, both pay, first player passes left", () => {
    const s = play(game(2, ["10C", "9H", "5S", "6H"], [1, 1]), [0, F], [1, F], [0, F], [1, F]);
    expect(s.outcomes[0]).toEqual({ round: 1, target: 12, result: "dead", winner: null, paid: [0, 1] });
    expect(s.players.map((p) => [p.wins, p.leverage, p.roundScores])).toEqual([
      [0, 3, [0]],
      [0, 3, [0]],
    ]);
    expect(s.pot).toBe(2);
    expect(s.firstPlayer).toBe(1);
    expect(publicLog(s)).toContain("Round 1 ends at target 12: both busted, a dead round.");
  });

  it("one bust, one banked: the banker wins and the buster flips first next", () => {
    const s = play(game(2, ["10C", "9H", "5S"], [1, 1]), [0, F], [1, F], [0, BANK], [1, F]);
    expect(s.outcomes[0]).toEqual({ round: 1, target: 12, result: "win", winner: 0, paid: [1] });
    expect(s.firstPlayer).toBe(1);
    expect(stakes.toAct(s)).toEqual([1]);
  });
});

describe("exact hits in the Duel", () => {
  // Target 19: seat 0 banks 10 + 9 exactly.
  const exact = () => play(game(2, ["10C", "9H", "9S", "2C"], [4, 5, 1]), [0, F], [1, F], [0, F], [1, F], [0, BANK]);

  it("steal a die from the opponent instead of +5 and the pot", () => {
    const s = exact();
    expect(s.players.map((p) => p.leverage)).toEqual([5, 3]);
    expect(s.players[0]).toMatchObject({ exact: true, roundScores: [19], score: 0 });
    expect(publicLog(s).at(-1)).toBe("Seat 0 banks 19, exactly on target, and takes a die from Seat 1.");
  });

  it("spare their banker from pressure even when the target moves away", () => {
    const s = play(exact(), [1, T("B")], [0, PASS], [1, BANK]);
    expect(s.outcomes[0]).toEqual({ round: 1, target: 15, result: "win", winner: 1, paid: [] });
    expect(s.players.map((p) => p.leverage)).toEqual([5, 2]);
    expect(publicLog(s)).toContain("Seat 0 banked exactly on target and pays no pressure.");
  });

  it("gain nothing more when the opponent has no dice", () => {
    const s = structuredClone(play(game(2, ["10C", "9H", "9S", "2C"], [4, 5]), [0, F], [1, F], [0, F], [1, F]));
    s.players[1]!.leverage = 0;
    s.pot = 4;
    const t = play(s, [0, BANK]);
    expect(t.players.map((p) => p.leverage)).toEqual([4, 0]);
    expect(publicLog(t).at(-1)).toBe("Seat 0 banks 19, exactly on target; Seat 1 has no die to take.");
  });
});

describe("the end of a Duel", () => {
  it("comes with the fourth round win; scores are round wins", () => {
    const s = structuredClone(play(game(2, ["10C", "9H", "5S"], [1, 1]), [0, F], [1, F], [0, BANK]));
    s.players[0]!.wins = 3;
    s.players[0]!.score = 3;
    const t = play(s, [1, F]);
    expect(stakes.result(t)).toEqual({ winners: [0], scores: [4, 0] });
    expect(stakes.toAct(t)).toEqual([]);
    expect(publicLog(t).at(-1)).toBe("Seat 0 wins the match 4–0.");
    expect(view(t, 0).players[0]!.wins).toBe(4);
  });
});
