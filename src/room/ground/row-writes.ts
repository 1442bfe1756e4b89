// A command's rows as data: the writes it would make to the room's rows (./storage) and
// push rows (./push-store), recorded instead of made, so that a command that awaits
// (hashing a token, deriving a seed, asking another object to open a rematch) can be
// decided first and its rows written afterwards in ONE transaction with the notices its
// change calls for (../apply). Reads pass through to the rows as they are; a read after
// a recorded write would not see that write, so it throws instead of answering wrongly.
import type { PushStore } from "./push-store";
import type { RoomStorage } from "./storage";

type WritesOf<S> = {
  [K in keyof S]: S[K] extends (...args: infer _A) => void ? (K extends "transaction" ? never : K) : never;
}[keyof S];

const ROOM_WRITES = [
  "createTables",
  "saveRoom",
  "addSeat",
  "renameSeat",
  "removeWaitingSeat",
  "appendMove",
  "putWebhook",
  "deleteWebhook",
  "queueNotification",
  "updateNotification",
  "deleteNotification",
  "addChat",
  "putOutbox",
  "deleteOutbox",
  "setDue",
  "setClockLead",
] as const satisfies readonly WritesOf<RoomStorage>[];
const PUSH_WRITES = [
  "put",
  "drop",
  "removeWaitingSeat",
  "mark",
  "enqueue",
  "reschedule",
  "done",
] as const satisfies readonly WritesOf<PushStore>[];

type RoomWrite = (typeof ROOM_WRITES)[number];
type PushWrite = (typeof PUSH_WRITES)[number];

/** One row write, as data: which rows, which write, and its arguments. */
export type RowWrite =
  | { [K in RoomWrite]: { rows: "room"; write: K; args: Parameters<RoomStorage[K]> } }[RoomWrite]
  | { [K in PushWrite]: { rows: "push"; write: K; args: Parameters<PushStore[K]> } }[PushWrite];

/** Stores that record every write (in `writes`, in order) and make none. */
export interface RecordedRows {
  readonly store: RoomStorage;
  readonly push: PushStore;
  readonly writes: RowWrite[];
}

export function recordRows(store: RoomStorage, push: PushStore): RecordedRows {
  const writes: RowWrite[] = [];
  const recording = <S extends object>(real: S, rows: "room" | "push", names: readonly string[]): S =>
    new Proxy(real, {
      get(target, key) {
        // Keep-or-nothing, as a real transaction: a transaction that throws leaves no write recorded.
        if (key === "transaction")
          return <T>(fn: () => T): T => {
            const mark = writes.length;
            try {
              return fn();
            } catch (e) {
              writes.length = mark;
              throw e;
            }
          };
        if (typeof key === "string" && names.includes(key))
          return (...args: unknown[]) => {
            writes.push({ rows, write: key, args } as RowWrite);
          };
        if (writes.length > 0) throw new Error(`a read (${String(key)}) after a recorded write would not see it`);
        const value = Reflect.get(target, key, target);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
  return {
    store: recording(store, "room", ROOM_WRITES),
    push: recording(push, "push", PUSH_WRITES),
    writes,
  };
}

/** Makes recorded writes, in order (inside the caller's transaction). */
export function writeRows(store: RoomStorage, push: PushStore, writes: readonly RowWrite[]): void {
  for (const w of writes) {
    const target: object = w.rows === "room" ? store : push;
    const fn = Reflect.get(target, w.write) as (...args: unknown[]) => void;
    fn.apply(target, w.args);
  }
}
