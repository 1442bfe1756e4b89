// Leaving a Duel forfeits it: the opponent wins the match at once. At a table of
// three or more there is no resignation of the game's own (null): the room plays
// the seat's default moves from then on.
import type { Seat } from "../types";
import { draft } from "./draft";
import { note } from "./log";
import type { StakesState } from "./types";

export function resign(state: StakesState, seat: Seat): StakesState | null {
  if (!state.duel || state.finished || (seat !== 0 && seat !== 1)) return null;
  const s = draft(state);
  s.version++;
  s.finished = true;
  s.turn = null;
  s.pending = null;
  s.forfeit = seat;
  note(s, "stakes.resign", seat, 1 - seat);
  return s;
}
