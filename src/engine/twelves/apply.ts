// Applying a move: refuse it (refusals.ts), or make it on a draft (draft.ts): the
// participant at the cursor makes the stage's move; a participant who is out may
// Watch once per round during an actions stage. Then the game moves along (flow.ts).
import { err, ok, type Result } from "../result";
import type { MoveError, Seat } from "../types";
import { applyAction } from "./actions";
import { applyBet } from "./betting";
import { watch } from "./catching";
import { cloneState, mine } from "./draft";
import { settle } from "./flow";
import { isBet } from "./moves";
import { check } from "./refusals";
import type { ActionMove, TwelvesMove, TwelvesState } from "./types";

export function apply(state: TwelvesState, seat: Seat, move: TwelvesMove): Result<TwelvesState, MoveError> {
  const refused = check(state, seat, move);
  if (refused) return err(refused);
  const st = cloneState(state);
  st.version++;
  if (st.order[st.cursor] !== seat) {
    mine(st, seat).outWatchRound = st.round;
    watch(st, seat, true);
  } else if (isBet(move)) {
    applyBet(st, seat, move);
  } else {
    applyAction(st, seat, move as ActionMove);
  }
  settle(st);
  return ok(st);
}
