// Club pushes: when a member opens a club table with a seat free, every other
// member with a subscription gets one push, in their language, held to the end of
// their quiet hours. Sent from the club's alarm through the room's retry queue
// (leased, 1 s doubling, at most 5 attempts; 404/410 drop the subscription), as
// seat pushes are.
import type { Lang } from "../words/lang";
import type { GameId } from "../engine/types";
import type { ClubPushPayload } from "../protocol/club";
import type { PushPayload } from "../protocol/push";
import { pushFate, sendPush } from "../push/send";
import type { VapidKeys } from "../push/vapid";
import { afterQuiet } from "../room/delivery/quiet-hours";
import { flushQueue, type RetryPolicy } from "../room/delivery/retry-queue";
import { openedText } from "./club-texts";
import type { ClubStorage, QueuedClubPush, SubRow } from "./storage";

const CLUB_PUSH_RETRY: RetryPolicy = { firstRetryMs: 1000, maxAttempts: 5, leaseMs: 60_000 };

export interface OpenedTable {
  club: { id: string; name: string; origin: string };
  table: { id: string; game: GameId; seats: number };
  by: { id: string; name: string };
}

export function openedPayload(o: OpenedTable, lang: Lang): ClubPushPayload {
  return {
    type: "club_table",
    id: o.table.id,
    game: o.table.game,
    club: o.club.id,
    title: o.club.name,
    body: openedText(lang, o.by.name, o.table.game, o.table.seats, o.club.name),
    url: `${o.club.origin}/c/${o.club.id}`,
    ...(lang === "nb" ? { lang } : {}),
  };
}

/** Queues the push for every other subscribed member; true when any was queued. */
export function queueOpened(store: ClubStorage, o: OpenedTable, now: number): boolean {
  const subs = store.subs().filter((s) => s.member !== o.by.id);
  for (const s of subs)
    store.enqueuePush(s.member, s.endpoint, JSON.stringify(openedPayload(o, s.lang)), afterQuiet(s.quiet, now));
  return subs.length > 0;
}

export interface ClubPushDelivery {
  store: ClubStorage;
  keys: () => Promise<VapidKeys>;
  subject: string;
  fetcher: typeof fetch;
  clock: () => number;
}

/** Sends every due push; returns when the next is due, or null. */
export function deliverClubPushes(ctx: ClubPushDelivery): Promise<number | null> {
  const { store } = ctx;
  let keys: VapidKeys;
  const subOf = (q: QueuedClubPush): SubRow | null =>
    store.subs().find((s) => s.member === q.member && s.endpoint === q.endpoint) ?? null;
  return flushQueue<QueuedClubPush, SubRow, number>(
    {
      policy: CLUB_PUSH_RETRY,
      rows: () => store.queuedPushes(),
      reschedule: (q, attempts, nextAt) => store.reschedulePush(q.id, attempts, nextAt),
      removeRow: (q) => store.donePush(q.id),
      transaction: (fn) => store.transaction(fn),
      prepare: async () => {
        keys = await ctx.keys();
      },
      target: subOf,
      // The payload is a push like a seat's, of its own type (club_table), with the club's id.
      send: (q, sub) =>
        sendPush(ctx.fetcher, sub, JSON.parse(q.payload) as PushPayload, keys, ctx.subject, ctx.clock()),
      settle: (q, _sub, status) => {
        if (!subOf(q)) return null;
        const fate = pushFate(status);
        if (fate !== "gone") return fate;
        store.dropSub(q.member);
        return "give-up";
      },
    },
    ctx.clock,
  );
}
