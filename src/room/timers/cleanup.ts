// Nothing is kept forever. A table never started is deleted 7 days after it was
// made; a finished table's storage is deleted 30 days after D1 confirmed its
// match record (its pages then serve the replay from D1 alone, so every link
// keeps working). Both are entries in the room's schedule, run by its alarm, and
// end in deleteAll(): the object then holds nothing, as if never created.
import type { Room } from "../ground/model";
import type { TableHost } from "../ground/ports";
import type { RoomStorage } from "../ground/storage";
import { forgetArmedAlarm } from "./schedule";
import { nextMatchOwed } from "../seating/series";

const DAY = 24 * 3_600_000;
export const NEVER_STARTED_KEEP_MS = 7 * DAY;
export const FINISHED_KEEP_MS = 30 * DAY;

/** Due when a new table is saved: its deadline for getting started. */
export function scheduleExpiry(store: RoomStorage, createdAt: number): void {
  store.setDue("expire", createdAt + NEVER_STARTED_KEEP_MS);
}

/** Due once D1 holds the record: the room's own copy may go after FINISHED_KEEP_MS. */
export function schedulePurge(store: RoomStorage, confirmedAt: number): void {
  store.setDue("purge", confirmedAt + FINISHED_KEEP_MS);
}

/**
 * Runs at the start of each alarm. Returns why the table is to be deleted now,
 * or null; an expiry that no longer applies (the game started) is dropped, so it
 * never keeps the alarm firing.
 */
export function cleanupNow(store: RoomStorage, room: Room, now: number): string | null {
  const due = new Map(store.schedule().map((d) => [d.key, d.due]));
  const expire = due.get("expire");
  if (expire !== undefined) {
    if (room.state !== null) store.setDue("expire", null);
    else if (expire <= now) return "This table was never started and has been closed.";
  }
  const purge = due.get("purge");
  if (purge === undefined || purge > now) return null;
  // What the table still owes others (its club's report, a series' next match) keeps it a day more, and again.
  if (store.clubReports().length > 0 || nextMatchOwed(room)) {
    store.setDue("purge", now + DAY);
    return null;
  }
  return "This finished table's live copy has been retired; its replay stays at /m/.";
}

/** Deletes the whole table (storage, alarm) and closes its sockets with `reason`. */
export async function deleteTable(host: TableHost, code: number, reason: string): Promise<void> {
  for (const ws of host.sockets()) {
    try {
      ws.close(code, reason);
    } catch {
      // already closed
    }
  }
  await host.alarm.delete();
  await host.deleteAll();
  forgetArmedAlarm(host.alarm);
}
