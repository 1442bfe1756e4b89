// Log lines, written on a draft: each an event whose text texts.ts writes only when
// the log is read, in the reader's language (`note`). The engine knows seats, not
// names: a player appears as "Seat N" (a private line's event says so: texts.ts).
import { appendLine, type LogEvent } from "../log";
import type { Seat } from "../types";
import type { StakesState } from "./types";

/** Appends an event whose text (texts.ts) is written only when the log is read; seat -1: none. */
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
