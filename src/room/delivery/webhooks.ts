// Each seat's webhook and the delivery of its queued notifications. Deliveries run
// from the alarm, never inside a move request, so a slow or dead endpoint cannot
// hold up play. A failure is retried (./retry-queue: leased, 1 s doubling); after
// WEBHOOK_MAX_FAILURES consecutive failures the webhook is switched off and its
// seat's view says so.
import type { Seat } from "../../engine/types";
import { ok } from "../../engine/result";
import type { WebhookFormat, WebhookView } from "../../protocol/async";
import { webhookView } from "../view/async-view";
import type { Changed, Room, RoomResult, WebhookRow } from "../ground/model";
import type { NotificationRow, RoomStorage } from "../ground/storage";
import { flushQueue, type Outcome, type RetryPolicy } from "./retry-queue";

export const WEBHOOK_MAX_FAILURES = 5;
export const WEBHOOK_FIRST_RETRY_MS = 1000;
/** No cap and no maximum per notification: the hook's own failure count switches it off. A delivery in flight is leased for a minute. */
const WEBHOOK_RETRY: RetryPolicy = { firstRetryMs: WEBHOOK_FIRST_RETRY_MS, leaseMs: 60_000 };
const TIMEOUT_MS = 10_000;

export function setWebhook(
  store: RoomStorage,
  room: Room,
  seat: Seat,
  hook: { url: string; format: WebhookFormat } | null,
): Room {
  const others = room.webhooks.filter((w) => w.seat !== seat);
  if (hook === null) {
    store.transaction(() => store.deleteWebhook(seat));
    return { ...room, webhooks: others };
  }
  const row: WebhookRow = { seat, url: hook.url, format: hook.format, active: true, failures: 0 };
  store.transaction(() => {
    // A new address starts clean: notifications queued for the old one are dropped.
    store.deleteWebhook(seat);
    store.putWebhook(row);
  });
  return { ...room, webhooks: [...others, row].sort((a, b) => a.seat - b.seat) };
}

/** PUT/DELETE /api/games/:id/webhook: the seat's webhook set (or with null removed), answered as the seat's view shows it. */
export function setSeatWebhook(
  store: RoomStorage,
  room: Room,
  seat: Seat,
  hook: { url: string; format: WebhookFormat } | null,
): RoomResult<Changed<{ webhook: WebhookView | null }>> {
  const next = setWebhook(store, room, seat, hook);
  return ok({ room: next, answer: { webhook: webhookView(next, seat) } });
}

export interface DeliveryContext {
  store: RoomStorage;
  room: () => Room;
  setRoom: (room: Room) => void;
  fetcher: typeof fetch;
  clock: () => number;
}

async function send(fetcher: typeof fetch, url: string, body: string): Promise<boolean> {
  try {
    const res = await fetcher(url, {
      method: "POST",
      headers: { "content-type": "application/json", "user-agent": "Tablelink-Webhook" },
      body,
      redirect: "manual",
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await res.body?.cancel();
    return res.ok;
  } catch {
    return false;
  }
}

/** Sends every due notification; returns when the next one is due, or null. */
export function deliverWebhooks(ctx: DeliveryContext): Promise<number | null> {
  const { store } = ctx;
  // The room with the hook's new failure count (or switched off), kept once the transaction is written.
  let changed: Room | null = null;
  return flushQueue<NotificationRow, WebhookRow, boolean>(
    {
      policy: WEBHOOK_RETRY,
      rows: () => store.notifications(),
      reschedule: (row, attempts, nextAt) => store.updateNotification({ ...row, attempts, nextAt }),
      removeRow: (row) => store.deleteNotification(row.version, row.seat),
      transaction: (fn) => store.transaction(fn),
      target: (row) => ctx.room().webhooks.find((w) => w.seat === row.seat && w.active) ?? null,
      send: (row, hook) => send(ctx.fetcher, hook.url, row.body),
      settle: (row, sentTo, delivered) => {
        const room = ctx.room();
        const hook = room.webhooks.find((w) => w.seat === row.seat);
        // Replaced or removed while the request was out: its outcome no longer matters.
        if (!hook || hook.url !== sentTo.url) return null;
        let next: WebhookRow = hook;
        let outcome: Outcome = "delivered";
        if (delivered) {
          if (hook.failures !== 0) next = { ...hook, failures: 0 };
        } else {
          next = { ...hook, failures: hook.failures + 1 };
          outcome = "retry";
          // Failures count per hook, across its notifications: enough in a row switch it off.
          if (next.failures >= WEBHOOK_MAX_FAILURES) {
            next = { ...next, active: false };
            store.deleteWebhook(row.seat);
            outcome = "give-up";
          }
        }
        if (next !== hook) {
          store.putWebhook(next);
          changed = { ...room, webhooks: room.webhooks.map((w) => (w.seat === row.seat ? next : w)) };
        }
        return outcome;
      },
      settled: () => {
        if (changed) ctx.setRoom(changed);
        changed = null;
      },
    },
    ctx.clock,
  );
}
