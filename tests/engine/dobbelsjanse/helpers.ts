// Stacked games and a compact picture of the state, so a rule test can say
// exactly what the table looks like after each move.
import { expect } from "vitest";
import { dobbelsjanse as def, type DobbelMove, type DobbelState } from "../../../src/engine/dobbelsjanse";
import type { OutReason } from "../../../src/engine/dobbelsjanse/types";
import { logLines } from "../../../src/engine/log";
import { logIn } from "../../../src/engine/registry";

export { def };
export const SEED = "5e".repeat(32);

/** Default hands: suit-pure low cards, so a test's deck can use the rest freely. */
export const HANDS: Record<number, string[][]> = {
  3: [
    ["AS", "2S", "3S"],
    ["AH", "2H", "3H"],
    ["AD", "2D", "3D"],
  ],
  4: [
    ["AS", "2S", "3S"],
    ["AH", "2H", "3H"],
    ["AD", "2D", "3D"],
    ["AC", "2C", "3C"],
  ],
  5: [
    ["AS", "2S", "3S"],
    ["AH", "2H", "3H"],
    ["AD", "2D", "3D"],
    ["AC", "2C", "3C"],
    ["4S", "4H", "4D"],
  ],
  6: [
    ["AS", "2S", "3S"],
    ["AH", "2H", "3H"],
    ["AD", "2D", "3D"],
    ["AC", "2C", "3C"],
    ["4S", "4H", "4D"],
    ["5S", "5H", "5D"],
  ],
};

export function stacked(seats: number, deck: string[], hands: string[][] = HANDS[seats]!): DobbelState {
  const o = def.parseOptions({ fixture: { deck, hands } }, seats);
  if (!o.ok) throw new Error(o.error);
  return def.setup({ seats, seed: SEED, options: o.value });
}

export interface Snap {
  round: number;
  turn: number | null;
  table: string[];
  deckCount: number;
  facesDrawn: number;
  /** [seat, step] of a double chance. */
  dc: [number, 1 | 2] | null;
  out: OutReason[];
  scores: number[];
  hands: string[][];
  cleared: string[];
  discard: string[];
  over: boolean;
}

export function snap(s: DobbelState): Snap {
  return {
    round: s.round,
    turn: s.turn,
    table: [...s.table],
    deckCount: s.deck.length - s.drawn,
    facesDrawn: s.facesDrawn,
    dc: s.doubleChance ? [s.doubleChance.seat, s.doubleChance.step] : null,
    out: s.players.map((p) => p.out),
    scores: s.players.map((p) => p.score),
    hands: s.players.map((p) => [...p.hand]),
    cleared: [...s.cleared],
    discard: [...s.discard],
    over: s.over,
  };
}

export const draw: DobbelMove = { type: "draw" };
export const score: DobbelMove = { type: "score" };
export const play = (card: string) => def.parseMove({ type: "play", card })!;

/**
 * One step: a move by a seat and what changes in the picture (the rest stays as
 * it was), or the code it must be refused with (then nothing changes at all).
 */
export type Step = [seat: number, move: DobbelMove, then: Partial<Snap> | string];

/** Plays the steps, checking the whole picture after each; returns the last state. */
export function run(start: DobbelState, steps: Step[]): DobbelState {
  let state = start;
  let want = snap(start);
  steps.forEach(([seat, move, then], i) => {
    const before = JSON.stringify(state);
    const r = def.apply(state, seat, move);
    const label = `step ${i}: seat ${seat} ${JSON.stringify(move)}`;
    if (typeof then === "string") {
      expect(r.ok, label).toBe(false);
      if (!r.ok) expect(r.error.code, label).toBe(then);
      expect(JSON.stringify(state), label).toBe(before);
      return;
    }
    if (!r.ok) throw new Error(`${label} refused: ${r.error.code}`);
    expect(JSON.stringify(state), `${label} mutated its input`).toBe(before);
    state = r.value;
    want = { ...want, ...then };
    expect(snap(state), label).toEqual(want);
    expect(state.version, label).toBe(start.version + i + 1 - refusedBefore(steps, i));
  });
  return state;
}

function refusedBefore(steps: Step[], i: number): number {
  return steps.slice(0, i).filter((s) => typeof s[2] === "string").length;
}

/** The public log lines after version `from`, as text. */
export function logSince(s: DobbelState, from: number): string[] {
  return logLines(s.log, logIn("en"))
    .filter((e) => e.n > from && !e.to)
    .map((e) => e.text);
}

export const IN3: OutReason[] = [null, null, null];
