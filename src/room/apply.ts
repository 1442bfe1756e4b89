// How a decided change is applied: the one place that says what follows every change,
// a seat's or the alarm's (docs/architecture.md "The pipeline").
//
//   decide        a command decided on rows that record its writes instead of making them
//                 (./ground/row-writes): its result, its new room, and its rows as data
//   applyDecided  (applyRows) the one function that writes them: the rows, and the notices
//                 the new room calls for (./delivery/notices), in ONE transaction, kept
//                 together or not at all. A command that awaits (hashing, crypto, another
//                 object) does all its awaiting on the recording rows before anything is written
//   step    the same transaction for a command that must read the rows it writes (leave):
//           its rows written through storage, and its notices
//   told    the new room kept in memory, its notices written if the step did not, and every
//           socket and, through the feed, the relays sent their views, each viewer's built
//           once (./view/views viewsOf); nothing is sent before the transaction committed
//   keep    told, and the alarm armed to the schedule's first due item
//
// The mover's answer is read from the views `told` returns, so it is never built twice.
import { noticesAfter } from "./delivery/notices";
import type { Room } from "./ground/model";
import type { TableHost } from "./ground/ports";
import type { RoomStorage } from "./ground/storage";
import { type RecordedRows, recordRows, type RowWrite, writeRows } from "./ground/row-writes";
import type { SpectatorFeed } from "./ground/spectator-feed";
import { sendViews } from "./live/sockets";
import { armAlarm } from "./timers/schedule";
import { type RoomViews, viewsOf } from "./view/views";

/** What applying a change needs of a table (./table). */
export interface Keeping {
  readonly host: TableHost;
  readonly relays: SpectatorFeed;
  /** The room in memory; replaced by every change kept. */
  room: Room | null;
  now(): number;
}

/**
 * Runs `decide` (a synchronous command on the room as it is now) and, when `changed` says
 * it changed the room, the notices of its new room, in one transaction.
 */
export function step<R extends { room: Room }>(k: Keeping, decide: () => R, changed: (r: R) => boolean): R {
  const { store, push } = k.host;
  return store.transaction(() => {
    const r = decide();
    if (changed(r)) noticesAfter(push, store, r.room, k.now());
    return r;
  });
}

/**
 * A decided command as data: its result, the room it leaves, whether that is a change, and
 * the rows it writes (./ground/row-writes), none written yet.
 */
export interface Decided<R> {
  readonly result: R;
  readonly room: Room;
  readonly changed: boolean;
  readonly writes: readonly RowWrite[];
}

/** Decides a synchronous command on recording rows: nothing is written until `applyDecided`. */
export function decide<R extends { room: Room }>(
  k: Keeping,
  fn: (store: RoomStorage) => R,
  changed: (r: R) => boolean,
): Decided<R> {
  const rows = recording(k);
  const result = fn(rows.store);
  return { result, room: result.room, changed: changed(result), writes: rows.writes };
}

/** The one function that applies a decided command: its rows and, if it changed the room, its notices, in one transaction. */
export function applyDecided<R>(k: Keeping, d: Decided<R>): void {
  applyRows(k, d.writes, d.changed ? d.room : null);
}

/**
 * Rows that record a command's writes instead of making them (./ground/row-writes): a
 * command that awaits is decided on these, and `applyRows` writes what it decided.
 */
export function recording(k: Keeping): RecordedRows {
  return recordRows(k.host.store, k.host.push);
}

/**
 * Applies a decided command's rows, given as data, and, when it changed the room
 * (`changed`, its new room), the notices of its new room, in one transaction.
 */
export function applyRows(k: Keeping, writes: readonly RowWrite[], changed: Room | null): void {
  const { store, push } = k.host;
  store.transaction(() => {
    writeRows(store, push, writes);
    if (changed) noticesAfter(push, store, changed, k.now());
  });
}

/**
 * Keeps the new room (its rows, and with `noticed` its notices', are written already) and
 * tells everyone. Returns the views, which the mover's answer is read from. The alarm is
 * armed by `keep`, or once at the end of an alarm run.
 */
export function told(k: Keeping, room: Room, noticed = false): RoomViews {
  k.room = room;
  if (!noticed) noticesAfter(k.host.push, k.host.store, room, k.now());
  const views = viewsOf(room);
  sendViews(k.host.sockets(), views, k.relays);
  return views;
}

/** A request's change kept: told as above, and the alarm armed to the schedule's first due item. */
export async function keep(k: Keeping, room: Room, noticed = false): Promise<RoomViews> {
  const views = told(k, room, noticed);
  await armAlarm(k.host.alarm, k.host.store);
  return views;
}
