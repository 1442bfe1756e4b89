// The clock while a table is paused by agreement (../play/pause holds the
// offer's requests). While a pause is on, nobody's deadline runs: each seat's
// time left is held in the pause, moves made meanwhile restart or keep it as
// ../play/clock says, no default move is played, no bot moves and the 30 days
// towards abandonment stop. When the pause ends, each held seat gets its time
// back exactly, counted from that moment.
import type { Seat } from "../../engine/types";
import { firstDeadline, nextDeadlines, type TurnChange } from "../play/clock";
import type { Room, RoomMeta } from "../ground/model";
import type { HeldClock } from "../ground/pause-meta";
import { logTime } from "../../protocol/log-time";
import { addRoomLine, stampRoomLines } from "../view/room-log";
import type { RoomStorage } from "../ground/storage";
import { botDueAt } from "../seating/bot-seats";
import { abandonDue } from "./abandon";

/** Seats asked to answer an offer: every seat that did not resign, bots and the asker excepted (they accept). */
export function seatsAsked(room: Room): Seat[] {
  const p = room.meta.pause;
  const resigned = room.meta.resigned ?? [];
  const bots = new Set((room.meta.bots ?? []).map((b) => b.seat));
  return room.seats.map((s) => s.seat).filter((s) => s !== p?.by && !resigned.includes(s) && !bots.has(s));
}

export function everyoneAccepted(room: Room): boolean {
  const p = room.meta.pause;
  return p !== undefined && seatsAsked(room).every((s) => p.answers[s] === "accepted");
}

/** The clock stops: each seat on it keeps its time left (and whether it was reminded). Edits `meta`. */
export function startPause(meta: RoomMeta, version: number, now: number): void {
  const p = meta.pause!;
  const held: HeldClock[] = (meta.deadlines ?? []).map((d) => {
    const reminded = meta.reminded?.find((r) => r.seat === d.seat && r.at === d.at);
    return reminded
      ? { seat: d.seat, ms: Math.max(0, d.at - now), reminded }
      : { seat: d.seat, ms: Math.max(0, d.at - now) };
  });
  meta.pause = { ...p, active: true, startedAt: now, held };
  meta.deadlines = [];
  addRoomLine(meta, version, "pause", "room.paused", [logTime(p.until)]);
  stampRoomLines(meta, now);
}

/** The clock runs again: each held seat's deadline is its time left from now. Edits `meta`. */
export function resumeClock(meta: RoomMeta, now: number): void {
  const p = meta.pause!;
  const held = p.held ?? [];
  meta.deadlines = held.map((h) => ({ seat: h.seat, at: now + h.ms }));
  meta.reminded = held.flatMap((h) => (h.reminded ? [{ ...h.reminded, at: now + h.ms }] : []));
  meta.pausedMs = (meta.pausedMs ?? 0) + Math.max(0, now - (p.startedAt ?? now));
  delete meta.pause;
}

/**
 * A change's clock (commit): the seats' new deadlines, or while paused their new
 * time left; a pending offer everyone has now accepted starts; a match that
 * ended drops its pause. Edits `meta`.
 */
export function clockAfter(room: Room, meta: RoomMeta, change: TurnChange, version: number, now: number): void {
  if (meta.finishedAt !== null) delete meta.pause;
  const p = meta.pause;
  if (!p?.active) {
    meta.deadlines = nextDeadlines(meta, change, now);
    if (p && everyoneAccepted({ ...room, meta })) startPause(meta, version, now);
    return;
  }
  const held = p.held ?? [];
  const virtual = held.map((h) => ({ seat: h.seat, at: now + h.ms }));
  const next = nextDeadlines({ ...meta, deadlines: virtual }, change, now);
  meta.pause = {
    ...p,
    held: next.map((d) => {
      const kept = virtual.indexOf(d);
      return kept >= 0 ? held[kept]! : { seat: d.seat, ms: d.at - now };
    }),
  };
  meta.deadlines = [];
}

/**
 * The schedule of a room whose pause may have changed, inside the transaction
 * that saves it. `clockToo`: also set the clock, bots and abandonment when no
 * pause is on (commit sets those itself).
 */
export function pauseDues(store: RoomStorage, room: Room, now: number, clockToo = true): void {
  const p = room.meta.pause;
  store.setDue("pause", p ? p.until : null);
  if (p?.active) {
    for (const key of ["clock", "bots", "abandon"]) store.setDue(key, null);
    return;
  }
  if (!clockToo) return;
  store.setDue("clock", room.meta.finishedAt === null ? firstDeadline(room.meta) : null);
  store.setDue("bots", botDueAt(room, now));
  store.setDue("abandon", abandonDue(room, now));
}

/** The alarm's "pause" work: at `until` a pause ends, or an offer not everyone accepted lapses. */
export function pauseAlarm(
  store: RoomStorage,
  room: Room,
  now: number,
): { room: Room; changed: boolean; next: number | null } {
  const p = room.meta.pause;
  if (!p) return { room, changed: false, next: null };
  if (p.until > now) return { room, changed: false, next: p.until };
  const meta: RoomMeta = { ...room.meta };
  const version = room.state?.version ?? 0;
  if (p.active) {
    // The pause ended at `until`, however late the alarm ran: nobody's time went on in between.
    resumeClock(meta, p.until);
    addRoomLine(meta, version, "pause-end", "room.pause.over");
  } else {
    delete meta.pause;
    addRoomLine(meta, version, "pause-lapsed", "room.pause.lapsed", [logTime(p.until)]);
  }
  // The pause ended, or the offer lapsed, at `until`.
  stampRoomLines(meta, p.until);
  const next: Room = { ...room, meta };
  store.transaction(() => {
    store.saveRoom(meta, room.state);
    pauseDues(store, next, now);
  });
  return { room: next, changed: true, next: null };
}
