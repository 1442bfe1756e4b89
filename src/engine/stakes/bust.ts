// Busting (rules page "Busting"): checked after every flip and every change of
// the target, for every live player in seat order starting from the actor.
import type { Seat } from "../types";
import { say } from "./draft";
import { targetOf, who } from "./rules";
import type { StakesState } from "./types";

const NONE: Seat[] = [];

/** Takes a player out of the round with 0; the row goes to the discard pile at once. */
export function knockOut(s: StakesState, seat: Seat): void {
  const p = s.players[seat]!;
  p.status = "bust";
  p.roundScores = [...p.roundScores, 0];
  if (p.row.length > 0) s.discard = s.discard.concat(p.row);
  p.row = [];
  p.shield = false;
}

/**
 * Busts every live player over the target. `cause` names the move that moved the
 * target, so a bust from someone else's twist or nudge is logged naming both.
 * Returns the busted seats in the order they busted.
 */
export function checkBusts(s: StakesState, actor: Seat, cause: "twist" | "nudge" | null): Seat[] {
  const t = targetOf(s);
  let out = NONE;
  for (let i = 0; i < s.seats; i++) {
    const c = (actor + i) % s.seats;
    const p = s.players[c]!;
    if (p.status !== "live" || p.total <= t) continue;
    knockOut(s, c);
    if (out === NONE) out = [];
    out.push(c);
    const text =
      c === actor || cause === null
        ? `${who(c)} busts at ${p.total}${cause ? ` (own ${cause})` : ""}.`
        : `${who(actor)}'s ${cause} busts ${who(c)} at ${p.total}.`;
    say(s, "bust", text, c);
  }
  return out;
}
