import type { Lang } from "../../words/lang";
import { CATALOGS } from "../../words/catalogs";
import { seatName } from "../../words/say";
import type { LoggedMove } from "../../engine/replay";
import type { Seat } from "../../engine/types";
import { countTurn, timedOutTurns } from "../../protocol/absent-turns";
import { defOf, type Room, type RoomMeta, type TurnTrack } from "../ground/model";

export type { Replacement, SeatInvite, TurnTrack } from "../ground/model";
import { roomText } from "../ground/room-texts";
import { isBotSeat } from "./bot-seats";

/** Seats a table needs for a seat to be handed on. */
export const MIN_REPLACE_SEATS = 3;

/** The track after one more logged entry (a new object; the old one is shared with the old meta). */
export function trackEntry(track: TurnTrack | undefined, e: LoggedMove): TurnTrack {
  const out = track?.out ?? [];
  const t: TurnTrack = countTurn(track, e);
  if ("resign" in e && !out.includes(e.seat)) t.out = [...out, e.seat];
  else if (out.length > 0) t.out = out;
  return t;
}

/** A seat taken over starts afresh: none of its turns so far count. */
export function forgetTurns(track: TurnTrack | undefined, seat: Seat): TurnTrack | undefined {
  if (!track) return track;
  const streak = track.streak.slice();
  streak[seat] = 0;
  const run = track.run?.seat === seat ? { seat, timedOut: false } : track.run;
  return { ...track, streak, run };
}

/** Whether the view marks `seat` absent: only while the match is played, never a bot. */
export function isAbsent(room: Room, seat: Seat): boolean {
  const { meta, state } = room;
  if (state === null || meta.finishedAt !== null || isBotSeat(meta, seat)) return false;
  if (meta.seatsTotal >= MIN_REPLACE_SEATS && (meta.resigned ?? []).includes(seat)) return true;
  return timedOutTurns(meta.turns, seat, defOf(room).toAct(state)) >= 2;
}

/** Out of the match under the game's own rules: nobody can play that seat again. */
export function isOutOfMatch(meta: RoomMeta, seat: Seat): boolean {
  return meta.turns?.out?.includes(seat) ?? false;
}

/** The name the seat started the match under. */
export function firstName(room: Room, seat: Seat): string {
  const first = room.meta.replacements?.find((r) => r.seat === seat);
  return first ? first.was : (room.seats[seat]?.name ?? `Seat ${seat}`);
}

/**
 * The seats' names as a log line after version `n` was written: a line of the
 * move at version v has n = v + 1, so it is the new player's when n > fromMove.
 */
export function namesAt(room: Room, n: number): string[] {
  const reps = room.meta.replacements ?? [];
  if (reps.length === 0) return room.seats.map((s) => s.name);
  return room.seats.map((s) => {
    let name = firstName(room, s.seat);
    for (const r of reps) if (r.seat === s.seat && r.fromMove < n) name = r.name;
    return name;
  });
}

/** The log's lines for seats taken over, each after the lines of the moves before it. */
export function replacementLines(
  room: Room,
  lang: Lang,
): { n: number; kind: string; text: string; seat: Seat; at?: string }[] {
  return (room.meta.replacements ?? []).map((r) => {
    const by = namesAt(room, r.fromMove)[r.by] ?? seatName(r.by, CATALOGS[lang]);
    const text = r.bot
      ? roomText(lang, "room.handed", [by, r.was, r.name, r.fromMove + 1])
      : roomText(lang, "room.tookOver", [r.name, r.was, r.fromMove + 1, by]);
    return { n: r.fromMove, kind: "replaced", text, seat: r.seat, ...(r.at ? { at: r.at } : {}) };
  });
}
