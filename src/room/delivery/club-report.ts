// A club table (one opened through POST /api/clubs/:id/tables) tells its club how
// its match ended. The report is queued in the transaction that finished the match
// (beside the outbox row) and sent from the alarm through the retry queue with the
// outbox's policy: 250 ms doubling to a minute, never giving up while the club
// cannot be reached. The club applies a match once (a repeat changes nothing) and
// hears only its own tables: the report carries the key the club gave this table.
import type { RoomStorage } from "../object/storage";
import { oneLine } from "./outbox";
import { flushQueue, type Pending, type RetryPolicy } from "./retry-queue";

/** What a club table keeps: its club, and the key its report is heard by (never in a view). */
export interface ClubLink {
  id: string;
  key: string;
}

interface ClubReportRow extends Pending {
  club: string;
  key: string;
  record: string;
}

const CLUB_REPORT_RETRY: RetryPolicy = { firstRetryMs: 250, maxRetryMs: 60_000 };

const TABLE = `CREATE TABLE IF NOT EXISTS club_report (club TEXT PRIMARY KEY, key TEXT NOT NULL, record TEXT NOT NULL,
  attempts INTEGER NOT NULL, next_at INTEGER NOT NULL)`;

/** In the transaction that finished a club table's match: its report, due now. */
export function queueClubReport(store: RoomStorage, club: ClubLink, record: string, now: number): void {
  store.sql.exec(TABLE);
  store.sql.exec(
    "INSERT OR REPLACE INTO club_report (club, key, record, attempts, next_at) VALUES (?, ?, ?, 0, ?)",
    club.id,
    club.key,
    record,
    now,
  );
  store.setDue("club", now);
}

function rows(store: RoomStorage): ClubReportRow[] {
  const exists = store.sql.exec("SELECT 1 FROM sqlite_master WHERE name = 'club_report'").toArray().length > 0;
  if (!exists) return [];
  return store.sql
    .exec<{ club: string; key: string; record: string; attempts: number; next_at: number }>(
      "SELECT club, key, record, attempts, next_at FROM club_report",
    )
    .toArray()
    .map((r) => ({ club: r.club, key: r.key, record: r.record, attempts: r.attempts, nextAt: r.next_at }));
}

/** The club's answer, or the failure that means "try again later". */
type Sent = { outcome: "applied" | "already" | "refused" } | { failed: unknown };

/** Sends the due report; returns when a retry is due, or null once the club has it. */
export function flushClubReports(store: RoomStorage, env: Env, tableId: string, now: () => number) {
  return flushQueue<ClubReportRow, ClubReportRow, Sent>(
    {
      policy: CLUB_REPORT_RETRY,
      rows: () => rows(store),
      reschedule: (row, attempts, nextAt) =>
        store.sql.exec("UPDATE club_report SET attempts = ?, next_at = ? WHERE club = ?", attempts, nextAt, row.club),
      removeRow: (row) => store.sql.exec("DELETE FROM club_report WHERE club = ?", row.club),
      transaction: (fn) => store.transaction(fn),
      target: (row) => row,
      send: async (row) => {
        try {
          const club = env.CLUBS.get(env.CLUBS.idFromName(row.club));
          return { outcome: await club.report(tableId, row.key, row.record) };
        } catch (e) {
          return { failed: e };
        }
      },
      settle: (row, _target, sent) => {
        if ("failed" in sent) return "retry";
        // A club that is gone, or that does not know this table, will never take it.
        if (sent.outcome === "refused") console.warn(`club report: refused table=${tableId} club=${row.club}`);
        return "delivered";
      },
      retrying: (row, attempts, nextAt, sent) =>
        console.warn(
          `club report: failed table=${tableId} club=${row.club} attempt=${attempts} retry_in_ms=${nextAt - now()} error=${"failed" in sent ? oneLine(sent.failed) : ""}`,
        ),
    },
    now,
  );
}
