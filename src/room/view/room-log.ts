// Lines the room itself writes into a table's log (a pause asked for, answered,
// started, ended). The game's own log belongs to the engine and is rebuilt by
// replay from the move log, so these are kept apart, in the room's meta, and
// placed among the game's lines when a view is built: after every line of the
// version they happened at.
import type { Lang } from "../../words/lang";
import type { LogEntry } from "../../engine/types";
import type { RoomLine, RoomMeta } from "../ground/model";
import { type RoomTextKey, roomText } from "../ground/room-texts";

/** Adds a public line at version `n` to the meta (the caller saves it). */
export function addRoomLine(
  meta: RoomMeta,
  n: number,
  kind: string,
  key: RoomTextKey,
  args: (string | number)[] = [],
): void {
  const line: RoomLine = { n, kind, text: roomText("en", key, args), key, args };
  // Every line is kept: what bounds the log is that a seat may offer only a few pauses a day (../play/pause).
  meta.roomLog = [...(meta.roomLog ?? []), line];
}

/** A kept room line as a reader in `lang` sees it. */
function readLine(line: RoomLine, lang: Lang): LogEntry {
  const { key, args, ...entry } = line;
  return key ? { ...entry, text: roomText(lang, key, args) } : entry;
}

/** The game's lines with the room's in place: each room line after the game's lines up to its version. */
export function withRoomLines<E extends { n: number }>(
  log: E[],
  room: readonly RoomLine[] | undefined,
  lang: Lang,
): (E | LogEntry)[] {
  if (!room || room.length === 0) return log;
  const out: (E | LogEntry)[] = [];
  let r = 0;
  for (const e of log) {
    while (r < room.length && room[r]!.n < e.n) out.push(readLine(room[r++]!, lang));
    out.push(e);
  }
  while (r < room.length) out.push(readLine(room[r++]!, lang));
  return out;
}

/** Gives the lines just added (those without a time) the time they were written; the caller saves the meta. */
export function stampRoomLines(meta: RoomMeta, at: number): void {
  if (!meta.roomLog?.some((l) => l.at === undefined)) return;
  meta.roomLog = meta.roomLog.map((l) => (l.at === undefined ? { ...l, at } : l));
}
