// Watch and Intimidate (Rulings "Catching"): each stays in force for the rest of
// the round, even if its user is later removed, and never catches its own user.
// Backwards it removes those who used a catchable action this round with an
// action roll not exceeding its own; forwards, such an action is caught as it is
// used: its user is removed and it has no effect.
import type { Seat } from "../types";
import { event } from "./log";
import { skillRoll } from "./skill-roll";
import { removeSeats } from "./turn";
import type { Catch, RollMark, TwelvesState } from "./types";
import { mine } from "./draft";
import { plus } from "../arrays";

type Caught = Catch["action"];

/** The Watch (Cheat, Mystify, Swap) or Intimidate (Smash) in force that catches this use, if any. */
export function caughtBy(st: TwelvesState, seat: Seat, type: Caught, value: number): RollMark | null {
  const marks = type === "smash" ? st.intimidates : st.watches;
  for (const m of marks) if (m.seat !== seat && m.value >= value) return m;
  return null;
}

function announce(st: TwelvesState, c: Catch): void {
  st.catches = plus(st.catches, c);
  event(st, c.via === "watch" ? "twelves.caught.watch" : "twelves.caught.intimidate", c.seat, c.action, c.by);
}

/** Forwards: the action being used is caught; its user is removed. */
export function catchAsUsed(st: TwelvesState, seat: Seat, type: Caught, by: RollMark): void {
  announce(st, { by: by.seat, seat, action: type, via: type === "smash" ? "intimidate" : "watch" });
  removeSeats(st, [seat], "removed");
}

/** Backwards: everyone still in who used a matching action this round with a roll ≤ value. */
function catchEarlier(st: TwelvesState, by: Seat, value: number, types: readonly string[], via: Catch["via"]): void {
  const hit: Seat[] = [];
  for (const u of st.uses) {
    if (u.seat === by || u.value > value || !types.includes(u.type) || hit.includes(u.seat)) continue;
    if (st.players[u.seat]!.status !== "in") continue;
    hit.push(u.seat);
    announce(st, { by, seat: u.seat, action: u.type as Caught, via });
  }
  removeSeats(st, hit, "removed");
}

export function watch(st: TwelvesState, seat: Seat, out: boolean): void {
  event(st, out ? "twelves.watch.out" : "twelves.watch", seat);
  st.acts = plus(
    st.acts,
    out ? { seat, type: "watch", secret: false, out: true } : { seat, type: "watch", secret: false },
  );
  const r = skillRoll(st, seat, "watch");
  st.watches = plus(st.watches, { seat, type: "watch", value: r.value });
  catchEarlier(st, seat, r.value, ["cheat", "mystify", "swap"], "watch");
}

export function intimidate(st: TwelvesState, seat: Seat): void {
  const r = skillRoll(st, seat, "intimidate");
  // The roll spent the old bonus; a new Intimidate replaces it (Ruling).
  mine(st, seat).bonus = r.successes;
  const success = r.successes > 0;
  event(st, "twelves.intimidate", seat, success ? 1 : 0);
  st.acts = plus(st.acts, { seat, type: "intimidate", secret: false, success });
  st.intimidates = plus(st.intimidates, { seat, type: "intimidate", value: r.value });
  catchEarlier(st, seat, r.value, ["smash"], "intimidate");
}
