// Showdown hand ranking (Ruling table, weakest first). A hand's score is its type
// then its faces grouped by (count, face) descending, as base-13 digits: the
// fragment's "highest face within the type" first, then the type's other dice,
// then the remaining dice, highest first.
export const HAND_TYPES = [
  "High die",
  "One pair",
  "Two pairs",
  "Three of a kind",
  "Full house",
  "Straight",
  "Four of a kind",
  "Five of a kind",
] as const;
export type HandType = (typeof HAND_TYPES)[number];

const BASE = 13;
const TYPE_WEIGHT = BASE ** 5;

/** Index into HAND_TYPES of a 5-dice hand. */
export function handType(hand: readonly number[]): number {
  return Math.floor(handScore(hand) / TYPE_WEIGHT);
}

export function handScore(hand: readonly number[]): number {
  const counts = new Array<number>(13).fill(0);
  for (const f of hand) counts[f]!++;
  // Groups by count then face, both descending.
  const groups: number[] = [];
  for (let c = 5; c >= 1; c--) {
    for (let f = 12; f >= 1; f--) if (counts[f] === c) groups.push(f);
  }
  const top = counts[groups[0]!]!;
  const second = groups.length > 1 ? counts[groups[1]!]! : 0;
  let type: number;
  if (top === 5) type = 7;
  else if (top === 4) type = 6;
  else if (top === 3) type = second === 2 ? 4 : 3;
  else if (top === 2) type = second === 2 ? 2 : 1;
  else type = groups[0]! - groups[4]! === 4 ? 5 : 0;
  let score = 0;
  for (let i = 0; i < 5; i++) score = score * BASE + (groups[i] ?? 0);
  return type * TYPE_WEIGHT + score;
}

export function handName(hand: readonly number[]): HandType {
  return HAND_TYPES[handType(hand)]!;
}
