// The room's Durable Object SQLite tables. Writes that belong together run in one
// transactionSync, so a move, its log entry and a finished match's outbox row are
// persisted together or not at all.
import type { MoveRow, Room, RoomMeta, SeatRow } from "./model";

const SCHEMA = `
CREATE TABLE IF NOT EXISTS room (k INTEGER PRIMARY KEY CHECK (k = 1), meta TEXT NOT NULL, state TEXT);
CREATE TABLE IF NOT EXISTS seats (seat INTEGER PRIMARY KEY, name TEXT NOT NULL, token_hash TEXT NOT NULL, entropy TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS moves (n INTEGER PRIMARY KEY, seat INTEGER NOT NULL, move TEXT NOT NULL, at TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS outbox (id TEXT PRIMARY KEY, record TEXT NOT NULL, attempts INTEGER NOT NULL, next_at INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS schedule (key TEXT PRIMARY KEY, due INTEGER NOT NULL);
`;

export interface OutboxRow {
  id: string;
  record: string;
  attempts: number;
  nextAt: number;
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

  private get sql(): SqlStorage {
    return this.storage.sql;
  }

  transaction<T>(fn: () => T): T {
    return this.storage.transactionSync(fn);
  }

  load(): Room | null {
    if (!this.exists) return null;
    const row = this.sql.exec<{ meta: string; state: string | null }>("SELECT meta, state FROM room").toArray()[0];
    if (!row) return null;
    const seats = this.sql
      .exec<{ seat: number; name: string; token_hash: string; entropy: string }>(
        "SELECT seat, name, token_hash, entropy FROM seats ORDER BY seat",
      )
      .toArray()
      .map((s) => ({ seat: s.seat, name: s.name, tokenHash: s.token_hash, entropy: s.entropy }));
    return { meta: JSON.parse(row.meta) as RoomMeta, seats, state: row.state === null ? null : JSON.parse(row.state) };
  }

  saveRoom(meta: RoomMeta, state: unknown): void {
    this.sql.exec(
      "INSERT INTO room (k, meta, state) VALUES (1, ?, ?) ON CONFLICT (k) DO UPDATE SET meta = excluded.meta, state = excluded.state",
      JSON.stringify(meta),
      state === null ? null : JSON.stringify(state),
    );
  }

  addSeat(s: SeatRow): void {
    this.sql.exec("INSERT INTO seats (seat, name, token_hash, entropy) VALUES (?, ?, ?, ?)", s.seat, s.name, s.tokenHash, s.entropy);
  }

  appendMove(n: number, m: MoveRow): void {
    this.sql.exec("INSERT INTO moves (n, seat, move, at) VALUES (?, ?, ?, ?)", n, m.seat, JSON.stringify(m.move), m.at);
  }

  moves(): MoveRow[] {
    return this.sql
      .exec<{ seat: number; move: string; at: string }>("SELECT seat, move, at FROM moves ORDER BY n")
      .toArray()
      .map((m) => ({ seat: m.seat, move: JSON.parse(m.move), at: m.at }));
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
      .exec<{ id: string; record: string; attempts: number; next_at: number }>("SELECT id, record, attempts, next_at FROM outbox")
      .toArray()
      .map((r) => ({ id: r.id, record: r.record, attempts: r.attempts, nextAt: r.next_at }));
  }

  deleteOutbox(id: string): void {
    this.sql.exec("DELETE FROM outbox WHERE id = ?", id);
  }

  setDue(key: string, due: number | null): void {
    if (due === null) this.sql.exec("DELETE FROM schedule WHERE key = ?", key);
    else this.sql.exec("INSERT INTO schedule (key, due) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET due = excluded.due", key, due);
  }

  schedule(): { key: string; due: number }[] {
    return this.sql.exec<{ key: string; due: number }>("SELECT key, due FROM schedule ORDER BY due").toArray();
  }
}
