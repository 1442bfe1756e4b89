// The deal: status cards from pile A, three hand cards each from pile C, then
// pile B shuffled with the rest of C into the draw pile. The PRNG is used only
// here (the order is fixed below so a match replays from its seed); nothing in
// play is random afterwards, so the state keeps no PRNG.
import type { Card } from "../cards";
import { logFromLines } from "../log";
import { newRandom, stackedDeck } from "../random";
import { newRng, nextInt, shuffleInPlace } from "../rng";
import type { SetupInput } from "../types";
import { firstEvent } from "./log";
import { HAND_SIZE, PILE_B, PILE_C, pileA } from "./piles";
import type { DobbelOptions, DobbelState } from "./types";

export function setup({ seats, seed, options }: SetupInput<DobbelOptions>): DobbelState {
  const random = newRandom(newRng(seed));
  const fixture = options.fixture;
  // 1. status cards: pile A shuffled, one each; leftovers are set aside.
  const statuses = shuffleInPlace(random.rng, pileA(seats)).slice(0, seats);
  // 2. hands: stacked by the fixture, or dealt from shuffled pile C (minus any number cards the fixture puts in the deck).
  let hands: Card[][];
  if (fixture?.hands) {
    hands = fixture.hands.map((h) => [...h]);
  } else {
    const reserved = fixture?.deck ? new Set<string>(fixture.deck) : null;
    const c = shuffleInPlace(random.rng, reserved ? PILE_C.filter((x) => !reserved.has(x)) : PILE_C.slice());
    hands = Array.from({ length: seats }, (_, i) => c.slice(i * HAND_SIZE, (i + 1) * HAND_SIZE));
  }
  // 3. the draw pile: B and what is left of C, fixture cards on top.
  const dealt = new Set<string>(hands.flat());
  const rest = [...PILE_B, ...PILE_C.filter((x) => !dealt.has(x))];
  const deck = stackedDeck(random, rest, fixture?.deck ?? []);
  // 4. who begins round 1: seeded, or seat 0 with a fixture.
  const first = fixture ? 0 : nextInt(random.rng, seats);

  const lines = [firstEvent("dobbel.round", first, 1)];
  for (let s = 0; s < seats; s++) lines.push(firstEvent("dobbel.hand", s, hands[s]!.join(", ")));
  return {
    version: 0,
    log: logFromLines(lines),
    seats,
    round: 1,
    deck,
    drawn: 0,
    table: [],
    facesDrawn: 0,
    cleared: [],
    discard: [],
    players: statuses.map((statusCard, s) => ({ statusCard, out: null, hand: hands[s]!, score: 0 })),
    turn: first,
    doubleChance: null,
    lastEvent: null,
    over: false,
  };
}
