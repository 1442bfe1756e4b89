// Every change to a game goes through here: apply a move-log entry (a seat's move,
// a timed-out default, a resignation), play the moves of resigned seats that are
// now to act, move the clock, and persist it all in one transaction with the
// notices ../delivery/notices says go with the move. Synchronous, like applyMove (./move): nothing can slip in between.
import { applyEntry, type LoggedMove } from "../../engine/replay";
import { err, ok, type Result } from "../../engine/result";
import type { BaseState, Seat } from "../../engine/types";
import { CATALOGS } from "../../words/catalogs";
import { trackEntry } from "../seating/absence";
import { botDueAt, isBotSeat } from "../seating/bot-seats";
import { firstDeadline, turnStarts, type TurnChange } from "./clock";
import { defOf, type MoveRow, type Room, type RoomError, type RoomMeta } from "../ground/model";
import { abandonDue } from "../timers/abandon";
import { clockAfter, pauseDues } from "../timers/pause-clock";
import type { RoomStorage } from "../ground/storage";
import { timesAfter } from "../view/log-times";
import { noticesWithMove } from "../delivery/notices";

/** More moves than any match has: a safety stop if autoplay ever went round in circles. */
const AUTOPLAY_LIMIT = 20_000;

export interface CommitOptions {
  /** The room's meta with this change's own edits (a resignation, …). */
  meta?: RoomMeta;
  /** Seats to act before the change; default: the state's. [] when the game just started. */
  before?: readonly Seat[];
  /** More writes for the same transaction. */
  alsoWrite?: () => void;
}

export function commit(
  store: RoomStorage,
  room: Room,
  entry: LoggedMove | null,
  now: number,
  opts: CommitOptions = {},
): Result<Room, RoomError> {
  const def = defOf(room);
  const start = room.state;
  if (start === null) return err({ code: "game/not_started", message: "The game starts when every seat is taken." });
  const at = new Date(now).toISOString();
  const rows: [number, MoveRow][] = [];
  const movers = new Set<Seat>();
  let state: BaseState = start;
  let turns = (opts.meta ?? room.meta).turns;
  const record = (e: LoggedMove, next: BaseState) => {
    turns = trackEntry(turns, e);
    const row: MoveRow = { seat: e.seat, move: "move" in e ? e.move : null, at };
    if (e.by) row.by = e.by;
    if ("resign" in e) row.resign = true;
    rows.push([state.version, row]);
    movers.add(e.seat);
    state = next;
  };
  if (entry) {
    const r = applyEntry(def, state, entry, CATALOGS.en);
    if (!r.ok) return err(r.error);
    record(entry, r.value);
  }
  const meta: RoomMeta = { ...(opts.meta ?? room.meta) };
  const resigned = meta.resigned ?? [];
  // A resigned seat at a larger table plays its default move whenever it is to act.
  for (let i = 0; i < AUTOPLAY_LIMIT && def.result(state) === null; i++) {
    const seat = def.toAct(state).find((s: Seat) => resigned.includes(s));
    const move = seat === undefined ? null : def.defaultMove(state, seat);
    if (seat === undefined || move === null) break;
    const auto: LoggedMove = { seat, move, by: "resigned" };
    const r = applyEntry(def, state, auto, CATALOGS.en);
    if (!r.ok) break;
    record(auto, r.value);
  }
  if (turns) meta.turns = turns;
  const finished = def.result(state) !== null;
  if (finished) meta.finishedAt = at;
  const change: TurnChange = {
    before: opts.before ?? def.toAct(start),
    after: finished ? [] : def.toAct(state).filter((s: Seat) => !resigned.includes(s) && !isBotSeat(meta, s)),
    movers,
  };
  // The new deadlines, or while a pause is on each seat's time left (../timers/pause-clock).
  clockAfter(room, meta, change, state.version, now);
  const next: Room = { ...room, meta, state, times: timesAfter(room.times, start.version, rows.length, at) };
  store.transaction(() => {
    opts.alsoWrite?.();
    for (const [n, row] of rows) store.appendMove(n, row);
    store.saveRoom(next.meta, next.state);
    store.setDue("clock", firstDeadline(meta));
    store.setDue("bots", botDueAt(next, now));
    // A default played on a timeout is nobody's move: the 30 days towards abandonment go on.
    if (finished || entry?.by !== "timeout") store.setDue("abandon", abandonDue(next, now));
    pauseDues(store, next, now, false);
    // Who hears of it with the move itself (its turn's webhooks, a finished match's record).
    noticesWithMove(store, next, { began: turnStarts(change), from: start === state ? 0 : start.log.length }, now);
  });
  return ok(next);
}
