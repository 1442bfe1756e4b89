// The turn order holds only participants still in; `cursor` is the position of the
// one to act. Removing someone before the cursor moves it back so the same
// participant stays next; removing the one at the cursor lets the next slide in.
import type { Seat } from "../types";
import type { Status, TwelvesState } from "./types";
import { mine } from "./clone";
import { plus } from "../arrays";

export function removeSeats(st: TwelvesState, seats: readonly Seat[], status: Exclude<Status, "in">): void {
  const sorted = seats.filter((s) => st.order.includes(s)).sort((a, b) => st.order.indexOf(a) - st.order.indexOf(b));
  if (sorted.length > 0) st.order = st.order.slice();
  for (const s of sorted) {
    const i = st.order.indexOf(s);
    st.order.splice(i, 1);
    if (i < st.cursor) st.cursor--;
    mine(st, s).status = status;
    st.removedNow = plus(st.removedNow, s);
  }
}

/**
 * Shove: the mover at the cursor (`from`) re-enters at `to`, the others keep their
 * order. Moving later leaves the cursor on whoever slid into `from`, so the mover
 * acts again on reaching `to`; moving earlier puts it among those who have acted.
 */
export function moveInOrder(st: TwelvesState, from: number, to: number): void {
  st.order = st.order.slice();
  const [s] = st.order.splice(from, 1);
  st.order.splice(to, 0, s!);
  st.cursor = to > from ? from : from + 1;
}

export function highestBet(st: TwelvesState): number {
  let h = 0;
  for (const s of st.order) h = Math.max(h, st.players[s]!.bet);
  return h;
}

export function handSize(st: TwelvesState): number {
  return st.players[st.order[0]!]!.hand.length;
}
