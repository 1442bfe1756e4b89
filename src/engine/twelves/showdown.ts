// The showdown after the fourth round's second action pass: the hands of those
// still in are revealed and the best hand (ties: all of them) takes the pool.
import { endGame } from "./game";
import { handName, handScore } from "./hands";
import { say, who } from "./log";
import type { ShowdownHand, TwelvesState } from "./types";

export function showdown(st: TwelvesState): void {
  const hands: ShowdownHand[] = st.order.map((s) => {
    const hand = st.players[s]!.hand.slice();
    return { seat: s, hand, rank: handName(hand) };
  });
  for (const h of hands) say(st, "reveal", `${who(h.seat)} shows ${h.hand.join(", ")}: ${h.rank}.`, h.seat);
  const scores = hands.map((h) => handScore(h.hand));
  const best = Math.max(...scores);
  const winners = hands.filter((_, i) => scores[i] === best).map((h) => h.seat);
  endGame(st, winners, "showdown", hands);
}
