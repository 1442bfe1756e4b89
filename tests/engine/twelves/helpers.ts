// Scripted Twelves tables for the rule tests: fixture rolls in the rules page's
// order, moves that must be accepted, and the code of moves that must be refused.
import { expect } from "vitest";
import { twelves, type TwelvesMove, type TwelvesState } from "../../../src/engine/twelves";
import type { Seat } from "../../../src/engine/types";

export const SEED = "5eed".repeat(16);

/** A skill roll of water that succeeds on nothing: filler for turns a test does not care about. */
export const DRY = [1, 1];

export function start(
  seats: number,
  rolls: number[],
  opts: { games?: number; tableLimit?: number } = {},
): TwelvesState {
  const o = twelves.parseOptions({ games: 1, ...opts, fixture: { rolls } }, seats);
  if (!o.ok) throw new Error(o.error);
  return twelves.setup({ seats, seed: SEED, options: o.value });
}

export function play(st: TwelvesState, seat: Seat, move: TwelvesMove): TwelvesState {
  const r = twelves.apply(st, seat, move);
  if (!r.ok) throw new Error(`${JSON.stringify(move)} by seat ${seat} refused: ${r.error.code}`);
  return r.value;
}

/** Plays a list of [seat, move] and returns the final state. */
export function playAll(st: TwelvesState, moves: [Seat, TwelvesMove][]): TwelvesState {
  for (const [s, m] of moves) st = play(st, s, m);
  return st;
}

export function refusal(st: TwelvesState, seat: Seat, move: TwelvesMove): string {
  const r = twelves.apply(st, seat, move);
  return r.ok ? "accepted" : r.error.code;
}

/** Everyone still in matches, once, in turn order (a betting pass without doubles). */
export function allMatch(st: TwelvesState): TwelvesState {
  expect(st.stage).toBe("betting");
  for (const s of st.order.slice()) st = play(st, s, { type: "match" });
  return st;
}

/** Whoever is to act takes Water until the actions stage (both passes) ends; each takes DRY from the fixture. */
export function waterOut(st: TwelvesState): TwelvesState {
  const round = st.round,
    game = st.game,
    stage = st.stage;
  while (st.stage === stage && st.round === round && st.game === game)
    st = play(st, twelves.toAct(st)[0]!, { type: "water" });
  return st;
}

export const hands = (st: TwelvesState): number[][] => st.players.map((p) => p.hand);
export const isLegal = (st: TwelvesState, seat: Seat, m: TwelvesMove): boolean =>
  twelves.legal(st, seat).some((x) => JSON.stringify(x) === JSON.stringify(m));
