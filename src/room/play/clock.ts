// Time per move. A seat's deadline starts when its turn starts and again after each
// of its own moves while it stays to act; a seat that merely stays to act while
// others move keeps its deadline. The deadlines live in the room's meta, saved with
// every move, so an alarm after a restart sees exactly what was promised.
import type { Seat } from "../../engine/types";
import { DEFAULT_ROOM_OPTIONS, TIME_PER_MOVE_MS, type ClockView, type RoomOptions } from "../../protocol/async";
import type { Deadline, RoomMeta } from "../ground/model";

export function roomOptions(meta: RoomMeta): RoomOptions {
  return meta.room ?? DEFAULT_ROOM_OPTIONS;
}

export interface TurnChange {
  /** Seats to act before the change ([] when the game had not started). */
  before: readonly Seat[];
  /** Seats to act now ([] when finished). */
  after: readonly Seat[];
  /** Seats that moved in the change (a timed-out or autoplayed move counts). */
  movers: ReadonlySet<Seat>;
}

/** Seats whose turn starts with this change: each gets one notification. */
export function turnStarts(change: TurnChange): Seat[] {
  return change.after.filter((s) => !change.before.includes(s));
}

export function nextDeadlines(meta: RoomMeta, change: TurnChange, now: number): Deadline[] {
  const ms = TIME_PER_MOVE_MS[roomOptions(meta).timePerMove];
  if (ms === null) return [];
  const old = meta.deadlines ?? [];
  return change.after.map((seat) => {
    const kept = old.find((d) => d.seat === seat);
    const fresh = !kept || !change.before.includes(seat) || change.movers.has(seat);
    return fresh ? { seat, at: now + ms } : kept;
  });
}

/** The earliest deadline, for the room's schedule. */
export function firstDeadline(meta: RoomMeta): number | null {
  const ds = meta.deadlines ?? [];
  return ds.length === 0 ? null : Math.min(...ds.map((d) => d.at));
}

export function clockView(meta: RoomMeta): ClockView {
  const { timePerMove, timeoutLoses } = roomOptions(meta);
  return {
    timePerMove,
    timeoutLoses,
    deadlines:
      timePerMove === "none"
        ? null
        : (meta.deadlines ?? []).map((d) => ({ seat: d.seat, at: new Date(d.at).toISOString() })),
  };
}
