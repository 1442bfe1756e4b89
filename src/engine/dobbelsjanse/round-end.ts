// The end of a round (table cleared, the next round begun) or of the game. These
// work on a draft the caller already copied (draft.ts).
//
// Ruling (every way a round ends; the next round is begun by the seat left of
// whoever made the round's last move):
//   - the second face card of the round is drawn, in a plain turn or either step
//     of a double chance: by the drawer;
//   - a double chance ends: it failed (a matching card) or both steps succeeded
//     and scored: by the double-chance player;
//   - everyone is out by scoring or failing: cannot happen without a double
//     chance, because the moment a single player is left in, that player's
//     double chance begins, and it always ends the round. `passTurn` (turn.ts)
//     still ends the round by the last actor if nobody is left in, so no state
//     can stall.
// The eighth face card ends the game instead, in any of these situations.
import { plusAll } from "../arrays";
import type { Seat } from "../types";
import { appendLine } from "../log";
import { addEvent } from "./log";
import { isQueenOrKing } from "./piles";
import type { DobbelState } from "./types";

export function endRound(s: DobbelState, last: Seat): void {
  const numbers = s.table.filter((c) => !isQueenOrKing(c));
  const faces = s.table.filter((c) => isQueenOrKing(c));
  if (numbers.length) s.discard = plusAll(s.discard, numbers);
  if (faces.length) s.cleared = plusAll(s.cleared, faces);
  s.table = [];
  s.players = s.players.map((p) => (p.out === null ? p : { ...p, out: null }));
  s.round++;
  s.doubleChance = null;
  s.turn = (last + 1) % s.seats;
  if (s.lastEvent) s.lastEvent.roundEnded = true;
  addEvent(s, "dobbel.round", s.turn, s.round);
}

export function endGame(s: DobbelState): void {
  s.over = true;
  s.turn = null;
  s.doubleChance = null;
  addEvent(s, "dobbel.end", -1);
  const best = Math.max(...s.players.map((p) => p.score));
  const winners = s.players.flatMap((p, i) => (p.score === best ? [i] : []));
  if (winners.length === 1) addEvent(s, "dobbel.win", -1, winners[0]!, best);
  else appendLine(s, ["dobbel.share", s.version, -1, best, ...winners]);
}
