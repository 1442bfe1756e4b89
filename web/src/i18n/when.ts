// A moment in the reader's own time zone and language: "Sat 3 May, 18:00" (en),
// "lør. 3. mai, 18:00" (nb). One shape for the pause panel, Your tables and the
// times inside log lines, so the same pause reads the same everywhere.
import { LANG } from "./format";

const SHAPE = { weekday: "short", day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" } as const;

/** `at`: milliseconds or an ISO time. */
export function localWhen(at: number | string): string {
  return new Date(at).toLocaleString(LANG, SHAPE);
}

/** A day in the reader's language: "Fri 4 Dec" (en), "fre. 4. des." (nb). `at`: milliseconds or an ISO time. */
export function localDay(at: number | string): string {
  return new Date(at).toLocaleDateString(LANG, { weekday: "short", day: "numeric", month: "short" });
}
