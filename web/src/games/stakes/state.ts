// The Stakes view `state` is the engine's own view type (web/docs/stakes-state.md
// describes it); the rest is the table's wording and arithmetic.
import * as tm from "../../i18n/messages";
import type { StakesMove } from "../../../../src/engine/stakes/types";
import type { StakesPlayerView, StakesView } from "../../../../src/engine/stakes/view";

export type { StakesMove };
export type StakesState = StakesView;
export type StakesPlayer = StakesPlayerView;

export const ROUNDS_TABLE = 5;
export const WINS_DUEL = 4;

export function isDuel(s: StakesState): boolean {
  return s.duel ?? s.players.length === 2;
}

/** Stakes card values: Ace 1, 2–10 face value, J/Q/K 0. */
export function cardValue(code: string): number {
  const r = code.slice(0, -1);
  if (r === "A") return 1;
  if (r === "J" || r === "Q" || r === "K") return 0;
  return Number(r);
}

export const FACE_WORD: Record<string, string> = { J: tm.tFacePeek, Q: tm.tFaceShield, K: tm.tFaceNudge };
