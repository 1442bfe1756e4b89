// Card codes as the API fixes them: rank (A 2..10 J Q K) then suit (S H D C).
export const RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"] as const;
export const SUITS = ["S", "H", "D", "C"] as const;
export type Rank = (typeof RANKS)[number];
export type Suit = (typeof SUITS)[number];
export type Card = `${Rank}${Suit}`;

/** The 52 cards in a fixed order (suit by suit, A..K): the input to every shuffle. */
export const FULL_DECK: readonly Card[] = SUITS.flatMap((s) => RANKS.map((r) => `${r}${s}` as Card));

const CARD_SET = new Set<string>(FULL_DECK);

export function isCard(x: unknown): x is Card {
  return typeof x === "string" && CARD_SET.has(x);
}

export function rankOf(c: Card): Rank {
  return c.slice(0, -1) as Rank;
}

export function suitOf(c: Card): Suit {
  return c.slice(-1) as Suit;
}

export function isFace(c: Card): boolean {
  const r = rankOf(c);
  return r === "J" || r === "Q" || r === "K";
}

/**
 * Checks a fixture's stacked cards: each must be a known card, listed once, and
 * one of `allowed`. Returns a message for a 400, or null when fine.
 */
export function checkStackedCards(cards: unknown, allowed: ReadonlySet<string>, what = "deck"): string | null {
  if (!Array.isArray(cards)) return `fixture.${what} must be an array of card codes`;
  const seen = new Set<string>();
  for (const c of cards) {
    if (typeof c !== "string" || !isCard(c)) return `fixture.${what}: unknown card ${JSON.stringify(c)}`;
    if (seen.has(c)) return `fixture.${what}: card ${c} is listed twice`;
    if (!allowed.has(c)) return `fixture.${what}: card ${c} cannot be there`;
    seen.add(c);
  }
  return null;
}
