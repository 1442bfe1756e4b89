// What a Stakes seat can work out from its view: which cards it has not seen
// (deck and discard pile mixed, minus the cards it peeked at) and how likely the
// next flip is to bust it.
import { FULL_DECK, type Card } from "../../engine/cards";
import { cardValue } from "../../engine/stakes/rules";
import type { StakesView } from "../../engine/stakes/view";
import type { Seat } from "../../engine/types";

/** Cards in no visible row and not among the seat's known next cards. */
export function unseenCards(v: StakesView): Card[] {
  const seen = new Set<string>();
  for (const p of v.players) for (const c of p.row) seen.add(c);
  for (const c of v.known ?? []) seen.add(c);
  return FULL_DECK.filter((c) => !seen.has(c));
}

/** The chance that the next flip busts `seat` (the shield saves it; a known top card decides). */
export function bustChance(v: StakesView, seat: Seat): number {
  const p = v.players[seat]!;
  if (p.shield) return 0;
  const room = v.target - p.total;
  const top = v.known?.[0];
  if (top) return cardValue(top) > room ? 1 : 0;
  const unseen = unseenCards(v);
  if (unseen.length === 0) return 0;
  let bust = 0;
  for (const c of unseen) if (cardValue(c) > room) bust++;
  return bust / unseen.length;
}

/** Mean value of a flip over the unseen cards (used to judge a flip's gain). */
export function meanUnseenValue(v: StakesView): number {
  const unseen = unseenCards(v);
  if (unseen.length === 0) return 0;
  let sum = 0;
  for (const c of unseen) sum += cardValue(c);
  return sum / unseen.length;
}
