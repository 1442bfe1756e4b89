// A club table (one opened through POST /api/clubs/:id/tables) tells its club how
// its match ended. The report is queued in the transaction that finished the match
// (beside the outbox row: ./notices) and sent from the alarm through the retry queue
// with the outbox's policy: 250 ms doubling to a minute, never giving up while the
// club cannot be reached. The club applies a match once (a repeat changes nothing) and
// hears only its own tables: the report carries the key the club gave this table.
import type { ClubLink } from "../ground/model";
import type { ClubReportOutcome, ClubSink } from "../ground/seams";
import type { ClubReportRow, RoomStorage } from "../ground/storage";
import { oneLine } from "./outbox";
import { flushQueue, type RetryPolicy } from "./retry-queue";

const CLUB_REPORT_RETRY: RetryPolicy = { firstRetryMs: 250, maxRetryMs: 60_000 };

/** In the transaction that finished a club table's match: its report, due now. */
export function queueClubReport(store: RoomStorage, club: ClubLink, record: string, now: number): void {
  store.putClubReport({ club: club.id, key: club.key, record, attempts: 0, nextAt: now });
  store.setDue("club", now);
}

/** The club's answer, or the failure that means "try again later". */
type Sent = { outcome: ClubReportOutcome } | { failed: unknown };

/** Sends the due report; returns when a retry is due, or null once the club has it. */
export function flushClubReports(store: RoomStorage, clubs: ClubSink, tableId: string, now: () => number) {
  return flushQueue<ClubReportRow, ClubReportRow, Sent>(
    {
      policy: CLUB_REPORT_RETRY,
      rows: () => store.clubReports(),
      reschedule: (row, attempts, nextAt) => store.putClubReport({ ...row, attempts, nextAt }),
      removeRow: (row) => store.deleteClubReport(row.club),
      transaction: (fn) => store.transaction(fn),
      target: (row) => row,
      send: async (row) => {
        try {
          return { outcome: await clubs.report(row.club, tableId, row.key, row.record) };
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
