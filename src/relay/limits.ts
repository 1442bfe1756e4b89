// api.md's limits for a live socket, applied by a relay to the spectators it
// holds (the game object applies them to the sockets it holds): one hello, at
// most 20 messages in 10 s, frames up to 4 KB.
import { HELLO_MAX_BYTES, isHello } from "./hello";

export const WINDOW_MS = 10_000;
export const MAX_MESSAGES = 20;

export interface SocketMark {
  /** Said hello (the Worker forwards the spectator's hello as the first message). */
  hello: boolean;
  windowStart: number;
  count: number;
}

export type Verdict =
  | { kind: "hello" }
  | { kind: "error"; code: "request/invalid"; message: string }
  | { kind: "close"; code: 1008 | 1009; reason: string };

export function freshMark(): SocketMark {
  return { hello: false, windowStart: 0, count: 0 };
}

/** What to do with one message from a spectator; updates `mark` in place. */
export function judge(mark: SocketMark, message: string | ArrayBuffer, now: number): Verdict {
  const size = typeof message === "string" ? message.length : message.byteLength;
  if (size > HELLO_MAX_BYTES) return { kind: "close", code: 1009, reason: "message too big" };
  if (now - mark.windowStart >= WINDOW_MS) {
    mark.windowStart = now;
    mark.count = 0;
  }
  mark.count++;
  if (mark.count > MAX_MESSAGES) return { kind: "close", code: 1008, reason: "too many messages" };
  if (isHello(message)) {
    if (mark.hello) return { kind: "close", code: 1008, reason: "one hello per socket" };
    mark.hello = true;
    return { kind: "hello" };
  }
  return { kind: "error", code: "request/invalid", message: 'Expected {"type":"hello","token"?}.' };
}
