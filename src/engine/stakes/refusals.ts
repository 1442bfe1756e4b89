// Why a well-formed move is refused now, or null when it is allowed. `legal` is
// every move this lets through, so the list and `apply` can never disagree.
import type { MoveError, Seat } from "../types";
import type { StakesMove, StakesState } from "./types";

function no(code: `move/${string}`, message: string): MoveError {
  return { code, message };
}

export function cardsLeft(s: StakesState): boolean {
  return s.deck.length > s.drawn || s.discard.length > 0;
}

export function refusal(s: StakesState, seat: Seat, move: StakesMove): MoveError | null {
  if (s.finished) return no("move/game_over", "The match is over.");
  if (seat !== s.turn) return no("move/not_your_turn", "It is not your turn.");
  const p = s.players[seat]!;
  if (s.pending === "peek") {
    return move.type === "peek" ? null : no("move/peek_pending", "First put the peeked cards back: keep or swap.");
  }
  if (s.pending === "nudge") {
    if (move.type !== "nudge") return no("move/nudge_pending", "First nudge a die: your King's nudge is compulsory.");
    const v = s.dice[move.die] + move.delta;
    return v >= 1 && v <= 6
      ? null
      : no("move/illegal_nudge", `Die ${move.die} cannot go to ${v}: dice stay within 1..6.`);
  }
  switch (move.type) {
    case "peek":
      return no("move/no_peek", "There is no peek to decide: that comes only after flipping a Jack.");
    case "nudge":
      return no("move/no_nudge", "There is no nudge to make: that comes only after flipping a King.");
    case "pass":
      return p.status === "banked" ? null : no("move/cannot_pass", "Only a banked Duel player may pass.");
    case "flip":
      if (p.status !== "live") return no("move/not_live", "You are out of this round: no more flips.");
      return cardsLeft(s) ? null : no("move/no_cards", "There is no card left to flip, not even in the discard pile.");
    case "bank":
      if (p.status !== "live") return no("move/not_live", "You have already left this round.");
      if (!p.flipped) return no("move/must_flip_first", "Your first turn of every round must be a flip.");
      return p.total > 0 ? null : no("move/bank_at_zero", "You cannot bank at 0.");
    case "twist":
      // At a table only live players twist; a banked Duel player twists cold.
      if (p.status === "live") {
        if (!p.flipped) return no("move/must_flip_first", "Your first turn of every round must be a flip.");
      } else if (!(s.duel && p.status === "banked")) {
        return no("move/not_live", "Only live players may twist.");
      }
      return p.leverage > 0 ? null : no("move/no_leverage", "You have no leverage dice left to twist with.");
  }
}
