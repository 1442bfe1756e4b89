// Pause by agreement (docs/api.md "Pause by agreement"): a seat asks for a pause
// until a time, the other seats accept or decline (bots accept), and once all
// accept the clock stops until then (../timers/pause-clock). Any seat may end
// the offer or the pause at once. Each step is a line in the table's log.
import { err, ok, type Result } from "../../engine/result";
import type { Seat } from "../../engine/types";
import {
  PAUSE_MAX_MS,
  PAUSE_MIN_MS,
  PAUSE_OFFER_WINDOW_MS,
  PAUSE_OFFERS_PER_WINDOW,
  PAUSE_TOTAL_MS,
  type PauseView,
} from "../../protocol/pause";
import type { Room, RoomError, RoomMeta } from "../ground/model";
import { logTime } from "../../protocol/log-time";
import { addRoomLine, stampRoomLines } from "../view/room-log";
import type { RoomStorage } from "../ground/storage";
import { everyoneAccepted, pauseDues, resumeClock, seatsAsked, startPause } from "../timers/pause-clock";
import { roomOptions } from "./clock";

type Changed = Result<Room, RoomError>;
const fail = (code: string, message: string) => err<RoomError>({ code, message });
const HOUR = 3_600_000;
/** A request takes a moment: `until` chosen as exactly an hour ahead still counts as an hour. */
const GRACE_MS = 60_000;

/** Why `until` cannot be asked for now (400), or null. Checked on the table's own clock. */
export function untilProblem(until: number, now: number): string | null {
  if (until < now + PAUSE_MIN_MS - GRACE_MS || until > now + PAUSE_MAX_MS)
    return "`until` must be 1 hour to 14 days from now.";
  return null;
}

export function pauseView(room: Room): PauseView | undefined {
  const p = room.meta.pause;
  if (!p) return undefined;
  const answers: PauseView["answers"] = {};
  const asked = new Set(seatsAsked(room));
  const resigned = room.meta.resigned ?? [];
  for (const { seat } of room.seats) {
    if (resigned.includes(seat)) continue;
    answers[seat] = asked.has(seat) ? (p.answers[seat] ?? null) : "accepted";
  }
  return { by: p.by, until: new Date(p.until).toISOString(), answers, active: p.active };
}

/** The checks every pause request shares: a clock, a match in play, a seat that did not resign. */
function refusal(room: Room, seat: Seat): Changed | null {
  if (roomOptions(room.meta).timePerMove === "none")
    return fail("game/no_clock", "This table has no clock, so there is nothing to pause.");
  if (room.state === null) return fail("game/not_started", "The game starts when every seat is taken.");
  if (room.meta.finishedAt !== null) return fail("game/finished", "This match is over.");
  if ((room.meta.resigned ?? []).includes(seat))
    return fail("seat/resigned", "You resigned from this match, so its pauses are for the others.");
  return null;
}

function save(store: RoomStorage, room: Room, meta: RoomMeta, now: number): Changed {
  stampRoomLines(meta, now);
  const next: Room = { ...room, meta };
  store.transaction(() => {
    store.saveRoom(meta, room.state);
    pauseDues(store, next, now);
  });
  return ok(next);
}

/** POST /api/games/:id/pause: an offer; it starts at once when nobody else is asked (bots only). */
export function askPause(store: RoomStorage, room: Room, seat: Seat, until: number, now: number): Changed {
  const no = refusal(room, seat);
  if (no) return no;
  if (room.meta.pause)
    return fail(
      "pause/pending",
      room.meta.pause.active ? "The table is paused already." : "A pause is on offer already: answer it first.",
    );
  const used = room.meta.pausedMs ?? 0;
  if (used + (until - now) > PAUSE_TOTAL_MS) {
    const left = Math.max(0, Math.floor((PAUSE_TOTAL_MS - used) / HOUR));
    return fail("pause/limit", `A match may be paused for 30 days in all; ${left} hours are left.`);
  }
  // Every offer is a new view for every reader and a line in the log: a seat that
  // offers and withdraws in a loop would flood both, so offers are counted.
  const recent = (room.meta.pauseOffers ?? []).filter((o) => o.at > now - PAUSE_OFFER_WINDOW_MS);
  const mine = recent.filter((o) => o.seat === seat);
  if (mine.length >= PAUSE_OFFERS_PER_WINDOW) {
    const next = logTime(mine[mine.length - PAUSE_OFFERS_PER_WINDOW]!.at + PAUSE_OFFER_WINDOW_MS);
    return fail(
      "pause/too_often",
      `A seat may offer ${PAUSE_OFFERS_PER_WINDOW} pauses in 24 hours; you may offer the next one after ${next}.`,
    );
  }
  const version = room.state!.version;
  const meta: RoomMeta = {
    ...room.meta,
    pause: { by: seat, until, answers: {}, active: false },
    pauseOffers: [...recent, { seat, at: now }],
  };
  addRoomLine(meta, version, "pause-asked", "room.pause.asked", [seat, logTime(until)]);
  if (everyoneAccepted({ ...room, meta })) startPause(meta, version, now);
  return save(store, room, meta, now);
}

/** POST /api/games/:id/pause/answer: accept or decline; answering again (or the asker answering) changes nothing. */
export function answerPause(store: RoomStorage, room: Room, seat: Seat, accept: boolean, now: number): Changed {
  const no = refusal(room, seat);
  if (no) return no;
  const p = room.meta.pause;
  if (!p) return fail("pause/no_offer", "Nobody has asked for a pause.");
  if (p.active || !seatsAsked(room).includes(seat) || p.answers[seat] !== undefined) return ok(room);
  const version = room.state!.version;
  const meta: RoomMeta = { ...room.meta };
  if (!accept) {
    delete meta.pause;
    addRoomLine(meta, version, "pause-declined", "room.pause.declined", [seat]);
    return save(store, room, meta, now);
  }
  meta.pause = { ...p, answers: { ...p.answers, [seat]: "accepted" } };
  addRoomLine(meta, version, "pause-accepted", "room.pause.accepted", [seat]);
  if (everyoneAccepted({ ...room, meta })) startPause(meta, version, now);
  return save(store, room, meta, now);
}

/** DELETE /api/games/:id/pause: any seat ends the offer, or the pause (the clock resumes now). */
export function endPause(store: RoomStorage, room: Room, seat: Seat, now: number): Changed {
  const no = refusal(room, seat);
  if (no) return no;
  const p = room.meta.pause;
  if (!p) return fail("pause/no_offer", "No pause is on offer or on.");
  const version = room.state!.version;
  const meta: RoomMeta = { ...room.meta };
  if (p.active) {
    resumeClock(meta, now);
    addRoomLine(meta, version, "pause-end", "room.pause.ended", [seat]);
  } else {
    delete meta.pause;
    addRoomLine(meta, version, "pause-withdrawn", seat === p.by ? "room.pause.withdrew" : "room.pause.calledOff", [
      seat,
    ]);
  }
  return save(store, room, meta, now);
}
