// Busting (rules page "Busting"): checked after every flip and every change of
// the target, for every live player in seat order starting from the actor.
import { plusAll } from "../arrays";
import type { Seat } from "../types";
import { NO_CARDS, player } from "./draft";
import { note } from "./log";
import { targetOf } from "./rules";
import type { StakesState } from "./types";

// Shared by every move that busts nobody; frozen so no caller can fill it.
export const NONE = Object.freeze([]) as unknown as Seat[];

/**
 * After a flip only the flipper's total moved and the target did not, so only
 * the flipper can be over it: the every-player check would find nobody else.
 */
export function checkFlipBust(s: StakesState, seat: Seat): Seat[] {
  const total = s.players[seat]!.total;
  if (total <= targetOf(s)) return NONE;
  knockOut(s, seat);
  note(s, "stakes.bust", seat, total);
  return [seat];
}

/** Takes a player out of the round with 0; the row goes to the discard pile at once. */
export function knockOut(s: StakesState, seat: Seat): void {
  const p = player(s, seat);
  p.status = "bust";
  p.roundScores = [...p.roundScores, 0];
  if (p.row.length > 0) s.discard = plusAll(s.discard, p.row);
  p.row = NO_CARDS;
  p.shield = false;
}

/**
 * After a twist or nudge: busts every live player over the new target. `cause`
 * names the move, so a bust from someone else's twist or nudge is logged naming both.
 * Returns the busted seats in the order they busted.
 */
export function checkBusts(s: StakesState, actor: Seat, cause: "twist" | "nudge"): Seat[] {
  const t = targetOf(s);
  let out = NONE;
  for (let i = 0, c = actor; i < s.seats; i++, c = c + 1 === s.seats ? 0 : c + 1) {
    const p = s.players[c]!;
    if (p.status !== "live" || p.total <= t) continue;
    knockOut(s, c);
    if (out === NONE) out = [];
    out.push(c);
    if (c === actor) note(s, "stakes.bust.own", c, p.total, cause);
    else note(s, "stakes.bust.by", c, p.total, cause, actor);
  }
  return out;
}
