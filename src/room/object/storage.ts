// The room's Durable Object SQLite tables. Writes that belong together run in one transactionSync,
// so a move, its log entry and a finished match's outbox row are persisted together or not at all.
import { type LogLine, logFromLines, rawFrom } from "../../engine/log";
import type { BaseState, LogEntry } from "../../engine/types";
import type { ChatRow, MoveRow, Room, RoomMeta, SeatRow, WebhookRow } from "./model";
import { ASYNC_SCHEMA, SCHEMA } from "./schema";
import { CHAT_KEEP, type WebhookFormat } from "../../protocol/async";

export interface OutboxRow {
  id: string;
  record: string;
  attempts: number;
  nextAt: number;
}

export interface NotificationRow {
  version: number;
  seat: number;
  /** The request body, already in the webhook's format. */
  body: string;
  attempts: number;
  nextAt: number;
}

/**
 * Deletes `seat`'s rows from each table and moves every later seat down by one,
 * through negative numbers so no row collides with a primary key that includes
 * the seat on the way. Call inside a transaction.
 */
export function removeSeatRows(sql: SqlStorage, tables: readonly string[], seat: number): void {
  for (const table of tables) {
    sql.exec(`DELETE FROM ${table} WHERE seat = ?`, seat);
    sql.exec(`UPDATE ${table} SET seat = -seat WHERE seat > ?`, seat);
    sql.exec(`UPDATE ${table} SET seat = -seat - 1 WHERE seat < 0`);
  }
}

export class RoomStorage {
  constructor(private readonly storage: DurableObjectStorage) {}

  /** Tables are made at creation only, so probing an unknown id leaves nothing behind. */
  get exists(): boolean {
    return this.sql.exec("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'room'").toArray().length > 0;
  }

  createTables(): void {
    this.sql.exec(SCHEMA);
  }

  get sql(): SqlStorage {
    return this.storage.sql;
  }

  transaction<T>(fn: () => T): T {
    return this.storage.transactionSync(fn);
  }

  load(): Room | null {
    if (!this.exists) return null;
    this.upgrade();
    const row = this.sql.exec<{ meta: string; state: string | null }>("SELECT meta, state FROM room").toArray()[0];
    if (!row) return null;
    const seats = this.sql
      .exec<{ seat: number; name: string; token_hash: string; entropy: string }>(
        "SELECT seat, name, token_hash, entropy FROM seats ORDER BY seat",
      )
      .toArray()
      .map((s) => ({ seat: s.seat, name: s.name, tokenHash: s.token_hash, entropy: s.entropy }));
    return {
      meta: JSON.parse(row.meta) as RoomMeta,
      seats,
      state: row.state === null ? null : this.withLog(JSON.parse(row.state) as BaseState),
      chat: this.chat(),
      webhooks: this.webhooks(),
      times: this.moveTimes(),
    };
  }

  /** Each move's time, by move number. */
  moveTimes(): string[] {
    return this.sql
      .exec<{ at: string }>("SELECT at FROM moves ORDER BY n")
      .toArray()
      .map((m) => m.at);
  }

  /** Rooms made before long-running play get its tables and move-log columns. */
  private upgrade(): void {
    this.sql.exec(ASYNC_SCHEMA);
    const cols = this.sql
      .exec<{ name: string }>("SELECT name FROM pragma_table_info('moves')")
      .toArray()
      .map((c) => c.name);
    if (!cols.includes("by")) this.sql.exec("ALTER TABLE moves ADD COLUMN by TEXT");
    if (!cols.includes("resign")) this.sql.exec("ALTER TABLE moves ADD COLUMN resign INTEGER NOT NULL DEFAULT 0");
  }

  // The game's log only ever grows at its end (tests/engine/log-append-only.test.ts), so its
  // lines are rows, stored once each, and the state written on every move leaves them out: a
  // move's write stays small however long the match. Lines are the engine's events, rendered
  // in each reader's language when read; rooms saved earlier keep their English text.
  saveRoom(meta: RoomMeta, state: unknown): void {
    let stored: string | null = null;
    if (state !== null) {
      const { log, ...rest } = state as BaseState;
      const have = this.sql.exec<{ n: number }>("SELECT COALESCE(MAX(i) + 1, 0) AS n FROM log").one().n;
      const fresh = rawFrom(log, have);
      for (let i = 0; i < fresh.length; i++)
        this.sql.exec("INSERT INTO log (i, entry) VALUES (?, ?)", have + i, JSON.stringify(fresh[i]));
      stored = JSON.stringify({ ...rest, log: [] });
    }
    this.sql.exec(
      "INSERT INTO room (k, meta, state) VALUES (1, ?, ?) ON CONFLICT (k) DO UPDATE SET meta = excluded.meta, state = excluded.state",
      JSON.stringify(meta),
      stored,
    );
  }

  /** The saved state with its log lines back in (a room saved before the log table keeps its own). */
  private withLog(state: BaseState): BaseState {
    const rows = this.sql.exec<{ entry: string }>("SELECT entry FROM log ORDER BY i").toArray();
    const own = state.log as unknown as LogEntry[] | undefined;
    state.log = logFromLines(rows.length > 0 || !own?.length ? rows.map((r) => JSON.parse(r.entry) as LogLine) : own);
    return state;
  }

  addSeat(s: SeatRow): void {
    this.sql.exec(
      "INSERT INTO seats (seat, name, token_hash, entropy) VALUES (?, ?, ?, ?)",
      s.seat,
      s.name,
      s.tokenHash,
      s.entropy,
    );
  }

  /** A seat handed on mid-match (../seating/replace): a new name and token; its entropy stays for the seed. */
  renameSeat(s: SeatRow): void {
    this.sql.exec("UPDATE seats SET name = ?, token_hash = ? WHERE seat = ?", s.name, s.tokenHash, s.seat);
  }

  /**
   * A seat leaves before the start (../seating/leave): its rows go and later seats move down
   * by one in every table keyed by seat: tokens, webhooks, queued notifications, chat lines
   * (push tables: PushStore.removeWaitingSeat).
   */
  removeWaitingSeat(seat: number): void {
    removeSeatRows(this.sql, ["seats", "webhooks", "notifications", "chat"], seat);
  }

  appendMove(n: number, m: MoveRow): void {
    this.sql.exec(
      "INSERT INTO moves (n, seat, move, at, by, resign) VALUES (?, ?, ?, ?, ?, ?)",
      n,
      m.seat,
      JSON.stringify(m.move ?? null),
      m.at,
      m.by ?? null,
      m.resign ? 1 : 0,
    );
  }

  moves(): MoveRow[] {
    return this.sql
      .exec<{ seat: number; move: string; at: string; by: string | null; resign: number }>(
        "SELECT seat, move, at, by, resign FROM moves ORDER BY n",
      )
      .toArray()
      .map((m) => {
        const row: MoveRow = { seat: m.seat, move: JSON.parse(m.move), at: m.at };
        if (m.by) row.by = m.by as MoveRow["by"];
        if (m.resign) row.resign = true;
        return row;
      });
  }

  putWebhook(w: WebhookRow): void {
    this.sql.exec(
      "INSERT INTO webhooks (seat, url, format, active, failures) VALUES (?, ?, ?, ?, ?) ON CONFLICT (seat) DO UPDATE SET url = excluded.url, format = excluded.format, active = excluded.active, failures = excluded.failures",
      w.seat,
      w.url,
      w.format,
      w.active ? 1 : 0,
      w.failures,
    );
  }

  deleteWebhook(seat: number): void {
    this.sql.exec("DELETE FROM webhooks WHERE seat = ?", seat);
    this.sql.exec("DELETE FROM notifications WHERE seat = ?", seat);
  }

  webhooks(): WebhookRow[] {
    return this.sql
      .exec<{ seat: number; url: string; format: string; active: number; failures: number }>(
        "SELECT seat, url, format, active, failures FROM webhooks ORDER BY seat",
      )
      .toArray()
      .map((w) => ({
        seat: w.seat,
        url: w.url,
        format: w.format as WebhookFormat,
        active: w.active === 1,
        failures: w.failures,
      }));
  }

  /** Queues one notification per (version, seat): a second queueing of the same turn is ignored. */
  queueNotification(n: NotificationRow): void {
    this.sql.exec(
      "INSERT INTO notifications (version, seat, body, attempts, next_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (version, seat) DO NOTHING",
      n.version,
      n.seat,
      n.body,
      n.attempts,
      n.nextAt,
    );
  }

  notifications(): NotificationRow[] {
    return this.sql
      .exec<{ version: number; seat: number; body: string; attempts: number; next_at: number }>(
        "SELECT version, seat, body, attempts, next_at FROM notifications ORDER BY next_at, version, seat",
      )
      .toArray()
      .map((r) => ({ version: r.version, seat: r.seat, body: r.body, attempts: r.attempts, nextAt: r.next_at }));
  }

  updateNotification(n: NotificationRow): void {
    this.sql.exec(
      "UPDATE notifications SET attempts = ?, next_at = ? WHERE version = ? AND seat = ?",
      n.attempts,
      n.nextAt,
      n.version,
      n.seat,
    );
  }

  deleteNotification(version: number, seat: number): void {
    this.sql.exec("DELETE FROM notifications WHERE version = ? AND seat = ?", version, seat);
  }

  addChat(c: ChatRow): void {
    this.sql.exec("INSERT INTO chat (seat, text, at) VALUES (?, ?, ?)", c.seat, c.text, c.at);
    // Only the last CHAT_KEEP lines are ever shown, so only they are kept.
    this.sql.exec("DELETE FROM chat WHERE id NOT IN (SELECT id FROM chat ORDER BY id DESC LIMIT ?)", CHAT_KEEP);
  }

  /** The last CHAT_KEEP lines, oldest first (older ones are deleted as new ones come). */
  chat(): ChatRow[] {
    return this.sql
      .exec<{ seat: number; text: string; at: number }>(
        "SELECT seat, text, at FROM chat ORDER BY id DESC LIMIT ?",
        CHAT_KEEP,
      )
      .toArray()
      .reverse();
  }

  putOutbox(row: OutboxRow): void {
    this.sql.exec(
      "INSERT INTO outbox (id, record, attempts, next_at) VALUES (?, ?, ?, ?) ON CONFLICT (id) DO UPDATE SET attempts = excluded.attempts, next_at = excluded.next_at",
      row.id,
      row.record,
      row.attempts,
      row.nextAt,
    );
  }

  outbox(): OutboxRow[] {
    return this.sql
      .exec<{ id: string; record: string; attempts: number; next_at: number }>(
        "SELECT id, record, attempts, next_at FROM outbox",
      )
      .toArray()
      .map((r) => ({ id: r.id, record: r.record, attempts: r.attempts, nextAt: r.next_at }));
  }

  deleteOutbox(id: string): void {
    this.sql.exec("DELETE FROM outbox WHERE id = ?", id);
  }

  setDue(key: string, due: number | null): void {
    if (due === null) this.sql.exec("DELETE FROM schedule WHERE key = ?", key);
    else
      this.sql.exec(
        "INSERT INTO schedule (key, due) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET due = excluded.due",
        key,
        due,
      );
  }

  schedule(): { key: string; due: number }[] {
    return this.sql.exec<{ key: string; due: number }>("SELECT key, due FROM schedule ORDER BY due").toArray();
  }

  private lead: number | null = null;

  /** How far this table's test clock (POST …/fixture/advance) runs ahead of real time; 0 unless a test moved it. */
  clockLead(): number {
    this.lead ??= this.storage.kv.get<number>("clock-lead") ?? 0;
    return this.lead;
  }

  setClockLead(ms: number): void {
    this.lead = ms;
    this.storage.kv.put("clock-lead", ms);
  }
}
