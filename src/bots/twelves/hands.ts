// Judging Twelves hands of 2–5 dice from a seat's own view: how strong a hand is
// now, and which dice are the weakest (not in any pair or better), the ones worth
// rerolling, swapping or cheating.
import { handScore } from "../../engine/twelves/hands";

/** A comparable strength for hands of any size: the showdown score of the hand padded with blanks. */
export function strength(hand: readonly number[]): number {
  return handScore(hand.length >= 5 ? hand.slice(0, 5) : hand);
}

/** Number of dice sharing a face with another die of the hand. */
export function pairedDice(hand: readonly number[]): number {
  const counts = new Map<number, number>();
  for (const f of hand) counts.set(f, (counts.get(f) ?? 0) + 1);
  let n = 0;
  for (const f of hand) if (counts.get(f)! > 1) n++;
  return n;
}

/** Positions of unpaired dice, lowest face first. */
export function weakDice(hand: readonly number[]): number[] {
  const counts = new Map<number, number>();
  for (const f of hand) counts.set(f, (counts.get(f) ?? 0) + 1);
  return hand
    .map((f, i) => [f, i] as const)
    .filter(([f]) => counts.get(f) === 1)
    .sort((a, b) => a[0] - b[0])
    .map(([, i]) => i);
}

/** The face the hand most wants another of: its biggest group, highest face first. */
export function bestFace(hand: readonly number[]): number {
  const counts = new Map<number, number>();
  for (const f of hand) counts.set(f, (counts.get(f) ?? 0) + 1);
  let best = 12,
    bestCount = 0;
  for (const [f, c] of counts) if (c > bestCount || (c === bestCount && f > best)) [best, bestCount] = [f, c];
  return best;
}

/**
 * A rough chance-like rating in 0..1 of a hand against a random one of the same
 * size: pairs and better count most, then the high die.
 */
export function rating(hand: readonly number[]): number {
  const paired = pairedDice(hand);
  const high = Math.max(...hand);
  return Math.min(1, paired * 0.2 + high / 24 + (paired >= 3 ? 0.2 : 0));
}
