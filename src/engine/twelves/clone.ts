// Hand-written copies for apply (faster than structuredClone on every move). The
// log is shared, not copied (../log.ts). Act, catch and mark entries are never
// changed once pushed, so arrays of them are copied shallowly.
import { cloneRandom } from "../random";
import type { PlayerState, TwelvesState } from "./types";

export function clonePlayer(p: PlayerState): PlayerState {
  return { ...p, hand: p.hand.slice(), hiddenAt: p.hiddenAt.slice() };
}

export function cloneState(s: TwelvesState): TwelvesState {
  return {
    ...s,
    random: cloneRandom(s.random),
    order: s.order.slice(),
    net: s.net.slice(),
    players: s.players.map(clonePlayer),
    acts: s.acts.slice(),
    catches: s.catches.slice(),
    watches: s.watches.slice(),
    intimidates: s.intimidates.slice(),
    uses: s.uses.slice(),
    removedNow: [],
    history: s.history.slice(),
  };
}
