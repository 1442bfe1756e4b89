// The turn order holds only participants still in; `cursor` is the position of the
// one to act. Removing someone before the cursor moves it back so the same
// participant stays next; removing the one at the cursor lets the next slide in.
import type { Seat } from "../types";
import type { Status, TwelvesState } from "./types";
import { mine } from "./draft";

export function removeSeats(st: TwelvesState, seats: readonly Seat[], status: Exclude<Status, "in">): void {
  // In turn order, each one's position counted after those removed before it.
  const order = st.order;
  const kept: Seat[] = [];
  let removed: Seat[] | null = null;
  let cursor = st.cursor;
  for (let i = 0; i < order.length; i++) {
    const s = order[i]!;
    if (!seats.includes(s)) {
      kept.push(s);
      continue;
    }
    if (kept.length < cursor) cursor--;
    mine(st, s).status = status;
    (removed ??= st.removedNow.slice()).push(s);
  }
  if (removed === null) return;
  st.order = kept;
  st.cursor = cursor;
  st.removedNow = removed;
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
