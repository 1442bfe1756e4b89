// The room's rows (../ground/storage, ../ground/push-store) in plain memory, for
// running a table in Node (tests/room): the same answers as the Durable Object's
// SQLite (../cloudflare/sql-store), in the same orders, with the same keep-or-nothing
// transactions (a snapshot put back when the transaction throws). One set of rows
// holds both, so a transaction over both (a seat leaving) is one, as in SQLite.
import type { Seat } from "../../engine/types";
import { CHAT_KEEP } from "../../protocol/async";
import type { PushPayload } from "../../protocol/push";
import type { PushStore, QueuedPush, SubRow } from "../ground/push-store";
import type { ChatRow, MoveRow, Room, RoomMeta, SeatRow, WebhookRow } from "../ground/model";
import type { ClubReportRow, NotificationRow, OutboxRow, RoomStorage } from "../ground/storage";

interface Rows {
  made: boolean;
  meta: RoomMeta | null;
  state: unknown;
  seats: SeatRow[];
  moves: MoveRow[];
  webhooks: WebhookRow[];
  notifications: NotificationRow[];
  chat: (ChatRow & { id: number })[];
  outbox: OutboxRow[];
  clubReports: ClubReportRow[];
  schedule: { key: string; due: number }[];
  lead: number;
  subs: SubRow[];
  pushes: QueuedPush[];
  ids: number;
}

const empty = (): Rows => ({
  made: false,
  meta: null,
  state: null,
  seats: [],
  moves: [],
  webhooks: [],
  notifications: [],
  chat: [],
  outbox: [],
  clubReports: [],
  schedule: [],
  lead: 0,
  subs: [],
  pushes: [],
  ids: 0,
});

/** Rows of `seat` go, later seats move down by one (a seat left a waiting table). */
function removeSeat<R extends { seat: number }>(rows: R[], seat: number): R[] {
  return rows.filter((r) => r.seat !== seat).map((r) => (r.seat > seat ? { ...r, seat: r.seat - 1 } : r));
}

/** Both kinds of rows of one table, sharing one set of rows and one transaction. */
export class MemoryRows {
  private rows = empty();
  readonly store: RoomStorage;
  readonly push: PushStore;

  constructor() {
    const r = () => this.rows;
    const transaction = <T>(fn: () => T): T => this.transaction(fn);
    this.store = {
      get exists() {
        return r().made;
      },
      createTables: () => void (r().made = true),
      transaction,
      load: () => this.load(),
      moveTimes: () => r().moves.map((m) => m.at),
      lastMoveAt: () => r().moves.at(-1)?.at ?? null,
      saveRoom: (meta, state) => {
        r().meta = structuredClone(meta);
        r().state = structuredClone(state);
      },
      addSeat: (s) => {
        if (r().seats.some((x) => x.seat === s.seat)) throw new Error(`seat ${s.seat} is taken`);
        r().seats = [...r().seats, { ...s }].sort((a, b) => a.seat - b.seat);
      },
      renameSeat: (s) => {
        r().seats = r().seats.map((x) => (x.seat === s.seat ? { ...x, name: s.name, tokenHash: s.tokenHash } : x));
      },
      removeWaitingSeat: (seat) => {
        const rows = r();
        rows.seats = removeSeat(rows.seats, seat);
        rows.webhooks = removeSeat(rows.webhooks, seat);
        rows.notifications = removeSeat(rows.notifications, seat);
        rows.chat = removeSeat(rows.chat, seat);
      },
      appendMove: (n, m) => {
        if (n !== r().moves.length) throw new Error(`move ${n} out of order`);
        r().moves.push(structuredClone(m));
      },
      moves: () => structuredClone(r().moves),
      putWebhook: (w) => {
        r().webhooks = [...r().webhooks.filter((x) => x.seat !== w.seat), { ...w }].sort((a, b) => a.seat - b.seat);
      },
      deleteWebhook: (seat) => {
        r().webhooks = r().webhooks.filter((w) => w.seat !== seat);
        r().notifications = r().notifications.filter((n) => n.seat !== seat);
      },
      webhooks: () => r().webhooks.map((w) => ({ ...w })),
      queueNotification: (n) => {
        if (!r().notifications.some((x) => x.version === n.version && x.seat === n.seat))
          r().notifications.push({ ...n });
      },
      notifications: () =>
        r()
          .notifications.map((n) => ({ ...n }))
          .sort((a, b) => a.nextAt - b.nextAt || a.version - b.version || a.seat - b.seat),
      updateNotification: (n) => {
        r().notifications = r().notifications.map((x) =>
          x.version === n.version && x.seat === n.seat ? { ...x, attempts: n.attempts, nextAt: n.nextAt } : x,
        );
      },
      deleteNotification: (version, seat) => {
        r().notifications = r().notifications.filter((x) => !(x.version === version && x.seat === seat));
      },
      addChat: (c) => {
        const rows = r();
        rows.chat = [...rows.chat, { ...c, id: ++rows.ids }].slice(-CHAT_KEEP);
      },
      chat: () => r().chat.map(({ id: _, ...c }) => c),
      putOutbox: (row) => {
        const old = r().outbox.find((o) => o.id === row.id);
        r().outbox = [
          ...r().outbox.filter((o) => o.id !== row.id),
          old ? { ...old, attempts: row.attempts, nextAt: row.nextAt } : { ...row },
        ];
      },
      outbox: () => r().outbox.map((o) => ({ ...o })),
      deleteOutbox: (id) => {
        r().outbox = r().outbox.filter((o) => o.id !== id);
      },
      putClubReport: (row) => {
        const old = r().clubReports.find((o) => o.club === row.club);
        r().clubReports = [
          ...r().clubReports.filter((o) => o.club !== row.club),
          old ? { ...old, attempts: row.attempts, nextAt: row.nextAt } : { ...row },
        ];
      },
      clubReports: () => r().clubReports.map((o) => ({ ...o })),
      deleteClubReport: (club) => {
        r().clubReports = r().clubReports.filter((o) => o.club !== club);
      },
      setDue: (key, due) => {
        const rest = r().schedule.filter((d) => d.key !== key);
        r().schedule = due === null ? rest : [...rest, { key, due }];
      },
      schedule: () => [...r().schedule].sort((a, b) => a.due - b.due),
      clockLead: () => r().lead,
      setClockLead: (ms) => void (r().lead = ms),
    };
    this.push = {
      subs: () => r().subs.map((s) => ({ ...s })),
      put: (row) =>
        transaction(() => {
          this.push.drop(row.seat);
          r().subs = [...r().subs, structuredClone(row)].sort((a, b) => a.seat - b.seat);
        }),
      drop: (seat: Seat) => {
        r().subs = r().subs.filter((s) => s.seat !== seat);
        r().pushes = r().pushes.filter((p) => p.seat !== seat);
      },
      removeWaitingSeat: (seat) => {
        r().subs = removeSeat(r().subs, seat);
        r().pushes = removeSeat(r().pushes, seat);
      },
      mark: (seat, due, finished) => {
        r().subs = r().subs.map((s) => (s.seat === seat ? { ...s, due, finished } : s));
      },
      enqueue: (seat, endpoint, payload: PushPayload, now) => {
        const rows = r();
        rows.pushes.push({
          id: ++rows.ids,
          seat,
          endpoint,
          payload: JSON.stringify(payload),
          attempts: 0,
          nextAt: now,
        });
      },
      queued: () =>
        r()
          .pushes.map((p) => ({ ...p }))
          .sort((a, b) => a.nextAt - b.nextAt || a.id - b.id),
      reschedule: (id, attempts, nextAt) => {
        r().pushes = r().pushes.map((p) => (p.id === id ? { ...p, attempts, nextAt } : p));
      },
      done: (id) => {
        r().pushes = r().pushes.filter((p) => p.id !== id);
      },
      transaction,
    };
  }

  /** Everything kept, or (it throws) nothing: the rows as they were are put back. */
  transaction<T>(fn: () => T): T {
    const before = structuredClone(this.rows);
    try {
      return fn();
    } catch (e) {
      this.rows = before;
      throw e;
    }
  }

  /** The table deleted: nothing kept, as if never made. */
  clear(): void {
    this.rows = empty();
  }

  private load(): Room | null {
    const { made, meta, state } = this.rows;
    if (!made || !meta) return null;
    return {
      meta: structuredClone(meta),
      seats: this.rows.seats.map((s) => ({ ...s })),
      state: structuredClone(state) as Room["state"],
      chat: this.store.chat(),
      webhooks: this.store.webhooks(),
      times: this.store.moveTimes(),
    };
  }
}
