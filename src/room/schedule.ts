// A Durable Object has a single alarm. Each kind of timed work (the outbox retry,
// the move clock, webhook deliveries) keeps its own due time under a key, and the
// alarm is always set to the earliest of them.
import type { RoomStorage } from "./storage";

export type ScheduleKey = "outbox" | "clock" | "webhooks";

export type DueHandlers = Record<ScheduleKey, () => Promise<number | null>>;

export async function armAlarm(storage: DurableObjectStorage, store: RoomStorage): Promise<void> {
  const first = store.schedule()[0];
  if (first) await storage.setAlarm(first.due);
  else await storage.deleteAlarm();
}

/** Runs every due item; each handler returns its own next due time (or null: done). */
export async function runDue(storage: DurableObjectStorage, store: RoomStorage, handlers: DueHandlers, now: number) {
  for (const { key, due } of store.schedule()) {
    if (due > now || !(key in handlers)) continue;
    let next: number | null;
    try {
      next = await handlers[key as ScheduleKey]();
    } catch (e) {
      console.error(`alarm: ${key} failed`, e);
      next = now + 1000;
    }
    store.setDue(key, next);
  }
  await armAlarm(storage, store);
}
