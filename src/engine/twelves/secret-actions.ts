// The secret actions (Cheat, Rig, Hide, Luck, Swap): the table learns only that the
// participant acted; the actor's private log says what happened.
import type { Seat } from "../types";
import { caughtBy, catchAsUsed } from "./catching";
import { rollOwn } from "./dice";
import { event } from "./log";
import { skillRoll } from "./skill-roll";
import type { ActionMove, TwelvesState } from "./types";
import { mine, mineHand } from "./draft";
import { plus } from "../arrays";
import { dieRef } from "./texts";

type Of<T extends ActionMove["type"]> = Extract<ActionMove, { type: T }>;

function actedSecretly(st: TwelvesState, seat: Seat, move: ActionMove, caught = false): void {
  st.acts = plus(
    st.acts,
    caught ? { seat, type: move.type, secret: true, caught, move } : { seat, type: move.type, secret: true, move },
  );
}

/** Ruling: a Cheat or Swap on a die hidden in an earlier round cannot be caught (and un-hides it). */
function coveredByHiding(st: TwelvesState, seat: Seat, die: number): boolean {
  const h = st.players[seat]!.hiddenAt[die];
  return h !== null && h !== undefined && h < st.round;
}

export function cheat(st: TwelvesState, seat: Seat, m: Of<"cheat">): void {
  event(st, "twelves.secret", seat);
  const r = skillRoll(st, seat, "cheat");
  const p = mineHand(st, seat);
  const covered = coveredByHiding(st, seat, m.die);
  const by = covered ? null : caughtBy(st, seat, "cheat", r.value);
  actedSecretly(st, seat, m, by !== null);
  if (by) return catchAsUsed(st, seat, "cheat", by);
  const old = p.hand[m.die]!;
  const die = dieRef(p.hand, m.die);
  p.hand[m.die] = old + m.delta;
  if (covered) p.hiddenAt[m.die] = null;
  else st.uses = plus(st.uses, { seat, type: "cheat", value: r.value });
  event(st, "twelves.cheat", seat, ...die, m.delta > 0 ? 1 : 0, old + m.delta, covered ? 1 : 0);
}

export function swap(st: TwelvesState, seat: Seat, m: Of<"swap">): void {
  event(st, "twelves.secret", seat);
  const r = skillRoll(st, seat, "swap");
  const p = mineHand(st, seat);
  const covered = coveredByHiding(st, seat, m.die);
  const by = covered ? null : caughtBy(st, seat, "swap", r.value);
  actedSecretly(st, seat, m, by !== null);
  if (by) return catchAsUsed(st, seat, "swap", by);
  const { face, rigged } = rollOwn(st, seat);
  const old = p.hand[m.die]!;
  const die = dieRef(p.hand, m.die);
  const replaced = face > old;
  if (replaced) p.hand[m.die] = face;
  if (covered) p.hiddenAt[m.die] = null;
  else st.uses = plus(st.uses, { seat, type: "swap", value: r.value });
  event(st, "twelves.swap", seat, face, rigged ? 1 : 0, replaced ? 1 : 0, covered ? 1 : 0, ...die);
}

export function rig(st: TwelvesState, seat: Seat, m: Of<"rig">): void {
  event(st, "twelves.secret", seat);
  actedSecretly(st, seat, m);
  const r = skillRoll(st, seat, "rig");
  if (r.successes > 0) {
    mine(st, seat).rig = m.face;
    event(st, "twelves.rig.done", seat, m.face);
  } else {
    event(st, "twelves.rig.fail", seat);
  }
}

export function hide(st: TwelvesState, seat: Seat, m: Of<"hide">): void {
  event(st, "twelves.secret", seat);
  actedSecretly(st, seat, m);
  const r = skillRoll(st, seat, "hide");
  const p = mineHand(st, seat);
  // Ruling: a success beyond the listed dice does nothing (same for Luck).
  const done = m.dice.slice(0, r.successes);
  for (const d of done) p.hiddenAt[d] = st.round;
  event(st, "twelves.hide", seat, ...done.flatMap((d) => dieRef(p.hand, d)));
}

export function luck(st: TwelvesState, seat: Seat, m: Of<"luck">): void {
  event(st, "twelves.secret", seat);
  actedSecretly(st, seat, m);
  const r = skillRoll(st, seat, "luck");
  const p = mineHand(st, seat);
  const rerolls: number[] = [];
  for (const d of m.dice.slice(0, r.successes)) {
    const die = dieRef(p.hand, d);
    const { face, rigged } = rollOwn(st, seat);
    p.hand[d] = face;
    rerolls.push(...die, face, rigged ? 1 : 0);
  }
  event(st, "twelves.luck", seat, ...rerolls);
}
