// Why a well-formed move is refused now (422), or null when it is allowed: the turn
// and stage checks here, the bet's and the action's own in betting.ts and
// actions.ts. A participant who is out may Watch once per round during an actions
// stage, out of turn.
import type { MoveError, Seat } from "../types";
import { checkAction } from "./actions";
import { checkBet } from "./betting";
import { isBet } from "./moves";
import type { TwelvesMove, TwelvesState } from "./types";

const refuse = (code: `move/${string}`, message: string): MoveError => ({ code, message });

export function canWatchFromOutside(st: TwelvesState, seat: Seat): boolean {
  const p = st.players[seat];
  return (
    st.stage === "actions" &&
    p !== undefined &&
    p.status !== "in" &&
    p.outWatchRound !== st.round &&
    !(st.resigned ?? []).includes(seat)
  );
}

/** Why `seat` may not make `move` now, or null when it may. */
export function check(st: TwelvesState, seat: Seat, move: TwelvesMove): MoveError | null {
  if (st.stage === "over") return refuse("move/match_over", "The match is over.");
  if (st.order[st.cursor] !== seat) {
    if (move.type === "watch" && canWatchFromOutside(st, seat)) return null;
    if (move.type === "watch" && st.stage === "actions" && st.players[seat]?.status !== "in" && st.players[seat]) {
      return refuse("move/already_watched", "You already watched from outside the game this round.");
    }
    return refuse("move/not_your_turn", "It is not your turn.");
  }
  if (st.stage === "betting") {
    return isBet(move)
      ? checkBet(st, seat, move)
      : refuse("move/betting_stage", "This is the betting stage: leave, double or match.");
  }
  return isBet(move)
    ? refuse("move/actions_stage", "This is the actions stage: take an action.")
    : checkAction(st, seat, move);
}
