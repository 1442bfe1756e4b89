// The invite: a table's id is public (watch links, embeds, share cards), so a
// seat is taken only with the invite secret, which the host receives at creation
// and every seated player sees in their own view while the table waits. Before
// the start the host may cancel the table and any other seated player may leave.
import { nanoid } from "nanoid";
import { err, ok, type Result } from "../../engine/result";
import type { Seat } from "../../engine/types";
import type { Room, RoomError } from "../object/model";
import type { PushStore } from "../delivery/push-store";
import type { RoomStorage } from "../object/storage";
import { hashToken } from "./tokens";

export const INVITE_LENGTH = 22;

export function newInvite(): string {
  return nanoid(INVITE_LENGTH);
}

export const BAD_INVITE: RoomError = {
  code: "auth/invalid_invite",
  message: "This invite is missing or wrong: open the invite link the host shared.",
};

/** Compares hashes of equal length in constant time, so timing tells nothing about the secret. */
export async function inviteMatches(room: Room, given: unknown): Promise<boolean> {
  const invite = room.meta.invite;
  if (typeof given !== "string" || !invite || given.length > 200) return false;
  const enc = new TextEncoder();
  const [a, b] = await Promise.all([hashToken(given), hashToken(invite)]);
  return crypto.subtle.timingSafeEqual(enc.encode(a), enc.encode(b));
}

const notWaiting = () =>
  err<RoomError>({ code: "game/not_waiting", message: "The game has started: seats can no longer be left or the table cancelled (resign instead)." });

/** The host's cancel: allowed only to seat 0 while the table waits. The caller deletes the room. */
export function checkCancel(room: Room, seat: Seat): Result<true, RoomError> {
  if (room.state !== null || room.meta.finishedAt !== null) return notWaiting();
  if (seat !== 0) return err({ code: "seat/not_host", message: "Only the host (seat 0) can cancel the table; you can leave it instead." });
  return ok(true);
}

/**
 * A joined player leaves before the start. Seats are numbered in joining order
 * with no gaps, so every later seat moves down by one, and everything keyed by
 * seat moves with it in one transaction (api.md "Limits (third round)"): its
 * token hash and name (the seat row), webhook, queued notifications, chat lines,
 * push subscription and queued pushes, and a bot seat's marking in the meta. The
 * leaver's own rows go with them. (Live sockets follow in ./sockets
 * reseatSockets.) Deadlines, resignations and rematch offers exist only once the
 * game has started, when nobody can leave.
 */
export function leaveSeat(store: RoomStorage, push: PushStore, room: Room, seat: Seat): Result<Room, RoomError> {
  if (room.state !== null || room.meta.finishedAt !== null) return notWaiting();
  if (seat === 0) return err({ code: "seat/is_host", message: "The host cannot leave the table; cancel it instead." });
  const bots = room.meta.bots?.filter((b) => b.seat !== seat).map((b) => (b.seat > seat ? { ...b, seat: b.seat - 1 } : b));
  const meta = bots ? { ...room.meta, bots } : room.meta;
  store.transaction(() => {
    store.removeWaitingSeat(seat);
    push.removeWaitingSeat(seat);
    if (bots) store.saveRoom(meta, null);
  });
  const next = store.load();
  return next ? ok(next) : err({ code: "game/not_found", message: "No game has this id." });
}
