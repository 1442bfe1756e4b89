// Why a well-formed move is refused now (422), or null when it is allowed, and
// the codes it answers with. `move/not_your_turn` is fixed by api.md; the rest
// are this game's own and stable.
import type { MoveError, Seat } from "../types";
import type { DobbelMove, DobbelState } from "./types";

const e = (code: MoveError["code"], message: string): MoveError => ({ code, message });

export const GAME_OVER = e("move/game_over", "The game is over.");
export const NOT_YOUR_TURN = e("move/not_your_turn", "It is not your turn.");
export const NOT_IN_HAND = e("move/not_in_hand", "That card is not in your hand.");
export const NO_SCORE_IN_DOUBLE_CHANCE = e(
  "move/no_score_in_double_chance",
  "In a double chance you must draw or play; the score comes when both steps succeed.",
);
export const DOUBLE_CHANCE_NEEDS_A_DRAW = e(
  "move/double_chance_needs_a_draw",
  "You played a hand card as the first step of your double chance; the second step must be a draw.",
);

export function refusal(state: DobbelState, seat: Seat, move: DobbelMove): MoveError | null {
  if (state.over) return GAME_OVER;
  if (state.turn !== seat) return NOT_YOUR_TURN;
  const dc = state.doubleChance;
  if (move.type === "score" && dc) return NO_SCORE_IN_DOUBLE_CHANCE;
  if (move.type === "play") {
    if (!state.players[seat]!.hand.includes(move.card)) return NOT_IN_HAND;
    if (dc?.played) return DOUBLE_CHANCE_NEEDS_A_DRAW;
  }
  return null;
}
