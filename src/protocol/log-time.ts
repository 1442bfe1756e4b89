// A time inside a log line the room writes ("Paused until 2026-12-03 14:00 UTC.").
// The server does not know a reader's time zone, so the API writes UTC, the same
// for every reader; the pages find this one shape in a line and say it in the
// reader's own time and language. Both sides use this file, so they cannot drift.

/** "2026-12-03 14:00 UTC". */
export function logTime(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 16).replace("T", " ")} UTC`;
}

const STAMP = /\b(\d{4}-\d\d-\d\d) (\d\d:\d\d) UTC\b/g;

/** `text` with every logTime() stamp in it replaced by `say(ms)`. */
export function restampLog(text: string, say: (ms: number) => string): string {
  return text.replace(STAMP, (stamp, day: string, time: string) => {
    const ms = Date.parse(`${day}T${time}:00Z`);
    return Number.isNaN(ms) ? stamp : say(ms);
  });
}
