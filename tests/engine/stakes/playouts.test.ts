// Seeded random playouts across 2–6 seats, checking after every move the
// invariants at the end of docs/rules/stakes.md and, on sampled steps, that no
// view leaks the deck order, another seat's peeked cards or the PRNG state.
import { describe, expect, it } from "vitest";
import { stakes, type StakesState } from "../../../src/engine/stakes";
import { ALL_MOVES } from "../../../src/engine/stakes/moves";
import type { Seat } from "../../../src/engine/types";
import { playoutCount, runPlayouts } from "../playout-harness";
import { linesFrom } from "../../../src/engine/log";
import { logIn } from "../../../src/engine/registry";

const CARD_RE = /"((?:10|[2-9AJQK])[SHDC])"/g;

// Plain checks rather than expect(): they run after every one of ~200,000 moves.
function check(cond: boolean, what: string): void {
  if (!cond) throw new Error(what);
}

const VALUE: Record<string, number> = { A: 1, J: 0, Q: 0, K: 0 };
const cardValueOf = (c: string): number => VALUE[c.slice(0, -1)] ?? Number(c.slice(0, -1));

function invariants(s: StakesState, prev: StakesState | null): void {
  // 52 cards: deck + discard + rows of live and banked players (busted rows are discarded at once).
  const deck = s.deck.slice(s.drawn);
  const cards = new Set<string>([...deck, ...s.discard]);
  let count = deck.length + s.discard.length;
  for (const p of s.players) {
    if (p.status === "bust") check(p.row.length === 0, "a busted row is still on the table");
    for (const c of p.row) cards.add(c);
    count += p.row.length;
  }
  check(count === 52 && cards.size === 52, `cards: ${count} held, ${cards.size} distinct`);
  // Leverage dice conserved.
  let dice = s.pot;
  for (const p of s.players) {
    check(p.leverage >= 0, "negative leverage");
    dice += p.leverage;
  }
  check(dice === (s.seats === 2 ? 4 : 3) * s.seats, `leverage dice: ${dice}`);
  const { A, B } = s.dice;
  check(Number.isInteger(A) && Number.isInteger(B) && A >= 1 && A <= 6 && B >= 1 && B <= 6, `dice ${A} ${B}`);
  const t = A + B + 10;
  for (const p of s.players) {
    if (p.status === "live") check(p.total <= t, `live total ${p.total} over target ${t}`);
    if (p.status !== "bust")
      check(p.total === p.row.reduce((a, c) => a + cardValueOf(c), 0), "total is not the row's sum");
    for (const r of p.roundScores) {
      check(r === 0 || (r >= 1 && r <= 22) || (!s.duel && r >= 17 && r <= 27), `round score ${r}`);
    }
    if (s.duel) check(p.score === p.wins, "Duel score is not the round wins");
    else check(p.score === p.roundScores.reduce((a, x) => a + x, 0), "score is not the sum of round scores");
  }
  // Peeked cards are always still in the deck.
  for (const k of s.known) for (const c of k) check(deck.includes(c), `known ${c} is not in the deck`);
  if (prev && prev.round === s.round) {
    s.players.forEach((p, i) => {
      const q = prev.players[i]!;
      // A banked score is locked for the rest of the round; a bust stays out.
      if (q.status === "banked") {
        check(p.status === "banked" && p.total === q.total, "a banked total changed");
        check(
          p.roundScores.length === q.roundScores.length && p.roundScores.at(-1) === q.roundScores.at(-1),
          "a banked score changed",
        );
      }
      if (q.status === "bust") check(p.status === "bust", "a busted player came back");
    });
  }
  const toAct = stakes.toAct(s);
  check(s.finished ? toAct.length === 0 : toAct.length === 1 && toAct[0] === s.turn, "toAct is not the player to act");
}

function checkView(s: StakesState, seat: Seat | null, view: unknown, json: string): void {
  const v = view as { known?: string[] };
  for (const bad of ['"deck"', '"rng"', '"rolls"', '"random"', s.random.rng.seed])
    check(!json.includes(bad), `view shows ${bad}`);
  const own = seat === null ? [] : s.known[seat]!;
  if (own.length > 0) expect(v.known).toEqual(own);
  else check(v.known === undefined, `seat ${seat} sees known cards that are not its own`);
  // Every card a view names is on the table, in the discard pile, or one the viewer peeked at.
  const open = new Set<string>([...s.discard, ...s.players.flatMap((p) => p.row), ...own]);
  for (const m of json.matchAll(CARD_RE)) check(open.has(m[1]!), `card ${m[1]} leaked to ${seat}`);
}

describe("Stakes random playouts", () => {
  it("keep every invariant, never leak, and replay exactly", () => {
    // What the playouts went through, so a quiet generator cannot pass for coverage.
    const seen = new Set<string>();
    const stats = runPlayouts<StakesState>(
      stakes,
      { games: playoutCount(10_000), seatCounts: [2, 3, 4, 5, 6], sampleEvery: 23 },
      {
        invariants: (s, prev, last) => {
          invariants(s, prev);
          if (!last || !prev) return;
          seen.add(`move:${(last.move as { type: string }).type}`);
          // Only this move's lines: rendering the whole log after every move made the run quadratic.
          for (const line of linesFrom(s.log, prev.log.length, logIn("en"))) seen.add(`log:${line.kind}`);
          const e = s.lastEvent;
          if (e?.busts.some((b) => b !== e.seat)) seen.add(`bust-by:${e.type}`);
          if (s.deck.length - s.drawn > prev.deck.length - prev.drawn + 2) seen.add("reshuffle");
        },
        checkView,
        candidates: () => ALL_MOVES.map((m) => ({ ...m })),
      },
    );
    expect(stats.finished).toBe(stats.games);
    for (const k of ["flip", "bank", "twist", "peek", "nudge", "pass"]) expect(seen).toContain(`move:${k}`);
    for (const k of ["shield", "bust", "pressure", "end"]) expect(seen).toContain(`log:${k}`);
    expect(seen).toContain("bust-by:twist");
    expect(seen).toContain("bust-by:nudge");
    expect(seen).toContain("reshuffle");
  });
});
