// What this seat last saw of a table, kept on this device per table and seat: the
// version, the newest time in the log or chat it showed, and when (this device's
// clock). Kept here rather than by the room: a view is a read, and the room would
// have to write on every read of every seat to know it; and what matters is what
// the person actually had in front of them, which only the page knows. A seat read
// on two devices has a "since" on each, which is what each of them saw.
// Whether the look before was long enough ago to tell the seat what it missed is
// ./while-away's, loaded only when something changed since.
import type { View } from "../../../src/protocol";
import { asyncOf } from "../async/fields";

export interface Seen {
  /** The view's version then. */
  v: number;
  /** The newest line time (ISO) the seat saw, in the log or the chat; null when none had one. */
  at: string | null;
  /** When it looked (ms, this device's clock). */
  t: number;
}

/** The newest time the view shows: its last log line's or chat line's (each is in time order). */
export const newestAt = (v: View): string | null =>
  [v.log.at(-1)?.at, asyncOf(v).chat.at(-1)?.at].filter(Boolean).sort().pop() ?? null;

let decided = "";
addEventListener("visibilitychange", () => {
  if (!document.hidden) decided = "";
});

/**
 * Keeps this look at the seat's table. The first time the page shows it (and when
 * the page comes back into sight) it answers the look before, when something has
 * changed since; otherwise null.
 */
export function keepLook(v: View): Seen | null {
  if (v.you === null || v.status === "waiting" || document.hidden) return null;
  const key = `tablelink:seen:${v.id}:${v.you}`;
  const now: Seen = { v: v.version, at: newestAt(v), t: Date.now() };
  let before: Seen | null = null;
  try {
    if (decided !== key) before = JSON.parse(localStorage.getItem(key)!);
    localStorage.setItem(key, JSON.stringify(now));
  } catch {
    /* not kept: no "since" next time */
  }
  decided = key;
  return before && (before.v !== now.v || before.at !== now.at) ? before : null;
}
