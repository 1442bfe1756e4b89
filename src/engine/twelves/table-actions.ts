// The announced actions besides Watch and Intimidate: the table sees each with
// its target and whether it succeeded, never roll values, success counts, water
// held or which die was rerolled.
import type { Seat } from "../types";
import { caughtBy, catchAsUsed } from "./catching";
import { dieThatCountsMost, rollFree } from "./dice";
import { say, tell, who } from "./log";
import { skillRoll } from "./skill-roll";
import { moveInOrder, removeSeats } from "./turn";
import type { ActionMove, TwelvesState } from "./types";
import { mine, mineHand } from "./draft";
import { plus } from "../arrays";
import { dieName, inLine } from "./texts";

type Of<T extends ActionMove["type"]> = Extract<ActionMove, { type: T }>;

/**
 * Water, if held, replaces the shot (Ruling); the 4th shot of alcohol passes out.
 * Ruling: the table sees every shot drunk, only the drinker knows it was water.
 */
function drinkShot(st: TwelvesState, seat: Seat): void {
  const p = mine(st, seat);
  p.drinks++;
  say(st, "shot", `${who(seat)} drinks a shot.`, seat);
  if (p.water > 0) {
    p.water--;
    tell(st, seat, "water", `You drink a shot of water instead (${p.water} left).`);
    return;
  }
  p.alcohol++;
  tell(
    st,
    seat,
    "alcohol",
    `That was alcohol: ${p.alcohol} shot${p.alcohol === 1 ? "" : "s"} this game (−${p.alcohol} on your skill rolls).`,
  );
  if (p.alcohol >= 4) {
    say(st, "passout", `${who(seat)} passes out and is removed from the game.`, seat);
    removeSeats(st, [seat], "removed");
  }
}

export function drink(st: TwelvesState, seat: Seat, m: Of<"drink">): void {
  mine(st, m.target).drinkTarget = true;
  say(st, "drink", `${who(seat)} drinks with ${who(m.target)}.`, seat);
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
  say(st, "shove", `${who(seat)} shoves to ${inLine(m.to)}: ${success ? "success" : "failure"}.`, seat);
  st.acts = plus(st.acts, { seat, type: "shove", secret: false, to: m.to, success });
  if (success) moveInOrder(st, st.cursor, m.to);
  return success;
}

export function water(st: TwelvesState, seat: Seat): void {
  const r = skillRoll(st, seat, "water");
  const p = mine(st, seat);
  p.water += r.successes;
  say(st, "water", `${who(seat)} calls for water: ${r.successes > 0 ? "success" : "failure"}.`, seat);
  st.acts = plus(st.acts, { seat, type: "water", secret: false, success: r.successes > 0 });
  if (r.successes > 0)
    tell(st, seat, "water", `You get ${r.successes} shot${r.successes === 1 ? "" : "s"} of water (${p.water} held).`);
}

function rerollCountsMost(st: TwelvesState, target: Seat, by: string): void {
  const t = mineHand(st, target);
  const d = dieThatCountsMost(t.hand, t.hiddenAt);
  if (d < 0) {
    tell(st, target, "reroll", `${by}: all your dice are hidden, nothing happens.`);
    return;
  }
  const name = dieName(t.hand, d);
  t.hand[d] = rollFree(st);
  tell(st, target, "reroll", `${by} makes you reroll ${name}: it shows ${t.hand[d]}.`);
}

export function mystify(st: TwelvesState, seat: Seat, m: Of<"mystify">): void {
  say(st, "mystify", `${who(seat)} mystifies ${who(m.target)}.`, seat);
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
  rerollCountsMost(st, m.target, `${who(seat)}'s Mystify`);
}

export function smash(st: TwelvesState, seat: Seat, m: Of<"smash">): void {
  const r = skillRoll(st, seat, "smash");
  const by = caughtBy(st, seat, "smash", r.value);
  const success = r.successes > 0;
  say(st, "smash", `${who(seat)} smashes ${who(m.target)}: ${success ? "success" : "failure"}.`, seat);
  st.acts = plus(
    st.acts,
    by
      ? { seat, type: "smash", secret: false, target: m.target, success, caught: true }
      : { seat, type: "smash", secret: false, target: m.target, success },
  );
  if (by) return catchAsUsed(st, seat, "smash", by);
  st.uses = plus(st.uses, { seat, type: "smash", value: r.value });
  for (let i = 0; i < r.successes; i++) rerollCountsMost(st, m.target, `${who(seat)}'s Smash`);
}
