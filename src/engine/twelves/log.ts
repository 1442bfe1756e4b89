// Log lines: public ones for what the table sees, private ones (`to`) for what
// only one seat may know (its faces, its rolls, its secret actions). Events are
// rendered when read, in the reader's language (texts.ts); `tell` writes finished
// English text (the lines that name a die by its face).
import { appendLine } from "../log";
import type { Seat } from "../types";
import type { TwelvesState } from "./types";

export const who = (s: Seat): string => `Seat ${s}`;

export function tell(st: TwelvesState, to: Seat, kind: string, text: string): void {
  appendLine(st, { n: st.version, kind, text, seat: to, to: [to] });
}

/** A frequent line as an event (texts.ts writes its text when the log is read); seat -1: none. */
export function event(st: TwelvesState, ev: string, seat: Seat, ...v: (string | number)[]): void {
  appendLine(st, [ev, st.version, seat, ...v]);
}
