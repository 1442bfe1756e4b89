// Before the start, the host may cancel the table and any other seated player
// may leave it (api.md "Limits (third round)").
import { err, ok, type Result } from "../../engine/result";
import type { Seat } from "../../engine/types";
import { GAME_NOT_FOUND } from "../../protocol/not-found";
import type { PushStore } from "../ground/push-store";
import type { Room, RoomError, RoomResult } from "../ground/model";
import type { RoomStorage } from "../ground/storage";

const notWaiting = () =>
  err<RoomError>({
    code: "game/not_waiting",
    message: "The game has started: seats can no longer be left or the table cancelled (resign instead).",
  });

/** The host's cancel: allowed only to seat 0 while the table waits. The caller deletes the room. */
export function checkCancel(room: Room, seat: Seat): Result<true, RoomError> {
  if (room.state !== null || room.meta.finishedAt !== null) return notWaiting();
  if (seat !== 0)
    return err({
      code: "seat/not_host",
      message: "Only the host (seat 0) can cancel the table; you can leave it instead.",
    });
  return ok(true);
}

/**
 * A joined player leaves before the start. Seats are numbered in joining order
 * with no gaps, so every later seat moves down by one, and everything keyed by
 * seat moves with it in one transaction (api.md "Limits (third round)"): its
 * token hash and name (the seat row), webhook, queued notifications, chat lines,
 * push subscription and queued pushes, and a bot seat's marking in the meta. The
 * leaver's own rows go with them. (Live sockets follow in
 * ../live/sockets reseatSockets.) Deadlines, resignations and rematch offers exist only once the
 * game has started, when nobody can leave.
 */
export function leaveSeat(store: RoomStorage, push: PushStore, room: Room, seat: Seat): Result<Room, RoomError> {
  if (room.state !== null || room.meta.finishedAt !== null) return notWaiting();
  if (seat === 0) return err({ code: "seat/is_host", message: "The host cannot leave the table; cancel it instead." });
  const bots = room.meta.bots
    ?.filter((b) => b.seat !== seat)
    .map((b) => (b.seat > seat ? { ...b, seat: b.seat - 1 } : b));
  const meta = bots ? { ...room.meta, bots } : room.meta;
  store.transaction(() => {
    store.removeWaitingSeat(seat);
    push.removeWaitingSeat(seat);
    if (bots) store.saveRoom(meta, null);
  });
  const next = store.load();
  return next ? ok(next) : err(GAME_NOT_FOUND);
}

/** POST /api/games/:id/cancel: the host deletes a waiting table (`purge` deletes everything it stored). */
export async function cancelTable(
  room: Room,
  seat: Seat,
  purge: () => Promise<void>,
): Promise<RoomResult<{ cancelled: true }>> {
  const allowed = checkCancel(room, seat);
  if (!allowed.ok) return allowed;
  await purge();
  return ok({ cancelled: true as const });
}
