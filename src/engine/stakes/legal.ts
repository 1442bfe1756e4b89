// Every move the seat may make now, in the order of ALL_MOVES. Written out rather
// than derived by running `refusal` on all eleven moves, because random playouts
// call it on every step; the playout tests check that the two agree. The lists are
// shared and frozen (like the moves in them): a step allocates nothing. Also who is
// to act (`toAct`) and the move played for a seat out of time (`defaultMove`).
import type { Seat } from "../types";
import { BANK, FLIP, NUDGE, PASS, PEEK_KEEP, PEEK_SWAP, TWIST } from "./moves";
import { MAX_SEATS } from "./rules";
import type { StakesMove, StakesState } from "./types";

const list = (...moves: StakesMove[]): StakesMove[] => Object.freeze(moves) as StakesMove[];

const NONE = list();
const PEEK = list(PEEK_KEEP, PEEK_SWAP);

// Nudges by bit: 1 A up, 2 A down, 4 B up, 8 B down.
const NUDGES: StakesMove[][] = [];
for (let bits = 0; bits < 16; bits++) {
  const out: StakesMove[] = [];
  if (bits & 1) out.push(NUDGE.A.up);
  if (bits & 2) out.push(NUDGE.A.down);
  if (bits & 4) out.push(NUDGE.B.up);
  if (bits & 8) out.push(NUDGE.B.down);
  NUDGES.push(list(...out));
}

// A live player's turn by bit: 1 flip, 2 bank, 4 twist.
const LIVE: StakesMove[][] = [];
for (let bits = 0; bits < 8; bits++) {
  const out: StakesMove[] = [];
  if (bits & 1) out.push(FLIP);
  if (bits & 2) out.push(BANK);
  if (bits & 4) out.push(TWIST.A, TWIST.B);
  LIVE.push(list(...out));
}

const COLD = list(TWIST.A, TWIST.B, PASS);
const PASS_ONLY = list(PASS);

export function legal(s: StakesState, seat: Seat): StakesMove[] {
  if (s.finished || seat !== s.turn) return NONE;
  if (s.pending === "peek") return PEEK;
  if (s.pending === "nudge") {
    const { A, B } = s.dice;
    return NUDGES[(A < 6 ? 1 : 0) | (A > 1 ? 2 : 0) | (B < 6 ? 4 : 0) | (B > 1 ? 8 : 0)]!;
  }
  const p = s.players[seat]!;
  if (p.status === "live") {
    let bits = s.deck.length > s.drawn || s.discard.length > 0 ? 1 : 0;
    if (p.flipped) {
      if (p.total > 0) bits |= 2;
      if (p.leverage > 0) bits |= 4;
    }
    return LIVE[bits]!;
  }
  if (p.status === "banked" && s.duel) return p.leverage > 0 ? COLD : PASS_ONLY;
  return NONE;
}

const NOBODY: Seat[] = Object.freeze([]) as unknown as Seat[];
const SEAT: Seat[][] = Array.from({ length: MAX_SEATS }, (_, i) => Object.freeze([i]) as unknown as Seat[]);

/** Who is to act: shared frozen lists, like `legal`'s, so a playout step allocates nothing here. */
export function toAct(s: StakesState): Seat[] {
  return s.finished || s.turn === null ? NOBODY : (SEAT[s.turn] ?? [s.turn]);
}

/**
 * The move played for a seat out of time: the safe choice, never spending dice.
 * Bank when allowed, else flip; keep a peeked order; the first legal nudge
 * (A+1, A-1, B+1, B-1, the order of `legal`); a banked Duel player passes.
 */
export function defaultMove(s: StakesState, seat: Seat): StakesMove | null {
  if (s.finished || seat !== s.turn) return null;
  if (s.pending === "peek") return PEEK_KEEP;
  const moves = legal(s, seat);
  if (s.pending === "nudge") return moves[0] ?? null;
  if (s.players[seat]!.status === "banked") return PASS;
  return moves.find((m) => m.type === "bank") ?? moves.find((m) => m.type === "flip") ?? moves[0] ?? null;
}
