// What the room needs from the place it runs in, in its own small terms: a live
// socket, the single alarm, and the host around a table. The Durable Object's
// implementations are ../cloudflare; ../memory runs a table in Node (tests).
// The room's own rows are ./storage and ./push-store.
import type { VapidKeys } from "../../push/vapid";
import type { PushStore } from "./push-store";
import type { SocketLimits } from "./seams";
import type { RematchInput, RoomResult } from "./model";
import type { RoomStorage } from "./storage";

/** One live socket: what the room sends on it and the seat (and language) its hello said, kept with it. */
export interface RoomSocket {
  send(text: string): void;
  close(code?: number, reason?: string): void;
  serializeAttachment(value: unknown): void;
  // biome-ignore lint/suspicious/noExplicitAny: a socket's attachment is whatever was serialised into it.
  deserializeAttachment(): any;
}

/** The object's single alarm (ms since the epoch, real time). */
export interface RoomAlarm {
  get(): Promise<number | null>;
  set(at: number): Promise<void>;
  delete(): Promise<void>;
}

/** "Now" for a table: deadlines, chat limits, retries (the test clock runs ahead of real time: ../timers/test-clock). */
export interface RoomClock {
  now(): number;
}

/**
 * Where a table runs: its rows, its alarm, its sockets, and the few things only the
 * runtime can do. ../cloudflare/host makes one from a Durable Object's state, ../memory
 * one in plain memory.
 */
export interface TableHost {
  store: RoomStorage;
  push: PushStore;
  alarm: RoomAlarm;
  /** Every live socket on this table (with or without a hello yet). */
  sockets(): RoomSocket[];
  /** Runs `fn` with nothing else in between (no other request, no alarm). */
  exclusive<T>(fn: () => Promise<T>): Promise<T>;
  /** Deletes every row the table keeps. */
  deleteAll(): Promise<void>;
  /** Closes sockets that said no hello in time; when the next is due (real time), or null. */
  closeSilent(now: number, limits: SocketLimits): number | null;
  /** Web Push's signing keys and subject (the VAPID pair is shared by every table). */
  vapidKeys(): Promise<VapidKeys>;
  vapidSubject(origin: string | undefined): string;
  /** Opens the rematch's table (another table's create). */
  createRematch: CreateRematchTable;
}

export type CreateRematchTable = (input: RematchInput) => Promise<RoomResult<{ id: string }>>;
