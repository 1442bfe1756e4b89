// Each seat's Web Push subscription and the pushes queued for it. A push goes out
// once per turn: after every change the room notes, per subscribed seat, whether
// it is due to act now; a seat that becomes due gets one "your_turn" push, and
// every subscribed seat gets one "finished" push when the match ends. Pushes are
// sent from the alarm (never inside a move request), retried with backoff on
// network and 5xx failures, and a 404 or 410 from the push service drops the
// subscription: the browser has unsubscribed.
import { logLines } from "../../engine/log";
import { gameById } from "../../engine/registry";
import type { Seat } from "../../engine/types";
import type { PushPayload } from "../../protocol/push";
import { sendPush } from "../../push/send";
import type { PushTarget } from "../../push/subscription";
import type { VapidKeys } from "../../push/vapid";
import { roomResult } from "../play/ending";
import type { Room } from "../object/model";
import { removeSeatRows } from "../object/storage";
import { namedText } from "../object/views";

const SCHEMA = `
CREATE TABLE IF NOT EXISTS push_subs (seat INTEGER PRIMARY KEY, endpoint TEXT NOT NULL, p256dh TEXT NOT NULL, auth TEXT NOT NULL, due INTEGER NOT NULL, finished INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS push_queue (id INTEGER PRIMARY KEY AUTOINCREMENT, seat INTEGER NOT NULL, endpoint TEXT NOT NULL, payload TEXT NOT NULL, attempts INTEGER NOT NULL, next_at INTEGER NOT NULL);
`;

export const PUSH_MAX_ATTEMPTS = 5;
const FIRST_RETRY_MS = 1000;
/** A push in flight is not picked up again before this (an eviction mid-request retries after it). */
const LEASE_MS = 60_000;

interface SubRow extends PushTarget {
  seat: Seat;
  /** The seat was due to act when the room last changed. */
  due: boolean;
  finished: boolean;
}

interface QueuedPush {
  id: number;
  seat: Seat;
  endpoint: string;
  payload: string;
  attempts: number;
  nextAt: number;
}

/** The room's push tables, made when the first subscription arrives (an unknown id leaves nothing behind). */
export class PushStore {
  private ready: boolean | null = null;

  constructor(private readonly storage: DurableObjectStorage) {}

  private get sql(): SqlStorage {
    return this.storage.sql;
  }

  private has(): boolean {
    this.ready ??= this.sql.exec("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'push_subs'").toArray().length > 0;
    return this.ready;
  }

  private make(): void {
    if (this.has()) return;
    this.sql.exec(SCHEMA);
    this.ready = true;
  }

  subs(): SubRow[] {
    if (!this.has()) return [];
    return this.sql
      .exec<{ seat: number; endpoint: string; p256dh: string; auth: string; due: number; finished: number }>(
        "SELECT seat, endpoint, p256dh, auth, due, finished FROM push_subs ORDER BY seat",
      )
      .toArray()
      .map((r) => ({ ...r, due: r.due === 1, finished: r.finished === 1 }));
  }

  put(row: SubRow): void {
    this.make();
    this.storage.transactionSync(() => {
      this.drop(row.seat);
      this.sql.exec(
        "INSERT INTO push_subs (seat, endpoint, p256dh, auth, due, finished) VALUES (?, ?, ?, ?, ?, ?)",
        row.seat,
        row.endpoint,
        row.p256dh,
        row.auth,
        row.due ? 1 : 0,
        row.finished ? 1 : 0,
      );
    });
  }

  /** Removes the seat's subscription and whatever was queued for it. */
  drop(seat: Seat): void {
    if (!this.has()) return;
    this.sql.exec("DELETE FROM push_subs WHERE seat = ?", seat);
    this.sql.exec("DELETE FROM push_queue WHERE seat = ?", seat);
  }

  /** A seat left a waiting table (./invites): its subscription and queued pushes go, later seats' move down by one. */
  removeWaitingSeat(seat: Seat): void {
    if (!this.has()) return;
    removeSeatRows(this.sql, ["push_subs", "push_queue"], seat);
  }

  mark(seat: Seat, due: boolean, finished: boolean): void {
    this.sql.exec("UPDATE push_subs SET due = ?, finished = ? WHERE seat = ?", due ? 1 : 0, finished ? 1 : 0, seat);
  }

  enqueue(seat: Seat, endpoint: string, payload: PushPayload, now: number): void {
    this.sql.exec(
      "INSERT INTO push_queue (seat, endpoint, payload, attempts, next_at) VALUES (?, ?, ?, 0, ?)",
      seat,
      endpoint,
      JSON.stringify(payload),
      now,
    );
  }

  queued(): QueuedPush[] {
    if (!this.has()) return [];
    return this.sql
      .exec<{ id: number; seat: number; endpoint: string; payload: string; attempts: number; next_at: number }>(
        "SELECT id, seat, endpoint, payload, attempts, next_at FROM push_queue ORDER BY next_at, id",
      )
      .toArray()
      .map((r) => ({ id: r.id, seat: r.seat, endpoint: r.endpoint, payload: r.payload, attempts: r.attempts, nextAt: r.next_at }));
  }

  reschedule(id: number, attempts: number, nextAt: number): void {
    this.sql.exec("UPDATE push_queue SET attempts = ?, next_at = ? WHERE id = ?", attempts, nextAt, id);
  }

  done(id: number): void {
    this.sql.exec("DELETE FROM push_queue WHERE id = ?", id);
  }

  transaction<T>(fn: () => T): T {
    return this.storage.transactionSync(fn);
  }
}

/** Playing, to act, and not resigned (a resigned seat's moves are played for it). */
export function isDue(room: Room, seat: Seat): boolean {
  if (room.state === null || room.meta.finishedAt !== null) return false;
  const def = gameById(room.meta.game);
  if (!def || (room.meta.resigned ?? []).includes(seat)) return false;
  return def.toAct(room.state).includes(seat);
}

/** Registers (or with null removes) a seat's subscription. A seat already due now is not pushed for this turn: its holder is here. */
export function setPushTarget(push: PushStore, room: Room, seat: Seat, target: PushTarget | null): void {
  if (target === null) {
    push.transaction(() => push.drop(seat));
    return;
  }
  push.put({ seat, ...target, due: isDue(room, seat), finished: room.meta.finishedAt !== null });
}

/** "Stakes Duel" for the two-seat Stakes, else the game's name. */
export function gameTitle(room: Room): string {
  const name = gameById(room.meta.game)?.name ?? room.meta.game;
  return room.meta.game === "stakes" && room.meta.seatsTotal === 2 ? `${name} Duel` : name;
}

/** "Bob", "Bob and Cy", "Bob, Cy and 2 others". */
export function opponents(room: Room, seat: Seat): string {
  const names = room.seats.filter((s) => s.seat !== seat).map((s) => s.name);
  if (names.length === 0) return "nobody yet";
  if (names.length === 1) return names[0]!;
  if (names.length === 2) return `${names[0]} and ${names[1]}`;
  return `${names[0]}, ${names[1]} and ${names.length - 2} others`;
}

function lastPublicLine(room: Room): string {
  const log = room.state ? logLines(room.state.log) : [];
  for (let i = log.length - 1; i >= 0; i--) if (!log[i]!.to) return namedText(log[i]!.text, room.seats);
  return "The game has started.";
}

function resultLine(room: Room, seat: Seat): string {
  const result = roomResult(room);
  if (!result) return "The match is over.";
  if (result.reason === "abandoned") return "Nobody moved for 30 days: the table was closed with no winner.";
  if (result.winners.includes(seat)) return result.winners.length === 1 ? "You won." : "You share the win.";
  const names = result.winners.map((w) => room.seats[w]?.name ?? `Seat ${w}`);
  return `${names.join(" and ")} won.`;
}

export function pushPayload(room: Room, seat: Seat, type: PushPayload["type"]): PushPayload {
  const { meta } = room;
  const base = { id: meta.id, game: meta.game, url: `${meta.origin ?? ""}/g/${meta.id}` };
  if (type === "finished")
    return { type, ...base, title: `${gameTitle(room)} against ${opponents(room, seat)} is over`, body: resultLine(room, seat) };
  return { type, ...base, title: `Your move against ${opponents(room, seat)} in ${gameTitle(room)}`, body: lastPublicLine(room) };
}

/** After a change: queues the pushes it calls for; true when any was queued. */
export function notePushes(push: PushStore, room: Room, now: number): boolean {
  let queued = false;
  const finished = room.meta.finishedAt !== null;
  const subs = push.subs();
  if (subs.length === 0) return false;
  push.transaction(() => {
    for (const sub of subs) {
      const due = isDue(room, sub.seat);
      if (due === sub.due && finished === sub.finished) continue;
      if (due && !sub.due) {
        push.enqueue(sub.seat, sub.endpoint, pushPayload(room, sub.seat, "your_turn"), now);
        queued = true;
      }
      if (finished && !sub.finished) {
        push.enqueue(sub.seat, sub.endpoint, pushPayload(room, sub.seat, "finished"), now);
        queued = true;
      }
      push.mark(sub.seat, due, finished);
    }
  });
  return queued;
}

export interface PushDelivery {
  push: PushStore;
  keys: () => Promise<VapidKeys>;
  subject: string;
  fetcher: typeof fetch;
  clock: () => number;
}

/** Sends every due push; returns when the next one is due, or null. */
export async function deliverPushes(ctx: PushDelivery): Promise<number | null> {
  const { push } = ctx;
  const due = push.queued().filter((q) => q.nextAt <= ctx.clock());
  if (due.length > 0) {
    const keys = await ctx.keys();
    for (const q of due) {
      const sub = push.subs().find((s) => s.seat === q.seat);
      if (!sub || sub.endpoint !== q.endpoint) {
        push.done(q.id);
        continue;
      }
      push.reschedule(q.id, q.attempts, ctx.clock() + LEASE_MS);
      const status = await sendPush(ctx.fetcher, sub, JSON.parse(q.payload) as PushPayload, keys, ctx.subject, ctx.clock());
      const still = push.subs().find((s) => s.seat === q.seat);
      // Replaced or removed while the request was out: its outcome no longer matters.
      if (!still || still.endpoint !== q.endpoint) continue;
      if (status >= 200 && status < 300) push.done(q.id);
      else if (status === 404 || status === 410) push.transaction(() => push.drop(q.seat));
      else if (status === 0 || status === 429 || status >= 500) {
        const attempts = q.attempts + 1;
        if (attempts >= PUSH_MAX_ATTEMPTS) push.done(q.id);
        else push.reschedule(q.id, attempts, ctx.clock() + FIRST_RETRY_MS * 2 ** (attempts - 1));
      } else push.done(q.id); // Another 4xx: sending the same request again cannot help.
    }
  }
  const left = push.queued();
  return left.length === 0 ? null : Math.min(...left.map((q) => q.nextAt));
}
