// Quiet hours of a push subscription (docs/api.md "Reminders and quiet hours"):
// local "HH:MM" times in the seat's IANA time zone, a window that may cross
// midnight. The window is [from, to): a push that falls in it waits for its end,
// and a reminder whose deadline falls in it goes at its start instead.
// Local times are read with Intl, so daylight-saving changes are the zone's own.
import type { QuietHours } from "../../protocol/push";

const MINUTE = 60_000;
const DAY_MIN = 24 * 60;

/**
 * One formatter per zone, the most recently used last, at most ZONES of them: a
 * formatter holds ~10 KB, and however many zones seats name, an isolate keeps only
 * those in use lately (a table's seats use one or two).
 */
const ZONES = 64;
const formats = new Map<string, Intl.DateTimeFormat>();

function formatter(tz: string): Intl.DateTimeFormat {
  let f = formats.get(tz);
  if (f) formats.delete(tz);
  else f = new Intl.DateTimeFormat("en-GB", { timeZone: tz, hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
  formats.set(tz, f);
  if (formats.size > ZONES) formats.delete(formats.keys().next().value!);
  return f;
}

/** How many zones' formatters this isolate holds (tests read it). */
export function zonesCached(): number {
  return formats.size;
}

/** The local minute of the day at `t` in `tz` (0 … 1439). */
function localMinute(t: number, tz: string): number {
  const f = formatter(tz);
  let h = 0;
  let m = 0;
  for (const p of f.formatToParts(t)) {
    if (p.type === "hour") h = Number(p.value) % 24;
    else if (p.type === "minute") m = Number(p.value);
  }
  return h * 60 + m;
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

export function inQuiet(q: QuietHours, t: number): boolean {
  const m = localMinute(t, q.tz);
  const from = minutesOf(q.from);
  const to = minutesOf(q.to);
  return from < to ? m >= from && m < to : m >= from || m < to;
}

/**
 * The instant nearest `t` in the given direction (+1 the next, -1 the last) at
 * which the local clock shows `target`: the local difference in minutes, then
 * one correction when a daylight-saving change lies between. A local time the
 * change skips (02:30 on the night clocks go forward) is taken as that many
 * minutes of real time instead, which lands just past the jump.
 */
function localTime(q: QuietHours, t: number, target: number, dir: 1 | -1): number {
  const start = Math.floor(t / MINUTE) * MINUTE;
  const m = localMinute(start, q.tz);
  const delta = (((dir * (target - m)) % DAY_MIN) + DAY_MIN) % DAY_MIN;
  const c = start + dir * delta * MINUTE;
  const off = ((((target - localMinute(c, q.tz)) % DAY_MIN) + DAY_MIN + DAY_MIN / 2) % DAY_MIN) - DAY_MIN / 2;
  if (off === 0) return c;
  const corrected = c + off * MINUTE;
  return localMinute(corrected, q.tz) === target ? corrected : c;
}

/** When a push that would go at `t` goes: `t`, or the end of the quiet window it falls in. */
export function afterQuiet(q: QuietHours | null, t: number): number {
  if (!q || !inQuiet(q, t)) return t;
  return Math.max(t, localTime(q, t, minutesOf(q.to), 1));
}

/**
 * When a reminder goes: due at `remindAt` for a deadline at `deadline`. When the
 * deadline falls in a quiet window, no later than that window's start; a time
 * that still falls in a window (an earlier night's) waits for that window's end.
 * Never before `now`.
 */
export function reminderTime(q: QuietHours | null, remindAt: number, deadline: number, now: number): number {
  if (!q) return Math.max(remindAt, now);
  let t = remindAt;
  if (inQuiet(q, deadline)) {
    const start = localTime(q, deadline, minutesOf(q.from), -1);
    if (start < t) return Math.max(start, now);
  }
  if (inQuiet(q, t)) t = afterQuiet(q, t);
  return Math.max(t, now);
}
