// Who is to act, every move a seat may make now, and the move played for a seat
// out of time. The lists and the moves in them are shared and frozen.
import type { Seat } from "../types";
import { legalActions, WATCH } from "./actions";
import { checkBet } from "./betting";
import { canWatchFromOutside } from "./refusals";
import type { BetMove, TwelvesMove, TwelvesState } from "./types";

export function toAct(st: TwelvesState): Seat[] {
  return st.stage === "over" ? [] : [st.order[st.cursor]!];
}

const NONE = Object.freeze([]) as unknown as TwelvesMove[];
const bet = (type: BetMove["type"]): BetMove => Object.freeze({ type });
const LEAVE = bet("leave"),
  DOUBLE = bet("double"),
  MATCH = bet("match");
const list = (...moves: TwelvesMove[]): TwelvesMove[] => Object.freeze(moves) as TwelvesMove[];
const BETS = list(LEAVE, DOUBLE, MATCH);
const BETS_NO_DOUBLE = list(LEAVE, MATCH);
const WATCH_ONLY = list(WATCH);

/** The moves `seat` may make now; the lists and moves in them are shared and frozen. */
export function legal(st: TwelvesState, seat: Seat): TwelvesMove[] {
  if (st.stage === "over") return NONE;
  if (st.order[st.cursor] !== seat) return canWatchFromOutside(st, seat) ? WATCH_ONLY : NONE;
  if (st.stage === "actions") return legalActions(st, seat);
  // Leave and match are always allowed; double has its conditions.
  return checkBet(st, seat, DOUBLE) === null ? BETS : BETS_NO_DOUBLE;
}

/** Timeouts: match in betting (never leave), Water as an action. */
export function defaultMove(st: TwelvesState, seat: Seat): TwelvesMove | null {
  if (st.stage === "over" || st.order[st.cursor] !== seat) return null;
  return st.stage === "betting" ? { type: "match" } : { type: "water" };
}
