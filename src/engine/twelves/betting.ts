// The betting stage: leave, double (Ruling: to twice the highest bet among those
// still in, capped by the table limit, once per stage, and in the last stage, with
// 5 dice, only in the first pass) or match the highest bet.
import type { MoveError, Seat } from "../types";
import { event } from "./log";
import { handSize, highestBet, removeSeats } from "./turn";
import type { BetMove, TwelvesState } from "./types";
import { mine } from "./draft";

const refuse = (code: `move/${string}`, message: string): MoveError => ({ code, message });

export function checkBet(st: TwelvesState, seat: Seat, move: BetMove): MoveError | null {
  if (move.type !== "double") return null;
  const p = st.players[seat]!;
  if (p.doubled) return refuse("move/already_doubled", "You already doubled in this betting stage.");
  if (handSize(st) === 5 && st.pass === 2) {
    return refuse("move/no_double_last_stage", "In the last betting stage, Double is only offered in the first pass.");
  }
  if (2 * highestBet(st) > st.tableLimit) {
    return refuse("move/over_table_limit", `Doubling would exceed the table limit of ${st.tableLimit}.`);
  }
  return null;
}

export function applyBet(st: TwelvesState, seat: Seat, move: BetMove): void {
  const p = mine(st, seat);
  if (move.type === "leave") {
    event(st, "twelves.leave", seat, p.bet);
    removeSeats(st, [seat], "out");
    return;
  }
  const high = highestBet(st);
  const target = move.type === "double" ? 2 * high : high;
  const paid = target - p.bet;
  p.bet = target;
  st.pool += paid;
  st.net = st.net.slice();
  st.net[seat]! -= paid;
  if (move.type === "double") {
    p.doubled = true;
    st.doubledInPass = true;
    event(st, "twelves.double", seat, target);
  } else {
    event(st, "twelves.match", seat, target);
  }
  st.cursor++;
}
