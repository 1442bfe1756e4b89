// The room's Web Push rows (../ground/push-store) in the Durable Object's SQLite: made when
// the first subscription arrives, so an unknown id leaves nothing behind.
import type { Seat } from "../../engine/types";
import { DEFAULT_LANG, langOf } from "../../protocol/lang";
import type { PushPayload, QuietHours } from "../../protocol/push";
import type { PushStore, QueuedPush, SubRow } from "../ground/push-store";
import { removeSeatRows } from "./sql-store";

const SCHEMA = `
CREATE TABLE IF NOT EXISTS push_subs (seat INTEGER PRIMARY KEY, endpoint TEXT NOT NULL, p256dh TEXT NOT NULL, auth TEXT NOT NULL, due INTEGER NOT NULL, finished INTEGER NOT NULL, quiet TEXT, lang TEXT);
CREATE TABLE IF NOT EXISTS push_queue (id INTEGER PRIMARY KEY AUTOINCREMENT, seat INTEGER NOT NULL, endpoint TEXT NOT NULL, payload TEXT NOT NULL, attempts INTEGER NOT NULL, next_at INTEGER NOT NULL);
`;

export class SqlPushStore implements PushStore {
  private ready: boolean | null = null;

  constructor(private readonly storage: DurableObjectStorage) {}

  private get sql(): SqlStorage {
    return this.storage.sql;
  }

  private has(): boolean {
    if (this.ready === null) {
      this.ready =
        this.sql.exec("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'push_subs'").toArray().length > 0;
      // Tables made before quiet hours, or before languages, get their columns.
      for (const col of ["quiet", "lang"])
        if (
          this.ready &&
          !this.sql.exec("SELECT 1 FROM pragma_table_info('push_subs') WHERE name = ?", col).toArray().length
        )
          this.sql.exec(`ALTER TABLE push_subs ADD COLUMN ${col} TEXT`);
    }
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
      .exec<{
        seat: number;
        endpoint: string;
        p256dh: string;
        auth: string;
        due: number;
        finished: number;
        quiet: string | null;
        lang: string | null;
      }>("SELECT seat, endpoint, p256dh, auth, due, finished, quiet, lang FROM push_subs ORDER BY seat")
      .toArray()
      .map((r) => ({
        ...r,
        due: r.due === 1,
        finished: r.finished === 1,
        quiet: r.quiet === null ? null : (JSON.parse(r.quiet) as QuietHours),
        lang: langOf(r.lang) ?? DEFAULT_LANG,
      }));
  }

  put(row: SubRow): void {
    this.make();
    this.storage.transactionSync(() => {
      this.drop(row.seat);
      this.sql.exec(
        "INSERT INTO push_subs (seat, endpoint, p256dh, auth, due, finished, quiet, lang) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        row.seat,
        row.endpoint,
        row.p256dh,
        row.auth,
        row.due ? 1 : 0,
        row.finished ? 1 : 0,
        row.quiet === null ? null : JSON.stringify(row.quiet),
        row.lang,
      );
    });
  }

  /** Removes the seat's subscription and whatever was queued for it. */
  drop(seat: Seat): void {
    if (!this.has()) return;
    this.sql.exec("DELETE FROM push_subs WHERE seat = ?", seat);
    this.sql.exec("DELETE FROM push_queue WHERE seat = ?", seat);
  }

  /** A seat left a waiting table (../seating/invites): its subscription and queued pushes go, later seats' move down by one. */
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
      .map((r) => ({
        id: r.id,
        seat: r.seat,
        endpoint: r.endpoint,
        payload: r.payload,
        attempts: r.attempts,
        nextAt: r.next_at,
      }));
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
