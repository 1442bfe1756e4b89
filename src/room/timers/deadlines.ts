// The clock's alarm work: every deadline that has passed plays the seat's default
// move (or, where a timeout loses, its resignation). The move changes the version
// and so replaces the deadline in the same transaction: each deadline fires at
// most once, and a move that arrived first has already replaced it.
import type { LoggedMove } from "../../engine/replay";
import { roomOptions, firstDeadline } from "../play/clock";
import { commit } from "../play/commit";
import { defOf, type Room } from "../ground/model";
import type { RoomStorage } from "../ground/storage";

/** Seats run out of time one at a time: bounded, in case an engine offers no default. */
const MAX_TIMEOUTS_PER_ALARM = 64;

export function runDeadlines(
  store: RoomStorage,
  room: Room,
  now: number,
): { room: Room; changed: boolean; next: number | null } {
  const def = defOf(room);
  let changed = false;
  for (let i = 0; i < MAX_TIMEOUTS_PER_ALARM; i++) {
    const state = room.state;
    if (state === null || room.meta.finishedAt !== null) break;
    const due = (room.meta.deadlines ?? []).filter((d) => d.at <= now).sort((a, b) => a.at - b.at)[0];
    if (!due) break;
    const entry = timeoutEntry(room, due.seat);
    const done = entry ? commit(store, room, entry, now) : null;
    if (done?.ok) room = done.value;
    else {
      // Nothing can be played for this seat: drop the deadline rather than loop on it.
      const meta = { ...room.meta, deadlines: (room.meta.deadlines ?? []).filter((d) => d !== due) };
      store.transaction(() => store.saveRoom(meta, room.state));
      room = { ...room, meta };
    }
    changed = true;
  }
  return { room, changed, next: room.meta.finishedAt === null ? firstDeadline(room.meta) : null };

  function timeoutEntry(r: Room, seat: number): LoggedMove | null {
    if (!def.toAct(r.state).includes(seat)) return null;
    if (roomOptions(r.meta).timeoutLoses && def.resign?.(r.state, seat)) return { seat, resign: true, by: "timeout" };
    const move = def.defaultMove(r.state, seat);
    return move === null ? null : { seat, move, by: "timeout" };
  }
}
