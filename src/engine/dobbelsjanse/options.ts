// Creation options: only the test fixture, checked card by card so a mistake in
// a test's stacking is a clear 400, never a silently different deal.
import { checkStackedCards, type Card } from "../cards";
import { err, ok, type Result } from "../result";
import { isPlainObject, unknownKey } from "../option-checks";
import { DECK_CARDS, HAND_SIZE, NUMBER_CARDS, PILE_C } from "./piles";
import type { DobbelFixture, DobbelOptions } from "./types";

export const MIN_SEATS = 3;
export const MAX_SEATS = 6;

function parseHands(raw: unknown, seats: number): Result<Card[][], string> {
  if (!Array.isArray(raw)) return err("fixture.hands must be an array with one array of cards per seat");
  if (raw.length !== seats) return err(`fixture.hands must list ${seats} hands (one per seat), got ${raw.length}`);
  const seen = new Set<string>();
  const hands: Card[][] = [];
  for (let i = 0; i < raw.length; i++) {
    const h: unknown = raw[i];
    const what = `hands[${i}]`;
    const bad = checkStackedCards(h, NUMBER_CARDS, what);
    if (bad) return err(bad.endsWith("cannot be there") ? `${bad} (hand cards are Ace to 10)` : bad);
    const cards = h as Card[];
    if (cards.length !== HAND_SIZE)
      return err(`fixture.${what} must hold exactly ${HAND_SIZE} cards, got ${cards.length}`);
    for (const c of cards) {
      if (seen.has(c)) return err(`fixture.${what}: card ${c} is already in another hand`);
      seen.add(c);
    }
    hands.push([...cards]);
  }
  return ok(hands);
}

function parseFixture(raw: unknown, seats: number): Result<DobbelFixture, string> {
  if (!isPlainObject(raw)) return err("fixture must be an object with optional deck and hands");
  const extra = unknownKey(raw, ["deck", "hands"]);
  if (extra !== undefined) return err(`fixture: unknown key ${JSON.stringify(extra)} (allowed: deck, hands)`);
  const fixture: DobbelFixture = {};
  const inHands = new Set<string>();
  if (raw.hands !== undefined) {
    const hands = parseHands(raw.hands, seats);
    if (!hands.ok) return hands;
    fixture.hands = hands.value;
    for (const h of hands.value) for (const c of h) inHands.add(c);
  }
  if (raw.deck !== undefined) {
    const bad = checkStackedCards(raw.deck, DECK_CARDS, "deck");
    if (bad)
      return err(bad.endsWith("cannot be there") ? `${bad} (the draw pile holds Queens, Kings and Ace to 10)` : bad);
    const deck = raw.deck as Card[];
    const clash = deck.find((c) => inHands.has(c));
    if (clash) return err(`fixture.deck: card ${clash} is in fixture.hands`);
    // Without stacked hands, the hands are dealt from the number cards the deck does not name.
    const numbers = deck.filter((c) => NUMBER_CARDS.has(c)).length;
    const free = PILE_C.length - numbers;
    if (!fixture.hands && free < HAND_SIZE * seats) {
      return err(`fixture.deck names ${numbers} number cards, leaving too few to deal ${seats} hands`);
    }
    fixture.deck = [...deck];
  }
  return ok(fixture);
}

export function parseOptions(raw: unknown, seats: number): Result<DobbelOptions, string> {
  if (!Number.isInteger(seats) || seats < MIN_SEATS || seats > MAX_SEATS) {
    return err(`Dobbelsjanse is for ${MIN_SEATS}–${MAX_SEATS} players`);
  }
  if (raw === undefined) return ok({});
  if (!isPlainObject(raw)) return err("options must be an object");
  const extra = unknownKey(raw, ["fixture"]);
  if (extra !== undefined) return err(`options: unknown key ${JSON.stringify(extra)} (allowed: fixture)`);
  if (raw.fixture === undefined) return ok({});
  const fixture = parseFixture(raw.fixture, seats);
  if (!fixture.ok) return fixture;
  return ok({ fixture: fixture.value });
}

export { isPlainObject };
