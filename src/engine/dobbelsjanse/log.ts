// Log lines, and writing them on a draft: each an event whose text texts.ts writes
// when the log is read, in the reader's language. The engine knows seats, not
// names: a player appears as "Seat N" (N as in the API, from 0) and every line
// about a seat carries `seat`, so a page may show the seat's name in its place.
import { appendLine, type LogEvent } from "../log";
import type { Seat } from "../types";
import type { DobbelState } from "./types";

/** Appends an event (texts.ts writes its text when the log is read); seat -1: none. */
export function addEvent(s: DobbelState, ev: string, seat: Seat, a?: string | number, b?: string | number): void {
  appendLine(
    s,
    a === undefined ? [ev, s.version, seat] : b === undefined ? [ev, s.version, seat, a] : [ev, s.version, seat, a, b],
  );
}

/** An event at version 0, before any state exists (the deal). */
export function firstEvent(ev: string, seat: Seat, ...v: (string | number)[]): LogEvent {
  return [ev, 0, seat, ...v];
}
