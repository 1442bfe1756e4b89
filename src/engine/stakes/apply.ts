// Applying a move: refuse it (a value, never a throw), or resolve it on a draft
// and pass the turn once no decision of the same turn is pending.
import { cloneRandom, rollDie } from "../random";
import { err, ok, type Result } from "../result";
import type { MoveError, Seat } from "../types";
import { checkBusts, checkFlipBust } from "./bust";
import { drawCard, peek, putBack } from "./deck";
import { draft, say } from "./draft";
import { refusal } from "./refusals";
import { cardEffect, cardValue, EXACT_BONUS, targetOf, who } from "./rules";
import { advance } from "./turn";
import type { Die, StakesMove, StakesState } from "./types";

function flip(s: StakesState, seat: Seat): void {
  const p = s.players[seat]!;
  const name = who(seat);
  p.flipped = true;
  const card = drawCard(s)!;
  const value = cardValue(card);
  const t = targetOf(s);
  if (p.shield && p.total + value > t) {
    // The shield takes the busting card: it never joins the row.
    p.shield = false;
    s.discard = [...s.discard, card];
    say(s, "shield", `${name} flips ${card}, which would bust at ${p.total + value}: the shield discards it. Total stays ${p.total}.`, seat);
    s.lastEvent = { type: "flip", seat, card, shielded: true, busts: [] };
    return;
  }
  const row = p.row.slice();
  row.push(card);
  p.row = row;
  p.total += value;
  const effect = cardEffect(card);
  if (effect === null) say(s, "flip", `${name} flips ${card}: total ${p.total}.`, seat);
  else if (effect === "peek") say(s, "flip", `${name} flips ${card} (Peek): total ${p.total}.`, seat);
  else if (effect === "shield") {
    say(s, "flip", p.shield
      ? `${name} flips ${card} (Shield): total ${p.total}. Already shielded: shields do not stack.`
      : `${name} flips ${card} (Shield): total ${p.total}. Shield up.`, seat);
    p.shield = true;
  } else say(s, "flip", `${name} flips ${card} (Nudge): total ${p.total}, and must nudge a die up or down by 1.`, seat);
  const busts = checkFlipBust(s, seat);
  s.lastEvent = { type: "flip", seat, card, shielded: false, busts };
  // Face cards are worth 0, so their flipper is still live here.
  if (effect === "peek" && peek(s, seat, name)) s.pending = "peek";
  else if (effect === "nudge") s.pending = "nudge";
}

function bank(s: StakesState, seat: Seat): void {
  const p = s.players[seat]!;
  const name = who(seat);
  const t = targetOf(s);
  p.status = "banked";
  p.exact = p.total === t;
  if (s.duel) {
    p.roundScores = [...p.roundScores, p.total];
    const opp = s.players[1 - seat]!;
    if (!p.exact) say(s, "bank", `${name} banks ${p.total}.`, seat);
    else if (opp.leverage > 0) {
      opp.leverage--;
      p.leverage++;
      say(s, "bank", `${name} banks ${p.total}, exactly on target, and takes a die from ${who(1 - seat)}.`, seat);
    } else say(s, "bank", `${name} banks ${p.total}, exactly on target; ${who(1 - seat)} has no die to take.`, seat);
  } else {
    const score = p.exact ? p.total + EXACT_BONUS : p.total;
    p.roundScores = [...p.roundScores, score];
    p.score += score;
    if (!p.exact) say(s, "bank", `${name} banks ${p.total}.`, seat);
    else if (s.pot > 0) {
      s.pot--;
      p.leverage++;
      say(s, "bank", `${name} banks ${p.total}, exactly on target: ${score} points and a die back from the pot.`, seat);
    } else say(s, "bank", `${name} banks ${p.total}, exactly on target: ${score} points (the pot is empty).`, seat);
  }
  s.lastEvent = { type: "bank", seat, total: p.total, exact: p.exact, busts: [] };
}

function setDie(s: StakesState, seat: Seat, kind: "twist" | "nudge", die: Die, to: number): void {
  const from = s.dice[die];
  s.dice[die] = to;
  const verb = kind === "twist" ? "twists" : "nudges";
  say(s, kind, `${who(seat)} ${verb} die ${die}: ${from} → ${to}. Target ${targetOf(s)}.`, seat);
  const busts = checkBusts(s, seat, kind);
  s.lastEvent = { type: kind, seat, die, from, to, busts };
}

function twist(s: StakesState, seat: Seat, die: Die): void {
  s.players[seat]!.leverage--;
  s.pot++;
  s.random = cloneRandom(s.random);
  setDie(s, seat, "twist", die, rollDie(s.random, 6));
}

export function applyMove(state: StakesState, seat: Seat, move: StakesMove): Result<StakesState, MoveError> {
  const why = refusal(state, seat, move);
  if (why) return err(why);
  const s = draft(state);
  s.version++;
  switch (move.type) {
    case "flip":
      flip(s, seat);
      break;
    case "bank":
      bank(s, seat);
      break;
    case "twist":
      twist(s, seat, move.die);
      break;
    case "nudge":
      s.pending = null;
      setDie(s, seat, "nudge", move.die, s.dice[move.die] + move.delta);
      break;
    case "peek":
      s.pending = null;
      putBack(s, seat, move.order === "swap", who(seat));
      s.lastEvent = { type: "peek", seat, busts: [] };
      break;
    case "pass":
      say(s, "pass", `${who(seat)} passes.`, seat);
      s.lastEvent = { type: "pass", seat, busts: [] };
      break;
  }
  if (s.pending === null) advance(s, seat);
  return ok(s);
}
