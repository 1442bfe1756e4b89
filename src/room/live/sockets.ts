// Live views over hibernatable WebSockets. A socket's seat lives in its
// attachment, so it survives the object being evicted; a socket with no
// attachment has not said hello yet and receives nothing.
import type { ServerMessage } from "../../protocol/socket";
import { DEFAULT_LANG, type Lang, langOf } from "../../protocol/lang";
import type { Room } from "../ground/model";
import { seatOfToken } from "../ground/tokens";
import type { RoomSocket } from "../ground/ports";
import { closeSocket, firstHello } from "./socket-limits";
import type { SpectatorFeed } from "../ground/spectator-feed";
import type { RoomStorage } from "../ground/storage";
import { type RoomViews, viewsOf } from "../view/views";
import { NOT_A_HELLO } from "../../protocol/socket-errors";

interface Attachment {
  seat: number | null;
  /** The language the hello asked for (issue 27); absent: English. */
  lang?: Lang;
}

/**
 * A new socket's hello deadline in the room's schedule: the alarm closes the socket if it
 * stays silent; the "sockets" due time moves to the new deadline when that is sooner.
 * True when the schedule changed (the caller re-arms the alarm).
 */
export function noteHelloDue(store: RoomStorage, helloDue: number | null): boolean {
  // Already due sooner: nothing to write. Due times are on the table's clock (which a test may have moved ahead of real time).
  const due = store.schedule().find((d) => d.key === "sockets")?.due;
  const at = helloDue === null ? null : helloDue + store.clockLead();
  if (at === null || (due !== undefined && due <= at)) return false;
  store.setDue("sockets", at);
  return true;
}

/** A socket closed by its peer: the close is answered (code 1005, "no status", may not be sent back; anything else is echoed). */
export function echoClose(ws: RoomSocket, code: number): void {
  try {
    ws.close(code === 1005 ? 1000 : code, "bye");
  } catch {
    // already closed
  }
}

function send(ws: RoomSocket, msg: ServerMessage | string): void {
  try {
    ws.send(typeof msg === "string" ? msg : JSON.stringify(msg));
  } catch {
    // The peer is gone; its close event cleans up.
  }
}

/** A hello: its token, and the language its views come in (an unknown or missing `lang` reads as English). */
function parseHello(message: string | ArrayBuffer): { token?: string; lang: Lang } | null {
  if (typeof message !== "string") return null;
  try {
    const m = JSON.parse(message) as unknown;
    if (typeof m !== "object" || m === null || (m as { type?: unknown }).type !== "hello") return null;
    const token = (m as { token?: unknown }).token;
    if (token !== undefined && token !== null && typeof token !== "string") return null;
    const lang = langOf((m as { lang?: unknown }).lang) ?? DEFAULT_LANG;
    return typeof token === "string" ? { token, lang } : { lang };
  } catch {
    return null;
  }
}

/** Frames reach here only after ./socket-limits admitted them (size and rate); watchers were capped as they connected. */
export async function onSocketMessage(
  ws: RoomSocket,
  message: string | ArrayBuffer,
  room: () => Room | null,
): Promise<void> {
  const hello = parseHello(message);
  if (!hello) {
    send(ws, { type: "error", error: NOT_A_HELLO });
    return;
  }
  if (!firstHello(ws, ws.deserializeAttachment() !== null)) return;
  const before = room();
  if (!before) return;
  const seat = await seatOfToken(before, hello.token);
  if (seat === null) {
    send(ws, { type: "error", error: { code: "auth/invalid_token", message: "This seat token is unknown." } });
    closeSocket(ws, 1008, "invalid token");
    return;
  }
  const attachment: Attachment =
    hello.lang === DEFAULT_LANG ? { seat: seat ?? null } : { seat: seat ?? null, lang: hello.lang };
  ws.serializeAttachment(attachment);
  // The room as it is now (a move may have landed during the await); the view
  // text is shared with every other socket of the same viewer, built once.
  send(ws, viewsOf(room() ?? before).message(attachment.seat, attachment.lang));
}

/**
 * After every change: each seat's socket on this object gets its own view; the crowd gets the
 * spectator view through the feed (the relays), after the mover's answer. Every view comes from
 * the room's one cache (../view/views viewsOf), which the mover's answer is read from too.
 */
export function sendViews(sockets: RoomSocket[], views: RoomViews, feed: SpectatorFeed): void {
  for (const ws of sockets) {
    const a = ws.deserializeAttachment() as Attachment | null;
    if (a) send(ws, views.message(a.seat, a.lang));
  }
  feed.publish((lang) => views.message(null, lang));
}

/** After a seat left a waiting table (../seating/leave): its sockets are closed, later seats' sockets move down one. */
export function reseatSockets(sockets: RoomSocket[], left: number): void {
  for (const ws of sockets) {
    const a = ws.deserializeAttachment() as Attachment | null;
    if (!a || a.seat === null || a.seat < left) continue;
    if (a.seat === left) {
      try {
        ws.close(1000, "You left this table.");
      } catch {
        // already closed
      }
    } else ws.serializeAttachment({ ...a, seat: a.seat - 1 });
  }
}

/** A seat handed on mid-match (../seating/replace): the old holder's sockets close; its private view goes no further. */
export function closeSeatSockets(sockets: RoomSocket[], seat: number): void {
  for (const ws of sockets) {
    const a = ws.deserializeAttachment() as Attachment | null;
    if (a?.seat !== seat) continue;
    try {
      ws.close(1008, "This seat was handed on to someone else.");
    } catch {
      // already closed
    }
  }
}
