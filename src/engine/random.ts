// Randomness as a game sees it: the seeded PRNG plus the test fixture's scripted
// die results, which are consumed first (api.md "Test fixtures").
import { nextInt, shuffleInPlace, type RngState } from "./rng";

export interface RandomState {
  rng: RngState;
  /** Scripted die results still to be consumed, in order (fixtures only). */
  rolls: number[];
}

export function newRandom(rng: RngState, rolls: readonly number[] = []): RandomState {
  return { rng, rolls: [...rolls] };
}

/** A die result in 1..sides. Scripted rolls first, then the PRNG. Mutates `r`. */
export function rollDie(r: RandomState, sides: number): number {
  if (r.rolls.length > 0) return r.rolls.shift()!;
  return nextInt(r.rng, sides) + 1;
}

/**
 * A deck, top first: the fixture's stacked cards, then the rest of `all` in
 * seeded random order. Validation of the stacked cards is the caller's job.
 */
export function stackedDeck<T>(r: RandomState, all: readonly T[], top: readonly T[] = []): T[] {
  if (top.length === 0) return shuffleInPlace(r.rng, all.slice());
  const taken = new Set(top);
  const rest = shuffleInPlace(
    r.rng,
    all.filter((c) => !taken.has(c)),
  );
  return [...top, ...rest];
}

export function cloneRandom(r: RandomState): RandomState {
  return { rng: { seed: r.rng.seed, n: r.rng.n }, rolls: r.rolls.slice() };
}
