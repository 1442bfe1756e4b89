// The three piles of the deal and what each card is worth on the table.
import { FULL_DECK, type Card } from "../cards";
import type { StatusCard } from "./types";

export const JACKS: readonly StatusCard[] = ["JS", "JH", "JD", "JC"];
export const JOKERS: readonly StatusCard[] = ["JK1", "JK2"];

/** Pile A: Jacks, and the jokers when more than four play. */
export function pileA(seats: number): StatusCard[] {
  return seats > 4 ? [...JACKS, ...JOKERS] : [...JACKS];
}

// Card codes start with their rank and no number rank starts with Q or K ("10" starts with 1).
export function isQueenOrKing(c: string): boolean {
  return c[0] === "Q" || c[0] === "K";
}

/** Pile B: Queens and Kings, in FULL_DECK order. */
export const PILE_B: readonly Card[] = FULL_DECK.filter((c) => isQueenOrKing(c));
/** Pile C: Ace to 10 of every suit (40 cards), in FULL_DECK order. */
export const PILE_C: readonly Card[] = FULL_DECK.filter((c) => c[0] !== "J" && !isQueenOrKing(c));

export const NUMBER_CARDS: ReadonlySet<string> = new Set(PILE_C);
export const DECK_CARDS: ReadonlySet<string> = new Set([...PILE_B, ...PILE_C]);

export const HAND_SIZE = 3;
export const FACES_IN_GAME = PILE_B.length;
export const CARDS_IN_PLAY = PILE_B.length + PILE_C.length;

/** The rank part of a card code ("10H" → "10"). */
export function rankKey(c: string): string {
  return c.length === 3 ? "10" : c[0]!;
}

/** The table card a number card would fail on (same rank), or null. */
export function matchOnTable(table: readonly Card[], card: Card): Card | null {
  const r = rankKey(card);
  for (const t of table) if (!isQueenOrKing(t) && rankKey(t) === r) return t;
  return null;
}

export function faceOnTable(table: readonly Card[]): boolean {
  for (const t of table) if (isQueenOrKing(t)) return true;
  return false;
}

/** A score: `perNumber` per number card and Ace (1, or 2 in a double chance), 10 per Queen or King. */
export function tablePoints(table: readonly Card[], perNumber: number): number {
  let p = 0;
  for (const t of table) p += isQueenOrKing(t) ? 10 : perNumber;
  return p;
}
