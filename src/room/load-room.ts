// The room as the object starts (after an eviction, a restart, a deploy): read
// from storage, with the rules added since it was made applied to it, and its
// alarm re-armed if one was lost between a commit and setAlarm.
import { newInvite } from "./seating/invites";
import { adoptAbandonRule } from "./timers/abandon";
import { scheduleExpiry } from "./timers/cleanup";
import { armAlarm } from "./timers/schedule";
import type { Room } from "./ground/model";
import type { RoomAlarm } from "./ground/ports";
import type { RoomStorage } from "./ground/storage";

export async function loadRoom(alarm: RoomAlarm, store: RoomStorage, clock: () => number): Promise<Room | null> {
  let room = store.load();
  if (!room) return null;
  // A table made before invites existed gets one, so its free seats are not open to everyone.
  // Likewise its expiry, so a table abandoned before cleanup existed goes too.
  if (room.state === null && !room.meta.invite) {
    const meta = { ...room.meta, invite: newInvite() };
    const createdAt = Date.parse(meta.createdAt) || clock();
    store.transaction(() => {
      store.saveRoom(meta, null);
      scheduleExpiry(store, createdAt);
    });
    room = { ...room, meta };
  }
  // A table started before the abandon rule existed gets its due time too.
  adoptAbandonRule(store, room, clock());
  // An alarm lost between a commit and setAlarm is re-armed here.
  if (store.schedule().length > 0 && (await alarm.get()) === null) await armAlarm(alarm, store);
  return room;
}
