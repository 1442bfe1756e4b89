// Scripted Stakes games for the rule tests: a stacked deck, scripted rolls, and
// moves that must be accepted (or must be refused with a given code).
import { FULL_DECK, type Card } from "../../../src/engine/cards";
import { stakes, type StakesMove, type StakesState } from "../../../src/engine/stakes";
import type { StakesView } from "../../../src/engine/stakes/view";
import type { Seat } from "../../../src/engine/types";
import { logLines } from "../../../src/engine/log";
import { logIn } from "../../../src/engine/registry";

export const SEED = "5eed".repeat(16);

export const F: StakesMove = { type: "flip" };
export const BANK: StakesMove = { type: "bank" };
export const PASS: StakesMove = { type: "pass" };
export const T = (die: "A" | "B"): StakesMove => ({ type: "twist", die });
export const KEEP: StakesMove = { type: "peek", order: "keep" };
export const SWAP: StakesMove = { type: "peek", order: "swap" };
export const N = (die: "A" | "B", delta: 1 | -1): StakesMove => ({ type: "nudge", die, delta });

export function game(seats: number, deck: string[], rolls: number[]): StakesState {
  const o = stakes.parseOptions({ fixture: { deck, rolls } }, seats);
  if (!o.ok) throw new Error(o.error);
  return stakes.setup({ seats, seed: SEED, options: o.value });
}

/** Plays `[seat, move]` steps in order; each must be accepted. */
export function play(s: StakesState, ...steps: [Seat, StakesMove][]): StakesState {
  for (const [seat, move] of steps) {
    const r = stakes.apply(s, seat, move);
    if (!r.ok) throw new Error(`seat ${seat} ${JSON.stringify(move)} refused: ${r.error.code}`);
    s = r.value;
  }
  return s;
}

/** The code a move is refused with (fails the test if it is accepted). */
export function refused(s: StakesState, seat: Seat, move: StakesMove): string {
  const r = stakes.apply(s, seat, move);
  if (r.ok) throw new Error(`seat ${seat} ${JSON.stringify(move)} was accepted`);
  return r.error.code;
}

export function view(s: StakesState, seat: Seat | null): StakesView {
  return stakes.view(s, seat) as StakesView;
}

/** Public log lines (what a spectator reads), newest last. */
export function publicLog(s: StakesState): string[] {
  return logLines(s.log, logIn("en"))
    .filter((e) => !e.to)
    .map((e) => e.text);
}

export function target(s: StakesState): number {
  return s.dice.A + s.dice.B + 10;
}

/**
 * A copy of `s` whose deck is exactly `deck` (top first); every other card not in
 * a row goes to the discard pile, so all 52 stay accounted for. For corners a
 * 52-card fixture cannot reach quickly (the deck's last cards).
 */
export function withDeck(s: StakesState, deck: string[]): StakesState {
  const c = structuredClone(s);
  const inRows = new Set<string>(c.players.flatMap((p) => p.row));
  c.deck = deck as Card[];
  c.drawn = 0;
  c.discard = FULL_DECK.filter((x) => !inRows.has(x) && !deck.includes(x));
  c.known = c.known.map(() => []);
  return c;
}

/** The cards still in the deck, top first. */
export function deckOf(s: StakesState): Card[] {
  return s.deck.slice(s.drawn);
}
