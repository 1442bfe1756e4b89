// Finished matches reach D1 through an outbox: the row is written in the same
// transaction as the final move, and this flush retries (with backoff) until D1
// confirms. The insert is idempotent, so a retry after a lost reply is harmless.
import type { MatchRecord } from "../../protocol/api";
import type { RoomStorage } from "../object/storage";
import { schedulePurge } from "../timers/cleanup";

/** An error as one short line. */
export function oneLine(e: unknown): string {
  const text = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
  const line = text.replace(/\s+/g, " ");
  return line.length > 200 ? `${line.slice(0, 200)}…` : line;
}

export interface MatchSink {
  insert(record: MatchRecord): Promise<void>;
}

const FIRST_RETRY_MS = 250;
const MAX_RETRY_MS = 60_000;

export function retryDelay(attempts: number): number {
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
}

/** Sends every due row; returns when the next retry is due, or null when empty. */
export async function flushOutbox(store: RoomStorage, sink: MatchSink, now: () => number): Promise<number | null> {
  let next: number | null = null;
  for (const row of store.outbox()) {
    if (row.nextAt <= now()) {
      try {
        await sink.insert(JSON.parse(row.record) as MatchRecord);
        store.transaction(() => {
          store.deleteOutbox(row.id);
          // D1 holds it now: the room's own copy has 30 days left (./cleanup).
          schedulePurge(store, now());
        });
        continue;
      } catch (e) {
        row.attempts += 1;
        row.nextAt = now() + retryDelay(row.attempts);
        // One line per failure: never the record (D1 errors can quote the whole statement).
        console.warn(`outbox: D1 insert failed id=${row.id} attempt=${row.attempts} retry_in_ms=${row.nextAt - now()} error=${oneLine(e)}`);
        store.putOutbox(row);
      }
    }
    next = next === null ? row.nextAt : Math.min(next, row.nextAt);
  }
  return next;
}
