// Resigning from a Twelves match is a Leave made now, whoever is to act: the seat's
// bets stay in the pool, it is out of this game and sits out every later game, and
// it cannot be among the match's winners. At two seats that hands the opponent the
// pool and ends the match (no later game has two players).
import type { Seat } from "../types";
import { cloneState } from "./draft";
import { settle } from "./flow";
import { event } from "./log";
import { removeSeats } from "./turn";
import type { TwelvesState } from "./types";

export function resign(state: TwelvesState, seat: Seat): TwelvesState | null {
  if (state.stage === "over" || seat < 0 || seat >= state.seats || (state.resigned ?? []).includes(seat)) return null;
  const st = cloneState(state);
  st.version++;
  st.resigned = [...(state.resigned ?? []), seat];
  const p = st.players[seat]!;
  if (p.status === "in") {
    event(st, "twelves.resign.in", seat, p.bet);
    removeSeats(st, [seat], "out");
  } else {
    event(st, "twelves.resign", seat);
  }
  settle(st);
  return st;
}
