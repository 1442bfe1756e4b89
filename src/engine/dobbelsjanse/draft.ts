// The working copy a move edits. `apply` never changes its input: the draft is a
// new top level sharing everything else with the input. Only what a move changes
// is copied (the deck is shared between states: it never changes; the log is
// shared too, new lines going into a part of it this move owns, ../log.ts). The
// players' list and the table are shared until the move changes them (`setPlayer`
// copies the list once; the table is replaced when a card joins it).
import type { Seat } from "../types";
import type { DobbelState } from "./types";

// Whether the running move has copied the players' list yet (one move at a time).
let playersOwned = false;

/** The draft of the move that follows `state`, one version later. */
export function draft(state: DobbelState): DobbelState {
  const s: DobbelState = { ...state, version: state.version + 1 };
  playersOwned = false;
  return s;
}

export function setPlayer(s: DobbelState, seat: Seat, p: DobbelState["players"][number]): void {
  if (!playersOwned) {
    s.players = s.players.slice();
    playersOwned = true;
  }
  s.players[seat] = p;
}
