// The deal: status cards from Jacks (and jokers above four players), three hand
// cards each from Ace–10, the rest with the Queens and Kings as the draw pile.
import { describe, expect, it } from "vitest";
import { FULL_DECK } from "../../../src/engine/cards";
import { visibleLog } from "../../../src/engine/types";
import { HANDS, def, stacked } from "./helpers";
import { logLines } from "../../../src/engine/log";
import { logIn } from "../../../src/engine/registry";

const seedOf = (i: number) => i.toString(16).padStart(64, "a");
const isNumber = (c: string) => !/^[JQK]/.test(c);
const PLAYED = FULL_DECK.filter((c) => c[0] !== "J");

describe("Dobbelsjanse setup", () => {
  it.each([3, 4, 5, 6])("deals %i seats from the three piles, every card once", (seats) => {
    for (let i = 0; i < 20; i++) {
      const s = def.setup({ seats, seed: seedOf(i), options: {} });
      const hands = s.players.map((p) => p.hand);
      for (const h of hands) {
        expect(h).toHaveLength(3);
        expect(h.every(isNumber)).toBe(true);
      }
      expect(s.deck).toHaveLength(48 - 3 * seats);
      expect(s.deck.filter((c) => !isNumber(c)).sort()).toEqual(["KC", "KD", "KH", "KS", "QC", "QD", "QH", "QS"]);
      expect([...hands.flat(), ...s.deck].sort()).toEqual([...PLAYED].sort());
      const statuses = s.players.map((p) => p.statusCard);
      expect(new Set(statuses).size).toBe(seats);
      const allowed = seats > 4 ? ["JS", "JH", "JD", "JC", "JK1", "JK2"] : ["JS", "JH", "JD", "JC"];
      for (const st of statuses) expect(allowed).toContain(st);
      expect(s).toMatchObject({
        round: 1,
        version: 0,
        drawn: 0,
        table: [],
        facesDrawn: 0,
        cleared: [],
        discard: [],
        doubleChance: null,
        over: false,
      });
      expect(s.players.every((p) => p.out === null && p.score === 0)).toBe(true);
    }
  });

  it("uses the jokers as status cards above four players only", () => {
    const jokersSeen = (seats: number) =>
      Array.from(
        { length: 30 },
        (_, i) =>
          def.setup({ seats, seed: seedOf(i), options: {} }).players.filter((p) => p.statusCard.startsWith("JK"))
            .length,
      );
    expect(Math.max(...jokersSeen(4))).toBe(0);
    expect(Math.max(...jokersSeen(5))).toBeGreaterThan(0);
    expect(Math.min(...jokersSeen(6))).toBe(2);
  });

  it("draws the first player of round 1 from the seed, the same for the same seed", () => {
    const firsts = new Set<number>();
    for (let i = 0; i < 60; i++) {
      const a = def.setup({ seats: 4, seed: seedOf(i), options: {} });
      const b = def.setup({ seats: 4, seed: seedOf(i), options: {} });
      expect(JSON.stringify(b)).toBe(JSON.stringify(a));
      firsts.add(a.turn!);
      expect(logLines(a.log, logIn("en"))[0]).toMatchObject({
        n: 0,
        kind: "round",
        text: `Round 1 begins. Seat ${a.turn} starts.`,
      });
    }
    expect([...firsts].sort()).toEqual([0, 1, 2, 3]);
    const deals = new Set(
      Array.from({ length: 10 }, (_, i) => JSON.stringify(def.setup({ seats: 4, seed: seedOf(i), options: {} }).deck)),
    );
    expect(deals.size).toBe(10);
  });

  it("puts the fixture's hands in the hands and its deck on top of the draw pile; seat 0 begins", () => {
    const s = stacked(4, ["KS", "7H", "QD"]);
    expect(s.players.map((p) => p.hand)).toEqual(HANDS[4]);
    expect(s.deck.slice(0, 3)).toEqual(["KS", "7H", "QD"]);
    expect(s.deck).toHaveLength(36);
    expect([...s.players.flatMap((p) => p.hand), ...s.deck].sort()).toEqual([...PLAYED].sort());
    expect(s.turn).toBe(0);
    expect(def.setup({ seats: 5, seed: seedOf(7), options: { fixture: {} } }).turn).toBe(0);
  });

  it("with only a stacked deck, deals the hands from the number cards it does not name", () => {
    const top = ["AS", "AH", "AD", "AC", "2S", "2H", "2D", "2C", "QS"];
    for (let i = 0; i < 10; i++) {
      const o = def.parseOptions({ fixture: { deck: top } }, 6);
      if (!o.ok) throw new Error(o.error);
      const s = def.setup({ seats: 6, seed: seedOf(i), options: o.value });
      expect(s.deck.slice(0, top.length)).toEqual(top);
      const hand = s.players.flatMap((p) => p.hand);
      expect(hand.filter((c) => top.includes(c))).toEqual([]);
      expect([...hand, ...s.deck].sort()).toEqual([...PLAYED].sort());
      expect(s.turn).toBe(0);
    }
  });

  it("tells each player their own hand in a private log line", () => {
    const s = stacked(3, []);
    for (const seat of [0, 1, 2]) {
      expect(visibleLog(logLines(s.log, logIn("en")), seat).map((e) => e.text)).toEqual([
        "Round 1 begins. Seat 0 starts.",
        `You are dealt ${HANDS[3]![seat]!.join(", ")}.`,
      ]);
    }
    expect(visibleLog(logLines(s.log, logIn("en")), null).map((e) => e.text)).toEqual([
      "Round 1 begins. Seat 0 starts.",
    ]);
  });
});
