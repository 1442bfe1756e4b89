// Drawing, reshuffling and peeking, with each seat's private knowledge of the
// deck's top kept in step (rules page, Jack ruling).
import type { Card } from "../cards";
import { cloneRandom } from "../random";
import { shuffleInPlace } from "../rng";
import type { Seat } from "../types";
import { note } from "./log";
import type { StakesState } from "./types";

/**
 * The top card, reshuffling the discard pile into a new deck first when the deck
 * is empty (rows still on the table stay there). Null when no card exists at all;
 * callers check `cardsLeft` first.
 */
export function drawCard(s: StakesState): Card | null {
  if (s.deck.length === s.drawn) {
    if (s.discard.length === 0) return null;
    reshuffle(s);
  }
  const card = s.deck[s.drawn++]!;
  forget(s, card);
  return card;
}

function reshuffle(s: StakesState): void {
  s.random = cloneRandom(s.random);
  const n = s.discard.length;
  s.deck = shuffleInPlace(s.random.rng, s.discard.slice());
  s.drawn = 0;
  s.discard = [];
  // A fresh order: everything anyone peeked at is void.
  s.known = s.known.map(() => []);
  note(s, "stakes.reshuffle", -1, n);
}

/** A drawn card leaves every peeker's "known next" list, wherever they believe it is. */
function forget(s: StakesState, card: Card): void {
  let hit = false;
  for (let i = 0; i < s.known.length && !hit; i++) {
    const k = s.known[i]!;
    hit = k.length > 0 && k.includes(card);
  }
  if (hit) s.known = s.known.map((k) => (k.includes(card) ? k.filter((c) => c !== card) : k));
}

function setKnown(s: StakesState, seat: Seat, cards: Card[]): void {
  s.known = s.known.slice();
  s.known[seat] = cards;
}

/**
 * A Jack's peek: the flipper sees up to two top cards. Two cards make a keep/swap
 * decision (returns true); one is just seen; none means nothing to see, and the
 * discard pile is not reshuffled for a peek.
 */
export function peek(s: StakesState, seat: Seat): boolean {
  const n = Math.min(2, s.deck.length - s.drawn);
  if (n === 0) {
    note(s, "stakes.peek.none", seat);
    return false;
  }
  const seen = s.deck.slice(s.drawn, s.drawn + n);
  setKnown(s, seat, seen);
  if (n === 1) {
    note(s, "stakes.peek.last", seat);
    note(s, "stakes.peek.last.own", seat, seen[0]!);
    return false;
  }
  note(s, "stakes.peek.two", seat);
  note(s, "stakes.peek.two.own", seat, seen[0]!, seen[1]!);
  return true;
}

/** The peek decision: only the peeker learns which order was chosen. */
export function putBack(s: StakesState, seat: Seat, swap: boolean): void {
  const a = s.deck[s.drawn]!,
    b = s.deck[s.drawn + 1]!;
  if (swap) {
    // A rare move: the deck is copied here, without the cards already drawn.
    const deck = s.deck.slice(s.drawn);
    deck[0] = b;
    deck[1] = a;
    s.deck = deck;
    s.drawn = 0;
    setKnown(s, seat, [b, a]);
  }
  note(s, "stakes.putback", seat);
  if (swap) note(s, "stakes.putback.swap", seat, b, a);
  else note(s, "stakes.putback.keep", seat, a, b);
}
