// Finished matches reach D1 through an outbox: the row is written in the same
// transaction as the final move, and this flush retries (./retry-queue: 250 ms
// doubling to a minute, never giving up) until D1 confirms. The insert is
// idempotent, so a retry after a lost reply is harmless.
import type { MatchRecord } from "../../protocol/api";
import type { MatchSink } from "../ground/seams";
import type { OutboxRow, RoomStorage } from "../ground/storage";
import { schedulePurge } from "../timers/cleanup";
import { backoff, flushQueue, type RetryPolicy } from "./retry-queue";

/** An error as one short line. */
export function oneLine(e: unknown): string {
  const text = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
  const line = text.replace(/\s+/g, " ");
  return line.length > 200 ? `${line.slice(0, 200)}…` : line;
}

/** No lease: the insert is idempotent, so sending a row twice is harmless. */
const OUTBOX_RETRY: RetryPolicy = { firstRetryMs: 250, maxRetryMs: 60_000 };

export function retryDelay(attempts: number): number {
  return backoff(OUTBOX_RETRY, attempts);
}

/** What one insert came to: nothing (D1 has it) or why it failed. */
type Sent = { failed: unknown } | null;

/** Sends every due row; returns when the next retry is due, or null when empty. */
export function flushOutbox(store: RoomStorage, sink: MatchSink, now: () => number): Promise<number | null> {
  return flushQueue<OutboxRow, OutboxRow, Sent>(
    {
      policy: OUTBOX_RETRY,
      rows: () => store.outbox(),
      reschedule: (row, attempts, nextAt) => store.putOutbox({ ...row, attempts, nextAt }),
      removeRow: (row) => store.deleteOutbox(row.id),
      transaction: (fn) => store.transaction(fn),
      target: (row) => row,
      send: async (row) => {
        try {
          await sink.insert(JSON.parse(row.record) as MatchRecord);
          return null;
        } catch (e) {
          return { failed: e };
        }
      },
      settle: (_row, _target, sent) => {
        if (sent !== null) return "retry";
        // D1 holds it now: the room's own copy has 30 days left (../timers/cleanup).
        schedulePurge(store, now());
        return "delivered";
      },
      // One line per failure: never the record (D1 errors can quote the whole statement).
      retrying: (row, attempts, nextAt, sent) =>
        console.warn(
          `outbox: D1 insert failed id=${row.id} attempt=${attempts} retry_in_ms=${nextAt - now()} error=${oneLine(sent?.failed)}`,
        ),
    },
    now,
  );
}
