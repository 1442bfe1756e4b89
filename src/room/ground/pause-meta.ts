// What a room keeps in its meta for pauses and reminders (../play/pause,
// ../timers/pause-clock, ../delivery/reminders).
import type { Seat } from "../../engine/types";

export interface PauseMeta {
  by: Seat;
  /** ms since the epoch. */
  until: number;
  /** Explicit answers of the seats asked (the asker and bots count as accepted without one). */
  answers: Record<string, "accepted" | "declined">;
  active: boolean;
  /** While active: when it started, and each seat's time left (and whether its reminder went out). */
  startedAt?: number;
  held?: HeldClock[];
}

/** A pause offered: by whom and when (ms since the epoch, on the table's clock). */
export interface PauseOffer {
  seat: Seat;
  at: number;
}

export interface HeldClock {
  seat: Seat;
  ms: number;
  reminded?: Reminded;
}

/** A deadline whose reminder went out, by channel. */
export interface Reminded {
  seat: Seat;
  /** The deadline reminded of (ms since the epoch). */
  at: number;
  push?: true;
  hook?: true;
}
