// Hand-written copies for apply (faster than structuredClone on every move). The
// log is shared, not copied (../log.ts), and so is every player a move leaves
// alone: `mine` copies a player on the move's first change to it. Act, catch and
// mark entries are never changed once pushed, so arrays of them are copied shallowly.
import { cloneRandom } from "../random";
import type { Seat } from "../types";
import type { PlayerState, TwelvesState } from "./types";

export function clonePlayer(p: PlayerState): PlayerState {
  return { ...p, hand: p.hand.slice(), hiddenAt: p.hiddenAt.slice() };
}

// The state the running move edits, and which of its players it has copied (one
// bit per seat). A move runs start to end with nothing in between.
let current: TwelvesState | null = null;
let copied = 0;

export function cloneState(s: TwelvesState): TwelvesState {
  const st: TwelvesState = {
    ...s,
    random: cloneRandom(s.random),
    order: s.order.slice(),
    net: s.net.slice(),
    players: s.players.slice(),
    acts: s.acts.slice(),
    catches: s.catches.slice(),
    watches: s.watches.slice(),
    intimidates: s.intimidates.slice(),
    uses: s.uses.slice(),
    removedNow: [],
    history: s.history.slice(),
  };
  current = st;
  copied = 0;
  return st;
}

/** The player at `seat`, safe to change. A state being set up owns all its players. */
export function mine(st: TwelvesState, seat: Seat): PlayerState {
  if (st !== current) return st.players[seat]!;
  const bit = 1 << seat;
  if ((copied & bit) === 0) {
    copied |= bit;
    st.players[seat] = clonePlayer(st.players[seat]!);
  }
  return st.players[seat]!;
}

/** After a new game gave every seat a fresh player, none needs copying. */
export function ownAllPlayers(st: TwelvesState): void {
  if (st === current) copied = -1;
}
