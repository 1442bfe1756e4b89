// The club's Durable Object SQLite tables: the club, its members (token hashes
// only), the tables it opened, their member seats, the results in the order they
// were applied, the ratings as they stand after them (kept incrementally: each
// result is applied as it arrives), and the members' push subscriptions and queue.
import type { Lang } from "../words/lang";
import type { GameId } from "../engine/types";
import type { Board, ClubResult, ClubTablePlayer } from "../protocol/club";
import type { QuietHours } from "../protocol/push";
import type { RatingLine } from "./ratings";

const SCHEMA = `
CREATE TABLE IF NOT EXISTS club (k INTEGER PRIMARY KEY CHECK (k = 1), id TEXT NOT NULL, name TEXT NOT NULL,
  invite TEXT NOT NULL, origin TEXT NOT NULL, created_at INTEGER NOT NULL, active_at INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS members (id TEXT PRIMARY KEY, name TEXT NOT NULL, name_key TEXT NOT NULL,
  token_hash TEXT, joined_at INTEGER NOT NULL, left_at INTEGER);
CREATE TABLE IF NOT EXISTS tables (id TEXT PRIMARY KEY, game TEXT NOT NULL, seats INTEGER NOT NULL,
  created_at INTEGER NOT NULL, by_member TEXT NOT NULL, key_hash TEXT NOT NULL, secret TEXT NOT NULL,
  invite TEXT, status TEXT NOT NULL, players TEXT, finished_at TEXT);
CREATE INDEX IF NOT EXISTS tables_by_time ON tables (created_at);
CREATE TABLE IF NOT EXISTS table_members (table_id TEXT NOT NULL, seat INTEGER NOT NULL, member TEXT NOT NULL,
  PRIMARY KEY (table_id, seat));
CREATE TABLE IF NOT EXISTS results (n INTEGER PRIMARY KEY AUTOINCREMENT, match TEXT NOT NULL UNIQUE,
  board TEXT NOT NULL, finished_at TEXT NOT NULL, places TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS ratings (board TEXT NOT NULL, member TEXT NOT NULL, mu REAL NOT NULL, sigma REAL NOT NULL,
  played INTEGER NOT NULL, wins INTEGER NOT NULL, PRIMARY KEY (board, member));
CREATE TABLE IF NOT EXISTS subs (member TEXT PRIMARY KEY, endpoint TEXT NOT NULL, p256dh TEXT NOT NULL,
  auth TEXT NOT NULL, quiet TEXT, lang TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS push_queue (id INTEGER PRIMARY KEY AUTOINCREMENT, member TEXT NOT NULL,
  endpoint TEXT NOT NULL, payload TEXT NOT NULL, attempts INTEGER NOT NULL, next_at INTEGER NOT NULL);
`;

export interface ClubRow {
  id: string;
  name: string;
  invite: string;
  origin: string;
  createdAt: number;
  /** The last time a table was opened (or the club made): 180 days after it, the club is cleaned up. */
  activeAt: number;
}

export interface MemberRow {
  id: string;
  name: string;
  /** null once the member left. */
  tokenHash: string | null;
  joinedAt: number;
  leftAt: number | null;
}

export type TableStatus = "open" | "finished" | "gone";

export interface TableRow {
  id: string;
  game: GameId;
  seats: number;
  createdAt: number;
  by: string;
  /** SHA-256 of the key the table reports its finish with. */
  keyHash: string;
  /** What members' seat tokens at this table derive from (never leaves the club). */
  secret: string;
  invite: string | null;
  status: TableStatus;
  /** Once finished: the players as the match record has them. */
  players: ClubTablePlayer[] | null;
  finishedAt: string | null;
}

export interface SubRow {
  member: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  quiet: QuietHours | null;
  lang: Lang;
}

export interface QueuedClubPush {
  id: number;
  member: string;
  endpoint: string;
  payload: string;
  attempts: number;
  nextAt: number;
}

type Sql = Record<string, SqlStorageValue>;

export class ClubStorage {
  constructor(private readonly storage: DurableObjectStorage) {}

  private get sql(): SqlStorage {
    return this.storage.sql;
  }

  get exists(): boolean {
    return this.sql.exec("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'club'").toArray().length > 0;
  }

  /** Bumped by every transaction: what the club object keeps in memory is as old as this. */
  writes = 0;

  transaction<T>(fn: () => T): T {
    this.writes++;
    return this.storage.transactionSync(fn);
  }

  create(club: ClubRow): void {
    this.sql.exec(SCHEMA);
    this.sql.exec(
      "INSERT INTO club (k, id, name, invite, origin, created_at, active_at) VALUES (1, ?, ?, ?, ?, ?, ?)",
      club.id,
      club.name,
      club.invite,
      club.origin,
      club.createdAt,
      club.activeAt,
    );
  }

  club(): ClubRow | null {
    if (!this.exists) return null;
    const r = this.sql.exec<Sql>("SELECT * FROM club").toArray()[0];
    if (!r) return null;
    return {
      id: r.id as string,
      name: r.name as string,
      invite: r.invite as string,
      origin: r.origin as string,
      createdAt: r.created_at as number,
      activeAt: r.active_at as number,
    };
  }

  touch(at: number): void {
    this.sql.exec("UPDATE club SET active_at = MAX(active_at, ?)", at);
  }

  /** Every member who ever joined, in joining order (those who left keep their names for the results). */
  members(): MemberRow[] {
    return this.sql
      .exec<Sql>("SELECT id, name, token_hash, joined_at, left_at FROM members ORDER BY joined_at, rowid")
      .toArray()
      .map((r) => ({
        id: r.id as string,
        name: r.name as string,
        tokenHash: (r.token_hash as string | null) ?? null,
        joinedAt: r.joined_at as number,
        leftAt: (r.left_at as number | null) ?? null,
      }));
  }

  addMember(m: MemberRow): void {
    this.sql.exec(
      "INSERT INTO members (id, name, name_key, token_hash, joined_at, left_at) VALUES (?, ?, ?, ?, ?, NULL)",
      m.id,
      m.name,
      m.name.toLowerCase(),
      m.tokenHash,
      m.joinedAt,
    );
  }

  leave(member: string, at: number): void {
    this.sql.exec("UPDATE members SET token_hash = NULL, left_at = ? WHERE id = ?", at, member);
    this.sql.exec("DELETE FROM subs WHERE member = ?", member);
    this.sql.exec("DELETE FROM push_queue WHERE member = ?", member);
  }

  addTable(t: TableRow): void {
    this.sql.exec(
      "INSERT INTO tables (id, game, seats, created_at, by_member, key_hash, secret, invite, status, players, finished_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, NULL)",
      t.id,
      t.game,
      t.seats,
      t.createdAt,
      t.by,
      t.keyHash,
      t.secret,
      t.invite,
      t.status,
    );
  }

  private tableOf(r: Sql): TableRow {
    return {
      id: r.id as string,
      game: r.game as GameId,
      seats: r.seats as number,
      createdAt: r.created_at as number,
      by: r.by_member as string,
      keyHash: r.key_hash as string,
      secret: r.secret as string,
      invite: (r.invite as string | null) ?? null,
      status: r.status as TableStatus,
      players: r.players ? (JSON.parse(r.players as string) as ClubTablePlayer[]) : null,
      finishedAt: (r.finished_at as string | null) ?? null,
    };
  }

  table(id: string): TableRow | null {
    const r = this.sql.exec<Sql>("SELECT * FROM tables WHERE id = ?", id).toArray()[0];
    return r ? this.tableOf(r) : null;
  }

  /** The `limit` newest tables with this status. */
  listedTables(limit: number, status: TableStatus): TableRow[] {
    return this.sql
      .exec<Sql>("SELECT * FROM tables WHERE status = ? ORDER BY created_at DESC, rowid DESC LIMIT ?", status, limit)
      .toArray()
      .map((r) => this.tableOf(r));
  }

  setInvite(id: string, invite: string): void {
    this.sql.exec("UPDATE tables SET invite = ? WHERE id = ?", invite, id);
  }

  setGone(id: string): void {
    this.sql.exec("UPDATE tables SET status = 'gone' WHERE id = ? AND status = 'open'", id);
  }

  dropTable(id: string): void {
    this.sql.exec("DELETE FROM tables WHERE id = ?", id);
    this.sql.exec("DELETE FROM table_members WHERE table_id = ?", id);
  }

  finishTable(id: string, players: ClubTablePlayer[], finishedAt: string): void {
    this.sql.exec(
      "UPDATE tables SET status = 'finished', players = ?, finished_at = ? WHERE id = ?",
      JSON.stringify(players),
      finishedAt,
      id,
    );
  }

  /** Seat → member, for one table. */
  seatMembers(table: string): Map<number, string> {
    return new Map(
      this.sql
        .exec<Sql>("SELECT seat, member FROM table_members WHERE table_id = ?", table)
        .toArray()
        .map((r) => [r.seat as number, r.member as string]),
    );
  }

  seatMembersOf(tables: readonly string[]): Map<string, Map<number, string>> {
    const out = new Map<string, Map<number, string>>();
    if (tables.length === 0) return out;
    const rows = this.sql
      .exec<Sql>(
        `SELECT table_id, seat, member FROM table_members WHERE table_id IN (${tables.map(() => "?").join(",")})`,
        ...tables,
      )
      .toArray();
    for (const r of rows) {
      let m = out.get(r.table_id as string);
      if (!m) out.set(r.table_id as string, (m = new Map()));
      m.set(r.seat as number, r.member as string);
    }
    return out;
  }

  addSeatMember(table: string, seat: number, member: string): void {
    this.sql.exec(
      "INSERT OR REPLACE INTO table_members (table_id, seat, member) VALUES (?, ?, ?)",
      table,
      seat,
      member,
    );
  }

  hasResult(match: string): boolean {
    return this.sql.exec("SELECT 1 FROM results WHERE match = ?", match).toArray().length > 0;
  }

  lastFinishedAt(): string | null {
    const r = this.sql.exec<Sql>("SELECT finished_at FROM results ORDER BY n DESC LIMIT 1").toArray()[0];
    return r ? (r.finished_at as string) : null;
  }

  addResult(r: ClubResult): void {
    this.sql.exec(
      "INSERT INTO results (match, board, finished_at, places) VALUES (?, ?, ?, ?)",
      r.match,
      r.board,
      r.finishedAt,
      JSON.stringify(r.places),
    );
  }

  /** In the order applied. */
  results(): ClubResult[] {
    return this.sql
      .exec<Sql>("SELECT match, board, finished_at, places FROM results ORDER BY n")
      .toArray()
      .map((r) => ({
        match: r.match as string,
        board: r.board as Board,
        finishedAt: r.finished_at as string,
        places: JSON.parse(r.places as string) as ClubResult["places"],
      }));
  }

  /** Rewrites the results in `ordered` order (a late report that finished before others). */
  rewriteResults(ordered: readonly ClubResult[]): void {
    this.sql.exec("DELETE FROM results");
    for (const r of ordered) this.addResult(r);
  }

  ratings(): RatingLine[] {
    return this.sql
      .exec<Sql>("SELECT board, member, mu, sigma, played, wins FROM ratings")
      .toArray()
      .map((r) => ({
        board: r.board as Board,
        member: r.member as string,
        mu: r.mu as number,
        sigma: r.sigma as number,
        played: r.played as number,
        wins: r.wins as number,
      }));
  }

  putRating(l: RatingLine): void {
    this.sql.exec(
      "INSERT OR REPLACE INTO ratings (board, member, mu, sigma, played, wins) VALUES (?, ?, ?, ?, ?, ?)",
      l.board,
      l.member,
      l.mu,
      l.sigma,
      l.played,
      l.wins,
    );
  }

  clearRatings(): void {
    this.sql.exec("DELETE FROM ratings");
  }

  subs(): SubRow[] {
    return this.sql
      .exec<Sql>("SELECT member, endpoint, p256dh, auth, quiet, lang FROM subs")
      .toArray()
      .map((r) => ({
        member: r.member as string,
        endpoint: r.endpoint as string,
        p256dh: r.p256dh as string,
        auth: r.auth as string,
        quiet: r.quiet ? (JSON.parse(r.quiet as string) as QuietHours) : null,
        lang: r.lang as Lang,
      }));
  }

  putSub(s: SubRow): void {
    this.sql.exec(
      "INSERT OR REPLACE INTO subs (member, endpoint, p256dh, auth, quiet, lang) VALUES (?, ?, ?, ?, ?, ?)",
      s.member,
      s.endpoint,
      s.p256dh,
      s.auth,
      s.quiet ? JSON.stringify(s.quiet) : null,
      s.lang,
    );
  }

  dropSub(member: string): void {
    this.sql.exec("DELETE FROM subs WHERE member = ?", member);
    this.sql.exec("DELETE FROM push_queue WHERE member = ?", member);
  }

  enqueuePush(member: string, endpoint: string, payload: string, nextAt: number): void {
    this.sql.exec(
      "INSERT INTO push_queue (member, endpoint, payload, attempts, next_at) VALUES (?, ?, ?, 0, ?)",
      member,
      endpoint,
      payload,
      nextAt,
    );
  }

  queuedPushes(): QueuedClubPush[] {
    if (!this.exists) return [];
    return this.sql
      .exec<Sql>("SELECT id, member, endpoint, payload, attempts, next_at FROM push_queue ORDER BY id")
      .toArray()
      .map((r) => ({
        id: r.id as number,
        member: r.member as string,
        endpoint: r.endpoint as string,
        payload: r.payload as string,
        attempts: r.attempts as number,
        nextAt: r.next_at as number,
      }));
  }

  reschedulePush(id: number, attempts: number, nextAt: number): void {
    this.sql.exec("UPDATE push_queue SET attempts = ?, next_at = ? WHERE id = ?", attempts, nextAt, id);
  }

  donePush(id: number): void {
    this.sql.exec("DELETE FROM push_queue WHERE id = ?", id);
  }

  private lead: number | null = null;

  /** How far the club's test clock runs ahead of real time (POST /api/clubs/:id/fixture/advance). */
  clockLead(): number {
    this.lead ??= this.storage.kv.get<number>("clock-lead") ?? 0;
    return this.lead;
  }

  setClockLead(ms: number): void {
    this.lead = ms;
    this.storage.kv.put("clock-lead", ms);
  }

  forgetLead(): void {
    this.lead = null;
  }
}
