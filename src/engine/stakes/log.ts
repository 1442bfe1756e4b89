// Log lines, written on a draft: a finished line (`say`, private with `to`) or an
// event whose text texts.ts writes only when the log is read (`note`). The engine
// knows seats, not names: a player appears as "Seat N".
import { appendLine, type LogEvent } from "../log";
import type { LogEntry, Seat } from "../types";
import type { StakesState } from "./types";

/** Log lines name seats this way; the seat number is the API's (from 0). */
export function who(seat: number): string {
  return `Seat ${seat}`;
}

/** Appends a finished log line dated at the draft's version; `to` makes it private. */
export function say(s: StakesState, kind: string, text: string, seat?: Seat, to?: Seat): void {
  const e: LogEntry = { n: s.version, text, kind };
  if (seat !== undefined) e.seat = seat;
  if (to !== undefined) e.to = [to];
  appendLine(s, e);
}

/** Appends a public event whose text (texts.ts) is written only when the log is read; seat -1: none. */
export function note(
  s: StakesState,
  ev: string,
  seat: Seat,
  a?: string | number,
  b?: string | number,
  c?: string | number,
  d?: string | number,
  e?: string | number,
): void {
  const line: LogEvent =
    a === undefined
      ? [ev, s.version, seat]
      : b === undefined
        ? [ev, s.version, seat, a]
        : c === undefined
          ? [ev, s.version, seat, a, b]
          : d === undefined
            ? [ev, s.version, seat, a, b, c]
            : e === undefined
              ? [ev, s.version, seat, a, b, c, d]
              : [ev, s.version, seat, a, b, c, d, e];
  appendLine(s, line);
}

/** Appends a public event with any number of values. */
export function noteAll(s: StakesState, ev: string, seat: Seat, values: (string | number)[]): void {
  appendLine(s, [ev, s.version, seat, ...values]);
}
