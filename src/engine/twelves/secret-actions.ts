// The secret actions (Cheat, Rig, Hide, Luck, Swap): the table learns only that the
// participant acted; the actor's private log says what happened.
import type { Seat } from "../types";
import { caughtBy, catchAsUsed } from "./catching";
import { rollOwn } from "./dice";
import { event, tell } from "./log";
import { skillRoll } from "./skill-roll";
import type { ActionMove, TwelvesState } from "./types";
import { mine, mineHand } from "./draft";
import { plus } from "../arrays";
import { dieName } from "./texts";

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
  const name = dieName(p.hand, m.die);
  p.hand[m.die] = old + m.delta;
  if (covered) p.hiddenAt[m.die] = null;
  else st.uses = plus(st.uses, { seat, type: "cheat", value: r.value });
  tell(
    st,
    seat,
    "cheat",
    `You cheat ${name} ${m.delta > 0 ? "up" : "down"} to ${old + m.delta}${covered ? " (covered by hiding, which it uses up)" : ""}.`,
  );
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
  const name = dieName(p.hand, m.die);
  const replaced = face > old;
  if (replaced) p.hand[m.die] = face;
  if (covered) p.hiddenAt[m.die] = null;
  else st.uses = plus(st.uses, { seat, type: "swap", value: r.value });
  tell(
    st,
    seat,
    "swap",
    `You swap: the new die shows ${face}${rigged ? " (rigged)" : ""}; ${replaced ? `it replaces ${name}` : `not higher than ${name}, discarded`}${covered ? "; the hiding is used up" : ""}.`,
  );
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
  tell(
    st,
    seat,
    "hide",
    done.length ? `You hide ${done.map((d) => dieName(p.hand, d)).join(" and ")}.` : "You hide nothing.",
  );
}

export function luck(st: TwelvesState, seat: Seat, m: Of<"luck">): void {
  event(st, "twelves.secret", seat);
  actedSecretly(st, seat, m);
  const r = skillRoll(st, seat, "luck");
  const p = mineHand(st, seat);
  const parts: string[] = [];
  for (const d of m.dice.slice(0, r.successes)) {
    const name = dieName(p.hand, d);
    const { face, rigged } = rollOwn(st, seat);
    p.hand[d] = face;
    parts.push(`${name} → ${face}${rigged ? " (rigged)" : ""}`);
  }
  tell(st, seat, "luck", parts.length ? `You reroll ${parts.join("; ")}.` : "No reroll.");
}
