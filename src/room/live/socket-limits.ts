// What one live socket may do (api.md "Limits and headers"): one hello, at most
// 20 messages in any 10 s, frames of at most 4 KB, a hello within 30 s, and a cap
// on a table's watchers. A socket that breaks a rule is closed with a reason that
// says which, and everything it still sends is dropped before any parsing, so a
// flood costs the table next to nothing and a seated player's move is not held up.
//
// The Worker (src/live/live-route.ts) opens a socket on the game object only
// for a hello: a seat's (with a token) or a spectator's that found every relay
// full, and says which in LIVE_KIND_HEADER (clients never reach the object, so
// never set it). Only watchers count against the cap: a seat's hello is always
// admitted (api.md "Limits (third round)"), and a seat socket with a wrong token
// is closed at its hello, so it holds nothing.
//
// Counters live in memory: a flooding socket keeps the object awake, and after
// an eviction a socket simply starts a fresh window. Whether a socket said hello
// is also in its attachment (./sockets), which survives hibernation; its accept
// time is in its tag, which does too. Silent sockets are closed by the room's
// alarm ("sockets" in its schedule), set at most once per pending deadline
// (accepting and the silent-socket sweep are the runtime's: ../cloudflare/live-sockets).
import type { RoomSocket } from "../ground/ports";
import { SOCKET_LIMITS, type SocketLimits } from "../ground/seams";

export { SOCKET_LIMITS, type SocketLimits } from "../ground/seams";

/** Set by the Worker when it opens a socket on the game object: what the socket's hello is. */
export const LIVE_KIND_HEADER = "X-Tablelink-Live";
/** "seat": a hello with a token (closed at once if the token is wrong); "watch": a spectator's hello. */
export type LiveKind = "seat" | "watch";

export const CLOSE_POLICY = 1008;
export const CLOSE_TOO_BIG = 1009;
export const CLOSE_TRY_LATER = 1013;

export const WATCHERS_FULL = "This table has as many watchers as it can take; try again later.";

interface SocketState {
  /** Times of the messages in the current window. */
  recent: number[];
  hello: boolean;
  closed: boolean;
}

const states = new WeakMap<RoomSocket, SocketState>();

/** What the limits know of a socket so far (none: it has sent nothing and was not closed here). */
export function limitState(ws: RoomSocket): Readonly<SocketState> | undefined {
  return states.get(ws);
}

function stateOf(ws: RoomSocket): SocketState {
  let s = states.get(ws);
  if (!s) {
    s = { recent: [], hello: false, closed: false };
    states.set(ws, s);
  }
  return s;
}

/** Closes once, with a reason the client can show; later frames from it are dropped. */
export function closeSocket(ws: RoomSocket, code: number, reason: string): void {
  const s = stateOf(ws);
  if (s.closed) return;
  s.closed = true;
  try {
    ws.close(code, reason);
  } catch {
    // already closed by the peer
  }
}

const encoder = new TextEncoder();

function frameBytes(message: string | ArrayBuffer): number {
  if (typeof message !== "string") return message.byteLength;
  // A UTF-16 unit is at most 3 UTF-8 bytes: only count exactly when it could matter.
  return message.length * 3 <= SOCKET_LIMITS.maxFrameBytes ? message.length : encoder.encode(message).byteLength;
}

/**
 * Checks a frame before anything else looks at it. "drop": the socket was
 * already closed; "closed": it broke a rule now and was closed; "ok": go on.
 */
export function admitFrame(
  ws: RoomSocket,
  message: string | ArrayBuffer,
  now: number,
  limits: SocketLimits = SOCKET_LIMITS,
): "ok" | "drop" | "closed" {
  const s = stateOf(ws);
  if (s.closed) return "drop";
  if (frameBytes(message) > limits.maxFrameBytes) {
    closeSocket(ws, CLOSE_TOO_BIG, `Messages are limited to ${limits.maxFrameBytes / 1024} KB.`);
    return "closed";
  }
  const since = now - limits.windowMs;
  while (s.recent.length > 0 && s.recent[0]! <= since) s.recent.shift();
  s.recent.push(now);
  if (s.recent.length > limits.maxMessages) {
    closeSocket(
      ws,
      CLOSE_POLICY,
      `Too many messages: at most ${limits.maxMessages} in ${limits.windowMs / 1000} seconds.`,
    );
    return "closed";
  }
  return "ok";
}

/** Records a hello; false (and the socket closed) when it already said one. */
export function firstHello(ws: RoomSocket, alreadyAttached: boolean): boolean {
  const s = stateOf(ws);
  if (s.hello || alreadyAttached) {
    closeSocket(ws, CLOSE_POLICY, "One hello per connection.");
    return false;
  }
  s.hello = true;
  return true;
}
