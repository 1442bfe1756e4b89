// A Durable Object has a single alarm. Each kind of timed work (the outbox retry,
// the move clock, webhook deliveries) keeps its own due time under a key, and the
// alarm is always set to the earliest of them.
import type { RoomAlarm } from "../ground/ports";
import type { RoomStorage } from "../ground/storage";

export type ScheduleKey =
  | "outbox"
  | "clock"
  | "webhooks"
  | "bots"
  | "sockets"
  | "push"
  | "abandon"
  | "pause"
  | "remind"
  | "club"
  | "series";
/** Handled before the others, by ./cleanup (they end in deleting the room). */
export type CleanupKey = "expire" | "purge";

export type DueHandlers = Record<ScheduleKey, () => Promise<number | null>>;

// The alarm time this instance last set, per object. Most moves leave the earliest
// due time as it was, and skipping the redundant storage write is a measurable part
// of a move's latency. Forgotten when an alarm runs (it consumed the alarm) and,
// being memory, on every restart.
const armed = new WeakMap<RoomAlarm, number | null>();

export async function armAlarm(alarm: RoomAlarm, store: RoomStorage): Promise<void> {
  // Due times are on the table's clock, which a test may have moved ahead; the alarm runs on real time.
  const first = store.schedule()[0]?.due;
  const due = first === undefined ? null : first - store.clockLead();
  if (armed.has(alarm) && armed.get(alarm) === due) return;
  if (due !== null) await alarm.set(due);
  else await alarm.delete();
  armed.set(alarm, due);
}

/** Called as an alarm starts: the alarm that fired is gone, whatever was armed. */
export function forgetArmedAlarm(alarm: RoomAlarm): void {
  armed.delete(alarm);
}

/**
 * Runs every due item; each handler returns its own next due time (or null: done).
 * Work one handler makes due at once (a timeout that ends the match queues the
 * outbox) runs in the same alarm, up to a few passes.
 */
export async function runDue(alarm: RoomAlarm, store: RoomStorage, handlers: DueHandlers, now: number) {
  for (let pass = 0; pass < 3; pass++) {
    const due = store.schedule().filter(({ key, due }) => due <= now && key in handlers);
    if (due.length === 0) break;
    for (const { key } of due) {
      let next: number | null;
      try {
        next = await handlers[key as ScheduleKey]();
      } catch (e) {
        console.error(`alarm: ${key} failed`, e);
        next = now + 1000;
      }
      store.setDue(key, next);
    }
  }
  await armAlarm(alarm, store);
}
