// Rolling d12s into hands: an own roll uses a pending Rig (and consumes no roll),
// a forced reroll (Mystify, Smash) never does. Also "the die that counts most".
import { rollDie } from "../random";
import type { Seat } from "../types";
import type { TwelvesState } from "./types";
import { mine, rnd } from "./draft";

/** A die the seat rolls itself: the pending Rig face if any, else a d12. */
export function rollOwn(st: TwelvesState, seat: Seat): { face: number; rigged: boolean } {
  const rig = st.players[seat]!.rig;
  if (rig !== null) {
    const face = rig;
    mine(st, seat).rig = null;
    return { face, rigged: true };
  }
  return { face: rollDie(rnd(st), 12), rigged: false };
}

export function rollFree(st: TwelvesState): number {
  return rollDie(rnd(st), 12);
}

/**
 * Ruling: the unhidden die whose face occurs most often in the whole hand (hidden
 * dice included), then the highest face, then the lowest position; -1 when every
 * die is hidden.
 */
export function dieThatCountsMost(hand: readonly number[], hiddenAt: readonly (number | null)[]): number {
  const counts = new Array<number>(13).fill(0);
  for (const f of hand) counts[f]!++;
  let best = -1;
  for (let i = 0; i < hand.length; i++) {
    if (hiddenAt[i] !== null) continue;
    if (best < 0) {
      best = i;
      continue;
    }
    const f = hand[i]!,
      b = hand[best]!;
    if (counts[f]! > counts[b]! || (counts[f] === counts[b] && f > b)) best = i;
  }
  return best;
}
