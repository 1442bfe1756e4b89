// Nothing is kept forever (api.md "Limits (third round)"): a started table with no
// move for 30 days ends as abandoned, is recorded in D1 like any finished match,
// and is then cleaned up by ./cleanup once D1 has it. Without this a table whose
// players left (or one a script started against bots and walked away from) would
// hold its storage for ever. Every commit but a timeout's moves the "abandon" due
// time on, so the alarm only finds it due when nobody has moved since: the default
// moves time plays for seats with a clock are not moves anyone made, or a table
// nobody plays at would go on timing out for ever.
import type { Room } from "../ground/model";
import { noticesOfFinish } from "../delivery/finish-notices";
import type { RoomStorage } from "../ground/storage";

const DAY = 24 * 3_600_000;
export const ABANDON_AFTER_MS = 30 * DAY;

/** When a table that changed at `now` is abandoned unless something moves (null: it is not being played). */
export function abandonDue(room: Room, now: number): number | null {
  return room.state !== null && room.meta.finishedAt === null ? now + ABANDON_AFTER_MS : null;
}

/** The alarm's work when "abandon" is due: ends the match, queues its record for D1. */
export function abandonTable(store: RoomStorage, room: Room, now: number): { room: Room; changed: boolean } {
  if (room.state === null || room.meta.finishedAt !== null) return { room, changed: false };
  const meta = { ...room.meta, finishedAt: new Date(now).toISOString(), abandoned: true as const, deadlines: [] };
  const next: Room = { ...room, meta };
  store.transaction(() => {
    store.saveRoom(meta, room.state);
    store.setDue("clock", null);
    store.setDue("bots", null);
    noticesOfFinish(store, next, now);
  });
  return { room: next, changed: true };
}

/** A table started before this rule existed: its due time counts from its last move someone made (or its start). */
export function adoptAbandonRule(store: RoomStorage, room: Room, now: number): void {
  if (room.state === null || room.meta.finishedAt !== null) return;
  if (store.schedule().some((d) => d.key === "abandon")) return;
  const made = store.moves().findLast((m) => m.by !== "timeout");
  const last = Date.parse(made?.at ?? room.meta.startedAt ?? "") || now;
  store.setDue("abandon", last + ABANDON_AFTER_MS);
}
