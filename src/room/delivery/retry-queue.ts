// One way to deliver what the room owes the outside world, used by the outbox
// (finished matches to D1, ./outbox), webhooks (./webhooks) and Web Push
// (./push). Each keeps its rows in its own table; this runs them the same way,
// from the alarm, never inside a move request:
//
//   - the rows due now are sent one after another, in the queue's order;
//   - a row whose target is gone (a webhook switched off, a subscription
//     replaced) is removed unsent;
//   - with a lease, a row in flight is first pushed `leaseMs` ahead, so an
//     eviction mid-request retries it after the lease instead of never;
//   - after the send, in one transaction with the queue's own writes, the row is
//     removed (delivered, or given up) or rescheduled: attempt n waits
//     firstRetryMs × 2^(n−1), at most maxRetryMs, and the row is given up once
//     it has failed maxAttempts times (none: it is retried for ever);
//   - the answer is when the next row is due (null: the queue is empty), for
//     the room's schedule.

/** A queued row: how often it failed, and when it is next due (ms since the epoch). */
export interface Pending {
  attempts: number;
  nextAt: number;
}

export interface RetryPolicy {
  /** The wait after the first failure; it doubles with each further one. */
  firstRetryMs: number;
  /** The longest wait (none: it keeps doubling). */
  maxRetryMs?: number;
  /** Failures after which a row is given up (none: never). */
  maxAttempts?: number;
  /** A row in flight is not picked up again before this (none: no lease). */
  leaseMs?: number;
}

/** What became of one send: done, worth another try, or beyond help (retrying the same request cannot succeed). */
export type Outcome = "delivered" | "retry" | "give-up";

/** When attempt `attempts` (1 for the first failure) is retried: firstRetryMs × 2^(attempts−1), capped. */
export function backoff(policy: RetryPolicy, attempts: number): number {
  return Math.min(policy.maxRetryMs ?? Infinity, policy.firstRetryMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * One kind of delivery. `Row` is the stored row, `Target` whom it goes to
 * (looked up as it is sent), `Sent` what one send reports (a status, an error).
 */
export interface RetryQueue<Row extends Pending, Target, Sent> {
  readonly policy: RetryPolicy;
  /** Every row, in the order due rows are sent. */
  rows(): Row[];
  /** Stores a row's failures and next due time (a lease or a retry). */
  reschedule(row: Row, attempts: number, nextAt: number): void;
  removeRow(row: Row): void;
  /** Runs writes that belong together. */
  transaction(fn: () => void): void;
  /** Once, before the first due row is sent (never when nothing is due). */
  prepare?(): Promise<void>;
  /** Whom the row goes to now; null: nobody wants it any more, and it is removed unsent. */
  target(row: Row): Target | null;
  send(row: Row, target: Target): Promise<Sent>;
  /**
   * Back from the send, inside the transaction that writes the row's fate: what
   * the send comes to, with this queue's own writes beside it (a hook's failure
   * count, the purge's due time). null: the target was replaced or removed while
   * the request was out, so the outcome no longer matters and nothing is written.
   */
  settle(row: Row, target: Target, sent: Sent): Outcome | null;
  /** A retry was scheduled (in the same transaction, before the row is written). */
  retrying?(row: Row, attempts: number, nextAt: number, sent: Sent): void;
  /** After that transaction, with the outcome it wrote. */
  settled?(row: Row, outcome: Outcome): void;
}

/** Sends every due row; returns when the next one is due, or null when none is left. */
export async function flushQueue<Row extends Pending, Target, Sent>(
  queue: RetryQueue<Row, Target, Sent>,
  now: () => number,
): Promise<number | null> {
  const { policy } = queue;
  const due = queue.rows().filter((row) => row.nextAt <= now());
  if (due.length > 0) await queue.prepare?.();
  for (const row of due) {
    const target = queue.target(row);
    if (target === null) {
      queue.removeRow(row);
      continue;
    }
    if (policy.leaseMs !== undefined) queue.reschedule(row, row.attempts, now() + policy.leaseMs);
    const sent = await queue.send(row, target);
    // Set inside the transaction's callback (a cast keeps TypeScript from narrowing it to null).
    let outcome = null as Outcome | null;
    queue.transaction(() => {
      outcome = queue.settle(row, target, sent);
      if (outcome === "retry") {
        const attempts = row.attempts + 1;
        if (policy.maxAttempts !== undefined && attempts >= policy.maxAttempts) outcome = "give-up";
        else {
          const nextAt = now() + backoff(policy, attempts);
          queue.retrying?.(row, attempts, nextAt, sent);
          queue.reschedule(row, attempts, nextAt);
        }
      }
      if (outcome === "delivered" || outcome === "give-up") queue.removeRow(row);
    });
    if (outcome !== null) queue.settled?.(row, outcome);
  }
  const left = queue.rows();
  return left.length === 0 ? null : Math.min(...left.map((row) => row.nextAt));
}
