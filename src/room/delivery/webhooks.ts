// Each seat's webhook and the delivery of its queued notifications. Deliveries run
// from the alarm, never inside a move request, so a slow or dead endpoint cannot
// hold up play. A failure is retried with doubling backoff; after
// WEBHOOK_MAX_FAILURES consecutive failures the webhook is switched off and its
// seat's view says so.
import type { Seat } from "../../engine/types";
import type { WebhookFormat } from "../../protocol/async";
import type { Room, WebhookRow } from "../object/model";
import type { NotificationRow, RoomStorage } from "../object/storage";

export const WEBHOOK_MAX_FAILURES = 5;
export const WEBHOOK_FIRST_RETRY_MS = 1000;
/** A delivery in flight is not picked up again before this (an eviction mid-request retries after it). */
const LEASE_MS = 60_000;
const TIMEOUT_MS = 10_000;

export function setWebhook(store: RoomStorage, room: Room, seat: Seat, hook: { url: string; format: WebhookFormat } | null): Room {
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
export async function deliverWebhooks(ctx: DeliveryContext): Promise<number | null> {
  const { store } = ctx;
  const due = store.notifications().filter((n) => n.nextAt <= ctx.clock());
  for (const row of due) {
    const hook = ctx.room().webhooks.find((w) => w.seat === row.seat && w.active);
    if (!hook) {
      store.deleteNotification(row.version, row.seat);
      continue;
    }
    store.updateNotification({ ...row, nextAt: ctx.clock() + LEASE_MS });
    const delivered = await send(ctx.fetcher, hook.url, row.body);
    settle(ctx, row, hook.url, delivered);
  }
  const left = store.notifications();
  return left.length === 0 ? null : Math.min(...left.map((n) => n.nextAt));
}

function settle(ctx: DeliveryContext, row: NotificationRow, url: string, delivered: boolean): void {
  const { store } = ctx;
  const room = ctx.room();
  const hook = room.webhooks.find((w) => w.seat === row.seat);
  // Replaced or removed while the request was out: its outcome no longer matters.
  if (!hook || hook.url !== url) return;
  let next: WebhookRow = hook;
  store.transaction(() => {
    if (delivered) {
      store.deleteNotification(row.version, row.seat);
      if (hook.failures !== 0) next = { ...hook, failures: 0 };
    } else {
      const attempts = row.attempts + 1;
      next = { ...hook, failures: hook.failures + 1 };
      if (next.failures >= WEBHOOK_MAX_FAILURES) {
        next = { ...next, active: false };
        store.deleteWebhook(row.seat);
      } else {
        store.updateNotification({ ...row, attempts, nextAt: ctx.clock() + WEBHOOK_FIRST_RETRY_MS * 2 ** (attempts - 1) });
      }
    }
    if (next !== hook) store.putWebhook(next);
  });
  if (next !== hook) ctx.setRoom({ ...room, webhooks: room.webhooks.map((w) => (w.seat === row.seat ? next : w)) });
}
