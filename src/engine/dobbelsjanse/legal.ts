// Who is to act, every move a seat may make now, and the move played for a seat
// out of time.
import type { Seat } from "../types";
import type { DobbelMove, DobbelState } from "./types";

const DRAW: DobbelMove = { type: "draw" };
const SCORE: DobbelMove = { type: "score" };

export function toAct(state: DobbelState): Seat[] {
  return state.turn === null ? [] : [state.turn];
}

export function legal(state: DobbelState, seat: Seat): DobbelMove[] {
  if (state.turn !== seat) return [];
  const dc = state.doubleChance;
  const moves: DobbelMove[] = [{ ...DRAW }];
  // A double chance is draw+draw, draw+play or play+draw: never two hand cards.
  if (!dc?.played) for (const card of state.players[seat]!.hand) moves.push({ type: "play", card });
  if (!dc) moves.push({ ...SCORE });
  return moves;
}

/** On a timeout: bank what is there; a double chance has no plain score, so draw. */
export function defaultMove(state: DobbelState, seat: Seat): DobbelMove | null {
  if (state.turn !== seat) return null;
  return state.doubleChance ? { ...DRAW } : { ...SCORE };
}
