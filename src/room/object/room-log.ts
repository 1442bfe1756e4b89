// Lines the room itself writes into a table's log (a pause asked for, answered,
// started, ended). The game's own log belongs to the engine and is rebuilt by
// replay from the move log, so these are kept apart, in the room's meta, and
// placed among the game's lines when a view is built: after every line of the
// version they happened at.
import type { LogEntry } from "../../engine/types";
import type { RoomMeta } from "./model";

/** Enough for any real table; offers asked and declined over and over cannot grow the meta for ever. */
const KEEP = 200;

/** Adds a public line at version `n` to the meta (the caller saves it). */
export function addRoomLine(meta: RoomMeta, n: number, kind: string, text: string): void {
  meta.roomLog = [...(meta.roomLog ?? []), { n, kind, text }].slice(-KEEP);
}

/** The game's lines with the room's in place: each room line after the game's lines up to its version. */
export function withRoomLines<E extends { n: number }>(
  log: E[],
  room: readonly LogEntry[] | undefined,
): (E | LogEntry)[] {
  if (!room || room.length === 0) return log;
  const out: (E | LogEntry)[] = [];
  let r = 0;
  for (const e of log) {
    while (r < room.length && room[r]!.n < e.n) out.push(room[r++]!);
    out.push(e);
  }
  while (r < room.length) out.push(room[r++]!);
  return out;
}

/** "2026-12-03 14:00 UTC": times in log lines, the same for every reader. */
export function logTime(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 16).replace("T", " ")} UTC`;
}
