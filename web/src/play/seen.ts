// What this seat last saw of a table, kept on this device per table and seat: the
// version, the newest time in the log or chat it showed, and when (this device's
// clock). Kept here rather than by the room: a view is a read, and the room would
// have to write on every read of every seat to know it; and what matters is what
// the person actually had in front of them, which only the page knows. A seat read
// on two devices has a "since" on each, which is what each of them saw.
//
// The first time the page shows a seat's table (and again when the page comes back
// into sight), the look before decides whether the seat is coming back to news:
// something others did (or time did for it) that it has not seen, after an hour or
// more away by either clock (the table's: the test clock moves it; this device's).
import type { View } from "../../../src/protocol";
import type { ViewLogLine } from "../../../src/protocol/view";
import { asyncOf } from "../async/fields";

export interface Seen {
  /** The view's version then. */
  v: number;
  /** The newest line time (ISO) the seat saw, in the log or the chat; null when none had one. */
  at: string | null;
  /** When it looked (ms, this device's clock). */
  t: number;
}

const AWAY_MS = 3_600_000;
const key = (id: string, seat: number) => `tablelink:seen:${id}:${seat}`;

function read(id: string, seat: number): Seen | null {
  try {
    const s = JSON.parse(localStorage.getItem(key(id, seat)) ?? "null") as Seen | null;
    return s && typeof s.v === "number" && typeof s.t === "number" ? s : null;
  } catch {
    return null;
  }
}

function write(id: string, seat: number, seen: Seen): void {
  try {
    localStorage.setItem(key(id, seat), JSON.stringify(seen));
  } catch {
    /* not kept: the next visit has no "since" */
  }
}

const later = (a: string | undefined, b: string | null) => a !== undefined && (b === null || a > b);

function newestAt(v: View): string | null {
  let at: string | null = null;
  for (const l of v.log) if (later(l.at, at)) at = l.at!;
  for (const c of asyncOf(v).chat ?? []) if (later(c.at, at)) at = c.at;
  return at;
}

/** A log line the seat had not seen at `since`. */
export function isNew(l: ViewLogLine, since: Seen): boolean {
  return l.at !== undefined && since.at !== null ? l.at > since.at : l.n > since.v;
}

function cameBack(v: View, since: Seen): boolean {
  const you = v.you;
  const others =
    v.log.some((l) => isNew(l, since) && (l.seat !== you || l.by !== undefined)) ||
    (asyncOf(v).chat ?? []).some((c) => c.seat !== you && since.at !== null && c.at > since.at);
  if (!others) return false;
  const newest = newestAt(v);
  const tableGap = newest && since.at ? Date.parse(newest) - Date.parse(since.at) : 0;
  return Date.now() - since.t >= AWAY_MS || tableGap >= AWAY_MS;
}

let decided = "";
let away: Seen | null = null;
let again = false;
document.addEventListener("visibilitychange", () => {
  if (document.visibilityState === "visible") again = true;
});

/**
 * Keeps this look at the seat's table and answers what the seat saw last time,
 * while it is coming back to news (until dismissed); null otherwise.
 */
export function lookAt(v: View): Seen | null {
  if (v.you === null || v.status === "waiting") return null;
  const seat = `${v.id}:${v.you}`;
  if (document.visibilityState !== "visible") return decided === seat ? away : null;
  if (decided !== seat || again) {
    const before = read(v.id, v.you);
    if (decided !== seat || (before && cameBack(v, before))) away = before && cameBack(v, before) ? before : null;
    decided = seat;
    again = false;
  }
  write(v.id, v.you, { v: v.version, at: newestAt(v), t: Date.now() });
  return away;
}

/** The summary was closed: it stays closed on this page. */
export function dismissAway(): void {
  away = null;
}
