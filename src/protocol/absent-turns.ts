// Turns that time played, counted from the move log: the room follows them as it
// commits moves (src/room/seating/absence.ts), and a verifier counts them again
// from a record to check a claimed match (./verify-record.ts), so both count alike.
// A turn is a run of entries by one seat; time played it when every entry of the
// run was played by default on timeout.
import type { Seat } from "../engine/types";

export interface TurnCount {
  /** Per seat: finished turns in a row that time played. */
  streak: number[];
  /** The run of entries going on now: whose, and whether time played all of it. */
  run: { seat: Seat; timedOut: boolean } | null;
}

/** The count after one more entry of the move log (new arrays: the old count may be shared). */
export function countTurn(t: TurnCount | undefined, e: { seat: Seat; by?: string }): TurnCount {
  const streak = t?.streak.slice() ?? [];
  const run = t?.run ?? null;
  const timedOut = e.by === "timeout";
  if (run && run.seat === e.seat) return { streak, run: { seat: e.seat, timedOut: run.timedOut && timedOut } };
  if (run) streak[run.seat] = run.timedOut ? (streak[run.seat] ?? 0) + 1 : 0;
  return { streak, run: { seat: e.seat, timedOut } };
}

/** Turns in a row that time played for `seat`; the run going on counts once the seat is no longer to act. */
export function timedOutTurns(t: TurnCount | undefined, seat: Seat, toAct: readonly Seat[]): number {
  if (!t) return 0;
  const done = t.streak[seat] ?? 0;
  if (t.run?.seat !== seat) return done;
  // The seat played itself in the turn going on: it is back.
  if (!t.run.timedOut) return 0;
  return toAct.includes(seat) ? done : done + 1;
}
