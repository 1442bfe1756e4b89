// Stakes and Stakes Duel (shared/rules/stakes.md) as a GameDef: 2 seats play the
// Duel, 3–6 the table game.
import type { GameDef, Seat } from "../types";
import { applyMove } from "./apply";
import { legal } from "./legal";
import { PASS, PEEK_KEEP, parseMove } from "./moves";
import { parseOptions } from "./options";
import { resultOf } from "./round-end";
import { MAX_SEATS, MIN_SEATS } from "./rules";
import { resign } from "./resign";
import { setup } from "./setup";
import type { StakesMove, StakesOptions, StakesState } from "./types";
import { revealOf, viewOf } from "./view";

export type { StakesMove, StakesOptions, StakesState } from "./types";


/**
 * The move played for a seat out of time: the safe choice, never spending dice.
 * Bank when allowed, else flip; keep a peeked order; the first legal nudge
 * (A+1, A-1, B+1, B-1, the order of `legal`); a banked Duel player passes.
 */
function defaultMove(s: StakesState, seat: Seat): StakesMove | null {
  if (s.finished || seat !== s.turn) return null;
  if (s.pending === "peek") return PEEK_KEEP;
  const moves = legal(s, seat);
  if (s.pending === "nudge") return moves[0] ?? null;
  if (s.players[seat]!.status === "banked") return PASS;
  return moves.find((m) => m.type === "bank") ?? moves.find((m) => m.type === "flip") ?? moves[0] ?? null;
}

const NOBODY: Seat[] = Object.freeze([]) as unknown as Seat[];
const SEAT: Seat[][] = Array.from({ length: MAX_SEATS }, (_, i) => Object.freeze([i]) as unknown as Seat[]);

export const stakes: GameDef<StakesState, StakesMove, StakesOptions> = {
  id: "stakes",
  name: "Stakes",
  minSeats: MIN_SEATS,
  maxSeats: MAX_SEATS,
  parseOptions,
  parseMove,
  setup,
  // Shared frozen lists, like `legal`'s: a playout step allocates nothing here.
  toAct: (s) => (s.finished || s.turn === null ? NOBODY : (SEAT[s.turn] ?? [s.turn])),
  legal,
  apply: applyMove,
  view: viewOf,
  reveal: revealOf,
  result: (s) => (s.finished ? resultOf(s) : null),
  scores: (s) => s.players.map((p) => p.score),
  defaultMove,
  resign,
};
