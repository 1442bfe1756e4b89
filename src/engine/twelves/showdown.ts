// The showdown after the fourth round's second action pass: the hands of those
// still in are revealed and the best hand (ties: all of them) takes the pool.
import { endGame } from "./game";
import { handName, handScore } from "./hands";
import { event } from "./log";
import type { ShowdownHand, TwelvesState } from "./types";

export function showdown(st: TwelvesState): void {
  const hands: ShowdownHand[] = st.order.map((s) => {
    const hand = st.players[s]!.hand.slice();
    return { seat: s, hand, rank: handName(hand) };
  });
  for (const h of hands) event(st, "twelves.reveal", h.seat, h.hand.join(", "), h.rank);
  const scores = hands.map((h) => handScore(h.hand));
  const best = Math.max(...scores);
  const winners = hands.filter((_, i) => scores[i] === best).map((h) => h.seat);
  endGame(st, winners, "showdown", hands);
}
