// Whose turn it is after a move that did not end the round: the next seat still
// in, or, with one seat left in, that seat's double chance. Works on a draft the
// caller already copied (draft.ts).
import type { Seat } from "../types";
import { addEvent } from "./log";
import { endRound } from "./round-end";
import type { DobbelState } from "./types";

/** After a move that did not end the round: the next seat still in, or a double chance. */
export function passTurn(s: DobbelState, actor: Seat): void {
  let inCount = 0,
    only = -1;
  for (let i = 0; i < s.seats; i++) {
    if (s.players[i]!.out === null) {
      inCount++;
      only = i;
    }
  }
  if (inCount === 0) return endRound(s, actor);
  if (inCount === 1) {
    s.doubleChance = { seat: only, step: 1, played: false };
    s.turn = only;
    addEvent(s, "dobbel.double", only);
    return;
  }
  let next = actor;
  do next = (next + 1) % s.seats;
  while (s.players[next]!.out !== null);
  s.turn = next;
}
