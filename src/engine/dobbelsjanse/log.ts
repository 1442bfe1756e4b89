// Log lines, and writing them on a draft. The engine knows seats, not names: a
// player appears as "Seat N" (N as in the API, from 0) and every line carries
// `seat`, so a page may show the seat's name in its place.
import { appendLine } from "../log";
import type { LogEntry, Seat } from "../types";
import type { DobbelState } from "./types";

export function who(seat: Seat): string {
  return `Seat ${seat}`;
}

export function line(n: number, kind: string, text: string, seat?: Seat, to?: Seat[]): LogEntry {
  const e: LogEntry = { n, kind, text };
  if (seat !== undefined) e.seat = seat;
  if (to) e.to = to;
  return e;
}

export function addLog(s: DobbelState, kind: string, text: string, seat?: Seat): void {
  appendLine(s, line(s.version, kind, text, seat));
}

/** A frequent public line as an event (texts.ts writes its text when the log is read); seat -1: none. */
export function addEvent(s: DobbelState, ev: string, seat: Seat, a?: string | number, b?: string | number): void {
  appendLine(
    s,
    a === undefined ? [ev, s.version, seat] : b === undefined ? [ev, s.version, seat, a] : [ev, s.version, seat, a, b],
  );
}
