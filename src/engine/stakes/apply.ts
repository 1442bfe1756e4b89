// Applying a move: refuse it (a value, never a throw), or resolve it on a draft
// and pass the turn once no decision of the same turn is pending.
import { plus } from "../arrays";
import { cloneRandom, rollDie } from "../random";
import { err, ok, type Result } from "../result";
import type { MoveError, Seat } from "../types";
import { checkBusts, checkFlipBust, NONE } from "./bust";
import { drawCard, peek, putBack } from "./deck";
import { draft, player } from "./draft";
import { note } from "./log";
import { refusal } from "./refusals";
import { cardEffect, cardValue, EXACT_BONUS, targetOf } from "./rules";
import { advance } from "./turn";
import type { Die, StakesMove, StakesState } from "./types";

const FLIP_TEXT = { peek: "stakes.flip.peek", nudge: "stakes.flip.nudge" } as const;

function flip(s: StakesState, seat: Seat): void {
  const p = player(s, seat);
  p.flipped = true;
  const card = drawCard(s)!;
  const value = cardValue(card);
  const t = targetOf(s);
  if (p.shield && p.total + value > t) {
    // The shield takes the busting card: it never joins the row.
    p.shield = false;
    s.discard = plus(s.discard, card);
    note(s, "stakes.shield", seat, card, p.total + value, p.total);
    s.lastEvent = { type: "flip", seat, card, shielded: true, busts: NONE };
    return;
  }
  p.row = plus(p.row, card);
  p.total += value;
  const effect = cardEffect(card);
  if (effect === null) note(s, "stakes.flip", seat, card, p.total);
  else if (effect === "shield") {
    note(s, p.shield ? "stakes.flip.shielded" : "stakes.flip.shield", seat, card, p.total);
    p.shield = true;
  } else note(s, FLIP_TEXT[effect], seat, card, p.total);
  const busts = checkFlipBust(s, seat);
  s.lastEvent = { type: "flip", seat, card, shielded: false, busts };
  // Face cards are worth 0, so their flipper is still live here.
  if (effect === "peek" && peek(s, seat)) s.pending = "peek";
  else if (effect === "nudge") s.pending = "nudge";
}

function bank(s: StakesState, seat: Seat): void {
  const p = player(s, seat);
  const t = targetOf(s);
  p.status = "banked";
  p.exact = p.total === t;
  if (s.duel) {
    p.roundScores = [...p.roundScores, p.total];
    const other = 1 - seat;
    if (!p.exact) note(s, "stakes.bank", seat, p.total);
    else if (s.players[other]!.leverage > 0) {
      player(s, other).leverage--;
      p.leverage++;
      note(s, "stakes.bank.take", seat, p.total, other);
    } else note(s, "stakes.bank.none", seat, p.total, other);
  } else {
    const score = p.exact ? p.total + EXACT_BONUS : p.total;
    p.roundScores = [...p.roundScores, score];
    p.score += score;
    if (!p.exact) note(s, "stakes.bank", seat, p.total);
    else if (s.pot > 0) {
      s.pot--;
      p.leverage++;
      note(s, "stakes.bank.pot", seat, p.total, score);
    } else note(s, "stakes.bank.empty", seat, p.total, score);
  }
  s.lastEvent = { type: "bank", seat, total: p.total, exact: p.exact, busts: NONE };
}

function setDie(s: StakesState, seat: Seat, kind: "twist" | "nudge", die: Die, to: number): void {
  const from = s.dice[die];
  s.dice = die === "A" ? { A: to, B: s.dice.B } : { A: s.dice.A, B: to };
  note(s, kind === "twist" ? "stakes.twist" : "stakes.nudge", seat, die, from, to, targetOf(s));
  const busts = checkBusts(s, seat, kind);
  s.lastEvent = { type: kind, seat, die, from, to, busts };
}

function twist(s: StakesState, seat: Seat, die: Die): void {
  player(s, seat).leverage--;
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
      putBack(s, seat, move.order === "swap");
      s.lastEvent = { type: "peek", seat, busts: NONE };
      break;
    case "pass":
      note(s, "stakes.pass", seat);
      s.lastEvent = { type: "pass", seat, busts: NONE };
      break;
  }
  if (s.pending === null) advance(s, seat);
  return ok(s);
}
