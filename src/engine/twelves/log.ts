// Twelves' log: every line is an event (kind + data), its text written only when
// the log is read, in the reader's language (texts.ts).
import { appendLine } from "../log";
import type { Seat } from "../types";
import type { TwelvesState } from "./types";

/** A line as an event (texts.ts writes its text when the log is read); seat -1: none. */
export function event(st: TwelvesState, ev: string, seat: Seat, ...v: (string | number)[]): void {
  appendLine(st, [ev, st.version, seat, ...v]);
}
