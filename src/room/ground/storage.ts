// The room's rows, as the room sees them: what a table keeps and the writes it
// makes. Writes that belong together run in one `transaction`, so a move, its log
// entry and a finished match's outbox row are kept together or not at all. The
// Durable Object keeps them in its SQLite (../cloudflare/sql-store), a Node test
// in memory (../memory/memory-rows).
import type { ChatRow, MoveRow, Room, RoomMeta, SeatRow, WebhookRow } from "./model";

export interface OutboxRow {
  id: string;
  record: string;
  attempts: number;
  nextAt: number;
}

/** A club table's report of its finished match to its club (../delivery/club-report). */
export interface ClubReportRow {
  club: string;
  /** The key the club gave this table; the club hears only its own tables. */
  key: string;
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

export interface RoomStorage {
  /** Rows are made at creation only, so probing an unknown id leaves nothing behind. */
  readonly exists: boolean;
  createTables(): void;
  /** Runs `fn` as one transaction: every write in it is kept, or (it throws) none. */
  transaction<T>(fn: () => T): T;
  load(): Room | null;
  /** Each move's time, by move number. */
  moveTimes(): string[];
  /** When the last move was played (ISO), or null. */
  lastMoveAt(): string | null;
  saveRoom(meta: RoomMeta, state: unknown): void;
  addSeat(s: SeatRow): void;
  /** A seat handed on mid-match (../seating/replace): a new name and token; its entropy stays for the seed. */
  renameSeat(s: SeatRow): void;
  /**
   * A seat leaves before the start (../seating/leave): its rows go and later seats move down
   * by one in every table keyed by seat: tokens, webhooks, queued notifications, chat lines
   * (push rows: PushStore.removeWaitingSeat).
   */
  removeWaitingSeat(seat: number): void;
  appendMove(n: number, m: MoveRow): void;
  moves(): MoveRow[];
  putWebhook(w: WebhookRow): void;
  deleteWebhook(seat: number): void;
  webhooks(): WebhookRow[];
  /** Queues one notification per (version, seat): a second queueing of the same turn is ignored. */
  queueNotification(n: NotificationRow): void;
  notifications(): NotificationRow[];
  updateNotification(n: NotificationRow): void;
  deleteNotification(version: number, seat: number): void;
  /** Only the last CHAT_KEEP lines are ever shown, so only they are kept. */
  addChat(c: ChatRow): void;
  /** The last CHAT_KEEP lines, oldest first. */
  chat(): ChatRow[];
  putOutbox(row: OutboxRow): void;
  outbox(): OutboxRow[];
  deleteOutbox(id: string): void;
  putClubReport(row: ClubReportRow): void;
  clubReports(): ClubReportRow[];
  deleteClubReport(club: string): void;
  /** The schedule of the room's single alarm: one due time per key (null removes it). */
  setDue(key: string, due: number | null): void;
  /** Every key's due time, earliest first. */
  schedule(): { key: string; due: number }[];
  /** How far this table's test clock (POST …/fixture/advance) runs ahead of real time; 0 unless a test moved it. */
  clockLead(): number;
  setClockLead(ms: number): void;
}
