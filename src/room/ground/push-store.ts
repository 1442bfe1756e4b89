// The room's Web Push rows: each seat's subscription (and whether it was due to
// act, or the match over, when the room last changed) and the pushes queued for
// it. What is pushed and when is ./push. The Durable Object keeps them in SQLite
// (../cloudflare/sql-push-store), a Node test in memory (../memory/memory-rows).
import type { Seat } from "../../engine/types";
import type { Lang } from "../../protocol/lang";
import type { PushPayload, QuietHours } from "../../protocol/push";
import type { PushTarget } from "../../push/subscription";

export interface SubRow extends PushTarget {
  seat: Seat;
  /** The seat was due to act when the room last changed. */
  due: boolean;
  finished: boolean;
  /** Quiet hours (../delivery/quiet-hours), or null. */
  quiet: QuietHours | null;
  /** The language of this seat's push texts (issue 27). */
  lang: Lang;
}

export interface QueuedPush {
  id: number;
  seat: Seat;
  endpoint: string;
  payload: string;
  attempts: number;
  nextAt: number;
}

export interface PushStore {
  subs(): SubRow[];
  /** Sets the seat's subscription, replacing any it had (and what was queued for it). */
  put(row: SubRow): void;
  /** Removes the seat's subscription and whatever was queued for it. */
  drop(seat: Seat): void;
  /** A seat left a waiting table: its subscription and queued pushes go, later seats' move down by one. */
  removeWaitingSeat(seat: Seat): void;
  mark(seat: Seat, due: boolean, finished: boolean): void;
  enqueue(seat: Seat, endpoint: string, payload: PushPayload, now: number): void;
  /** Queued pushes, soonest first. */
  queued(): QueuedPush[];
  reschedule(id: number, attempts: number, nextAt: number): void;
  done(id: number): void;
  transaction<T>(fn: () => T): T;
}
