// Whose turn it is: play passes to the left, skipping anyone who may not act.
import type { Seat } from "../types";
import { knockOut } from "./bust";
import { note } from "./log";
import { cardsLeft } from "./refusals";
import { endRound } from "./round-end";
import type { StakesPlayer, StakesState } from "./types";

/**
 * Ruling (not on the rules page): a live player with no legal move (no card left
 * anywhere to flip, and either before their first flip or at total 0 with no
 * dice) leaves the round as if bust, scoring 0. Otherwise the round could never
 * end. With 52 cards this cannot arise in play (rows on the table hold at most
 * 6 × 22 points of the deck's 220), but the engine does not rely on arithmetic.
 */
function stuck(s: StakesState, p: StakesPlayer): boolean {
  return !cardsLeft(s) && !(p.flipped && (p.total > 0 || p.leverage > 0));
}

/** Gives the turn to the next seat after `from` who may act; false when nobody is live. */
function passTurn(s: StakesState, from: Seat): boolean {
  for (;;) {
    // The first seat after `from` that may act, and whether anyone is live at all
    // (one pass over the seats: `from` itself comes last).
    let next: Seat | null = null;
    let live = false;
    for (let i = 1, c = from; i <= s.seats; i++) {
      c = c + 1 === s.seats ? 0 : c + 1;
      const p = s.players[c]!;
      if (p.status === "live") {
        live = true;
        if (next === null) next = c;
        break;
      }
      // Cold twisting: with two seats, someone live means it is the opponent.
      if (next === null && s.duel && p.status === "banked" && p.leverage > 0) next = c;
    }
    if (!live) return false;
    const p = s.players[next!]!;
    if (p.status === "live" && stuck(s, p)) {
      knockOut(s, next!);
      note(s, "stakes.stuck", next!);
      from = next!;
      continue;
    }
    s.turn = next;
    return true;
  }
}

/** Ends the turn of `from`: the next player acts, or the round (and maybe the match) ends. */
export function advance(s: StakesState, from: Seat): void {
  while (!passTurn(s, from)) {
    endRound(s);
    if (s.finished) return;
    from = (s.firstPlayer + s.seats - 1) % s.seats;
  }
}
