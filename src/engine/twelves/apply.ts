// Turn checks and dispatch: the participant at the cursor makes the stage's move;
// a participant who is out may Watch once per round during an actions stage.
import { err, ok, type Result } from "../result";
import type { MoveError, Seat } from "../types";
import { applyAction, checkAction, legalActions, WATCH } from "./actions";
import { applyBet, checkBet } from "./betting";
import { watch } from "./catching";
import { cloneState, mine } from "./draft";
import { settle } from "./flow";
import { type ActionMove, type BetMove, type TwelvesMove, type TwelvesState } from "./types";

const refuse = (code: `move/${string}`, message: string): MoveError => ({ code, message });
const isBet = (m: TwelvesMove): m is BetMove => m.type === "match" || m.type === "leave" || m.type === "double";

export function toAct(st: TwelvesState): Seat[] {
  return st.stage === "over" ? [] : [st.order[st.cursor]!];
}

function canWatchFromOutside(st: TwelvesState, seat: Seat): boolean {
  const p = st.players[seat];
  return st.stage === "actions" && p !== undefined && p.status !== "in" && p.outWatchRound !== st.round
    && !(st.resigned ?? []).includes(seat);
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
    return isBet(move) ? checkBet(st, seat, move) : refuse("move/betting_stage", "This is the betting stage: leave, double or match.");
  }
  return isBet(move) ? refuse("move/actions_stage", "This is the actions stage: take an action.") : checkAction(st, seat, move);
}

const NONE = Object.freeze([]) as unknown as TwelvesMove[];
const bet = (type: BetMove["type"]): BetMove => Object.freeze({ type });
const LEAVE = bet("leave"), DOUBLE = bet("double"), MATCH = bet("match");
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
