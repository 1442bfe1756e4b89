// Setup, the first flip, card values, turn order and option/move parsing.
import { describe, expect, it } from "vitest";
import { stakes } from "../../../src/engine/stakes";
import { BANK, F, game, KEEP, N, PASS, play, publicLog, refused, SEED, T, view } from "./helpers";

describe("setup", () => {
  it("rolls A then B from the fixture, gives 3 dice each at a table, and seat 0 starts", () => {
    const s = game(3, ["7H"], [4, 5]);
    const v = view(s, null);
    expect(v.dice).toEqual({ A: 4, B: 5 });
    expect(v.target).toBe(19);
    expect(v.round).toBe(1);
    expect(v.roundsToPlay).toBe(5);
    expect(v.duel).toBe(false);
    expect(v.pot).toBe(0);
    expect(v.deckCount).toBe(52);
    expect(v.players.map((p) => [p.status, p.leverage, p.total, p.row.length])).toEqual([
      ["live", 3, 0, 0],
      ["live", 3, 0, 0],
      ["live", 3, 0, 0],
    ]);
    expect(stakes.toAct(s)).toEqual([0]);
    expect(s.deck[0]).toBe("7H");
    expect(publicLog(s)).toContain("Round 1: dice 4 and 5, target 19. Seat 0 flips first.");
  });

  it("gives 4 dice each in the Duel and counts round wins", () => {
    const v = view(game(2, [], [1, 1]), 1);
    expect(v.duel).toBe(true);
    expect(v.winsNeeded).toBe(4);
    expect(v.players.map((p) => [p.leverage, p.wins, p.score])).toEqual([
      [4, 0, 0],
      [4, 0, 0],
    ]);
  });

  it("lets the PRNG take over when the fixture rolls run out", () => {
    const s = game(3, [], [6]);
    expect(s.dice.A).toBe(6);
    expect(s.dice.B).toBeGreaterThanOrEqual(1);
    expect(s.dice.B).toBeLessThanOrEqual(6);
  });

  it("draws the first player of round 1 from the seed without a fixture", () => {
    const firsts = new Set<number>();
    for (let i = 0; i < 40; i++) {
      const seed = i.toString(16).padStart(2, "0").repeat(32);
      const a = stakes.setup({ seats: 5, seed, options: {} });
      const b = stakes.setup({ seats: 5, seed, options: {} });
      expect(a).toEqual(b);
      expect(stakes.toAct(a)).toEqual([a.firstPlayer]);
      firsts.add(a.firstPlayer);
    }
    expect(firsts.size).toBeGreaterThan(2);
  });
});

describe("the first turn of a round", () => {
  it("must be a flip", () => {
    const s = game(3, ["7H"], [4, 5]);
    expect(stakes.legal(s, 0)).toEqual([F]);
    expect(stakes.legal(s, 1)).toEqual([]);
    expect(refused(s, 0, BANK)).toBe("move/must_flip_first");
    expect(refused(s, 0, T("A"))).toBe("move/must_flip_first");
    expect(refused(s, 0, PASS)).toBe("move/cannot_pass");
    expect(refused(s, 0, KEEP)).toBe("move/no_peek");
    expect(refused(s, 0, N("A", 1))).toBe("move/no_nudge");
    expect(refused(s, 1, F)).toBe("move/not_your_turn");
    expect(refused(s, 7, F)).toBe("move/not_your_turn");
  });

  it("flips the top card and passes the turn to the left", () => {
    let s = play(game(3, ["7H", "9C", "5D"], [4, 5]), [0, F]);
    expect(view(s, null).players[0]).toMatchObject({ row: ["7H"], total: 7, status: "live", flipped: true });
    expect(stakes.toAct(s)).toEqual([1]);
    expect(publicLog(s).at(-1)).toBe("Seat 0 flips 7H: total 7.");
    s = play(s, [1, F], [2, F]);
    expect(view(s, null).players.map((p) => p.total)).toEqual([7, 9, 5]);
    expect(stakes.toAct(s)).toEqual([0]);
    expect(stakes.legal(s, 0)).toEqual([F, BANK, T("A"), T("B")]);
    expect(s.version).toBe(3);
  });

  it("never allows a bank at 0", () => {
    const s = play(game(3, ["QS", "2H", "3H"], [4, 5]), [0, F], [1, F], [2, F]);
    expect(s.players[0]!.total).toBe(0);
    expect(stakes.legal(s, 0)).toEqual([F, T("A"), T("B")]);
    expect(refused(s, 0, BANK)).toBe("move/bank_at_zero");
  });
});

describe("card values", () => {
  it.each([
    ["AS", 1],
    ["2H", 2],
    ["5C", 5],
    ["9D", 9],
    ["10D", 10],
    ["JC", 0],
    ["QS", 0],
    ["KH", 0],
  ])("%s counts %i", (card, value) => {
    const s = play(game(3, [card], [4, 5]), [0, F]);
    expect(s.players[0]!.total).toBe(value);
    expect(s.players[0]!.row).toEqual([card]);
  });
});

describe("parsing", () => {
  it.each([
    [{ type: "flip" }],
    [{ type: "bank" }],
    [{ type: "pass" }],
    [{ type: "twist", die: "B" }],
    [{ type: "peek", order: "swap" }],
    [{ type: "nudge", die: "A", delta: -1 }],
  ])("accepts %j", (raw) => {
    expect(stakes.parseMove(raw)).toEqual(raw);
  });

  it.each([
    [null],
    ["flip"],
    [[{ type: "flip" }]],
    [{}],
    [{ type: "draw" }],
    [{ type: "flip", extra: 1 }],
    [{ type: "twist" }],
    [{ type: "twist", die: "C" }],
    [{ type: "twist", die: "a" }],
    [{ type: "peek", order: "reverse" }],
    [{ type: "peek" }],
    [{ type: "nudge", die: "A", delta: 2 }],
    [{ type: "nudge", die: "A", delta: "1" }],
    [{ type: "nudge", die: "A" }],
    [{ type: "bank", die: "A" }],
    [{ type: "nudge", die: "B", delta: 1, why: "x" }],
  ])("rejects %j", (raw) => {
    expect(stakes.parseMove(raw)).toBeNull();
  });

  it("accepts a fixture and no options", () => {
    expect(stakes.parseOptions(undefined, 3)).toEqual({ ok: true, value: {} });
    expect(stakes.parseOptions({}, 2)).toEqual({ ok: true, value: {} });
    expect(stakes.parseOptions({ fixture: { deck: ["AS", "10H"], rolls: [1, 6] } }, 4)).toEqual({
      ok: true,
      value: { fixture: { deck: ["AS", "10H"], rolls: [1, 6] } },
    });
  });

  it.each([
    [{ fixture: { deck: ["1S"] } }, 3, /unknown card/],
    [{ fixture: { deck: ["AS", "AS"] } }, 3, /twice/],
    [{ fixture: { deck: "AS" } }, 3, /array/],
    [{ fixture: { rolls: [7] } }, 3, /1\.\.6/],
    [{ fixture: { rolls: [0] } }, 3, /1\.\.6/],
    [{ fixture: { rolls: [2.5] } }, 3, /1\.\.6/],
    [{ fixture: { rolls: ["3"] } }, 3, /1\.\.6/],
    [{ fixture: { rolls: 3 } }, 3, /array/],
    [{ fixture: { deck: [], hands: [] } }, 3, /unknown key/],
    [{ fixture: [] }, 3, /object/],
    [{ seed: "x" }, 3, /unknown key/],
    ["fast", 3, /object/],
    [null, 3, /object/],
    [{}, 1, /2–6/],
    [{}, 7, /2–6/],
  ])("refuses %j for %i seats", (raw, seats, message) => {
    const r = stakes.parseOptions(raw, seats);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(message);
  });

  it("keeps the fixture deck on top, the rest in seeded order", () => {
    const o = stakes.parseOptions({ fixture: { deck: ["KD", "2C"] } }, 3);
    if (!o.ok) throw new Error(o.error);
    const s = stakes.setup({ seats: 3, seed: SEED, options: o.value });
    expect(s.deck.slice(0, 2)).toEqual(["KD", "2C"]);
    expect(new Set(s.deck).size).toBe(52);
  });
});
