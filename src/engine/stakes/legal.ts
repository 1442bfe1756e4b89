// Every move the seat may make now, in the order of ALL_MOVES. Written out rather
// than derived by running `refusal` on all eleven moves, because random playouts
// call it on every step; the playout tests check that the two agree.
import type { Seat } from "../types";
import { BANK, FLIP, NUDGE, PASS, PEEK_KEEP, PEEK_SWAP, TWIST } from "./moves";
import type { StakesMove, StakesState } from "./types";

export function legal(s: StakesState, seat: Seat): StakesMove[] {
  if (s.finished || seat !== s.turn) return [];
  if (s.pending === "peek") return [PEEK_KEEP, PEEK_SWAP];
  if (s.pending === "nudge") {
    const out: StakesMove[] = [];
    if (s.dice.A < 6) out.push(NUDGE.A.up);
    if (s.dice.A > 1) out.push(NUDGE.A.down);
    if (s.dice.B < 6) out.push(NUDGE.B.up);
    if (s.dice.B > 1) out.push(NUDGE.B.down);
    return out;
  }
  const p = s.players[seat]!;
  const out: StakesMove[] = [];
  if (p.status === "live") {
    if (s.deck.length > s.drawn || s.discard.length > 0) out.push(FLIP);
    if (p.flipped) {
      if (p.total > 0) out.push(BANK);
      if (p.leverage > 0) out.push(TWIST.A, TWIST.B);
    }
  } else if (p.status === "banked" && s.duel) {
    if (p.leverage > 0) out.push(TWIST.A, TWIST.B);
    out.push(PASS);
  }
  return out;
}
