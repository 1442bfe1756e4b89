// The announced actions besides Watch and Intimidate: the table sees each with
// its target and whether it succeeded, never roll values, success counts, water
// held or which die was rerolled.
import type { Seat } from "../types";
import { caughtBy, catchAsUsed } from "./catching";
import { dieThatCountsMost, rollFree } from "./dice";
import { event } from "./log";
import { skillRoll } from "./skill-roll";
import { moveInOrder, removeSeats } from "./turn";
import type { ActionMove, TwelvesState } from "./types";
import { mine, mineHand } from "./draft";
import { plus } from "../arrays";
import { dieRef } from "./texts";

type Of<T extends ActionMove["type"]> = Extract<ActionMove, { type: T }>;

/**
 * Water, if held, replaces the shot (Ruling); the 4th shot of alcohol passes out.
 * Ruling: the table sees every shot drunk, only the drinker knows it was water.
 */
function drinkShot(st: TwelvesState, seat: Seat): void {
  const p = mine(st, seat);
  p.drinks++;
  event(st, "twelves.shot", seat);
  if (p.water > 0) {
    p.water--;
    event(st, "twelves.water.instead", seat, p.water);
    return;
  }
  p.alcohol++;
  event(st, "twelves.alcohol", seat, p.alcohol);
  if (p.alcohol >= 4) {
    event(st, "twelves.passout", seat);
    removeSeats(st, [seat], "removed");
  }
}

export function drink(st: TwelvesState, seat: Seat, m: Of<"drink">): void {
  mine(st, m.target).drinkTarget = true;
  event(st, "twelves.drink", seat, m.target);
  st.acts = plus(st.acts, { seat, type: "drink", secret: false, target: m.target });
  drinkShot(st, seat);
  if (st.players[seat]!.status === "in") drinkShot(st, m.target);
}

/**
 * Returns whether the actor moved (moving the cursor: later means acting again this
 * pass). Ruling: a failed Shove leaves the order as it was and the pass goes on.
 */
export function shove(st: TwelvesState, seat: Seat, m: Of<"shove">): boolean {
  const r = skillRoll(st, seat, "shove");
  const success = r.successes > 0;
  event(st, "twelves.shove", seat, m.to, success ? 1 : 0);
  st.acts = plus(st.acts, { seat, type: "shove", secret: false, to: m.to, success });
  if (success) moveInOrder(st, st.cursor, m.to);
  return success;
}

export function water(st: TwelvesState, seat: Seat): void {
  const r = skillRoll(st, seat, "water");
  const p = mine(st, seat);
  p.water += r.successes;
  event(st, "twelves.water.call", seat, r.successes > 0 ? 1 : 0);
  st.acts = plus(st.acts, { seat, type: "water", secret: false, success: r.successes > 0 });
  if (r.successes > 0) event(st, "twelves.water.get", seat, r.successes, p.water);
}

/** `by`: the seat whose Mystify or Smash it is. The target's own line says what happened. */
function rerollCountsMost(st: TwelvesState, target: Seat, action: "mystify" | "smash", by: Seat): void {
  const t = mineHand(st, target);
  const d = dieThatCountsMost(t.hand, t.hiddenAt);
  if (d < 0) {
    event(st, "twelves.reroll.none", target, action, by);
    return;
  }
  const die = dieRef(t.hand, d);
  t.hand[d] = rollFree(st);
  event(st, "twelves.reroll", target, action, by, ...die, t.hand[d]!);
}

export function mystify(st: TwelvesState, seat: Seat, m: Of<"mystify">): void {
  event(st, "twelves.mystify", seat, m.target);
  const r = skillRoll(st, seat, "mystify");
  const by = caughtBy(st, seat, "mystify", r.value);
  st.acts = plus(
    st.acts,
    by
      ? { seat, type: "mystify", secret: false, target: m.target, caught: true }
      : { seat, type: "mystify", secret: false, target: m.target },
  );
  if (by) return catchAsUsed(st, seat, "mystify", by);
  st.uses = plus(st.uses, { seat, type: "mystify", value: r.value });
  rerollCountsMost(st, m.target, "mystify", seat);
}

export function smash(st: TwelvesState, seat: Seat, m: Of<"smash">): void {
  const r = skillRoll(st, seat, "smash");
  const by = caughtBy(st, seat, "smash", r.value);
  const success = r.successes > 0;
  event(st, "twelves.smash", seat, m.target, success ? 1 : 0);
  st.acts = plus(
    st.acts,
    by
      ? { seat, type: "smash", secret: false, target: m.target, success, caught: true }
      : { seat, type: "smash", secret: false, target: m.target, success },
  );
  if (by) return catchAsUsed(st, seat, "smash", by);
  st.uses = plus(st.uses, { seat, type: "smash", value: r.value });
  for (let i = 0; i < r.successes; i++) rerollCountsMost(st, m.target, "smash", seat);
}
