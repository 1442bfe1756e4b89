// Table chat: seated players talk, everyone reads. Text arrives already checked
// (trimmed, 1–280 characters, no control characters) and is only ever shown as
// text. A seat may send a few lines in quick succession, then must wait.
import { err, ok, type Result } from "../../engine/result";
import type { Seat } from "../../engine/types";
import { CHAT_KEEP } from "../../protocol/async";
import type { Room, RoomError } from "../ground/model";
import type { RoomStorage } from "../ground/storage";

export const CHAT_BURST = 5;
export const CHAT_WINDOW_MS = 10_000;

export function postChat(
  store: RoomStorage,
  room: Room,
  seat: Seat,
  text: string,
  now: number,
): Result<Room, RoomError> {
  const recent = room.chat.filter((c) => c.seat === seat && c.at > now - CHAT_WINDOW_MS).length;
  if (recent >= CHAT_BURST)
    return err({
      code: "chat/too_fast",
      message: `At most ${CHAT_BURST} messages per ${CHAT_WINDOW_MS / 1000} seconds; wait a moment.`,
    });
  const line = { seat, text, at: now };
  store.transaction(() => store.addChat(line));
  return ok({ ...room, chat: [...room.chat, line].slice(-CHAT_KEEP) });
}
