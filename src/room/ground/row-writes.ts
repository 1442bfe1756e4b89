// A command's rows as data: the writes it would make to the room's rows (./storage) and
// push rows (./push-store), recorded instead of made, so that a command that awaits
// (hashing a token, deriving a seed, asking another object to open a rematch) can be
// decided first and its rows written afterwards in ONE transaction with the notices its
// change calls for (../apply). Reads pass through to the rows as they are. The one read a
// change makes of its own writes, a finished match's record reading the moves just
// appended (../play/record), is answered with them; any other read after a recorded write
// would not see it, so it throws instead of answering wrongly.
import type { MoveRow } from "./model";
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
  "putClubReport",
  "deleteClubReport",
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

// Every write of the rows is listed above: one left out would reach the real rows while a
// command is still deciding (or throw as a read after a write). The compiler says which:
// a write is a method that answers nothing.
type Unlisted<S, Listed> = Exclude<
  {
    [K in keyof S]: S[K] extends (...args: never[]) => infer R
      ? R extends object | string | number | boolean | null
        ? never
        : K
      : never;
  }[keyof S],
  Listed | "transaction" | "createTables"
>;
const everyRoomWrite: [Unlisted<RoomStorage, RoomWrite>] extends [never] ? true : Unlisted<RoomStorage, RoomWrite> =
  true;
const everyPushWrite: [Unlisted<PushStore, PushWrite>] extends [never] ? true : Unlisted<PushStore, PushWrite> = true;
void everyRoomWrite;
void everyPushWrite;

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
        if (key === "moves" && rows === "room") return () => withAppended((real as RoomStorage).moves(), writes);
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

/** The moves as they will be once the recorded ones are appended, each as the rows read it back. */
function withAppended(moves: MoveRow[], writes: readonly RowWrite[]): MoveRow[] {
  const all = [...moves];
  for (const w of writes) {
    if (w.rows !== "room" || w.write !== "appendMove") continue;
    const [n, m] = w.args;
    const row: MoveRow = { seat: m.seat, move: structuredClone(m.move ?? null), at: m.at };
    if (m.by) row.by = m.by;
    if (m.resign) row.resign = true;
    all[n] = row;
  }
  return all;
}
