// What is pushed and when (the subscriptions and the queue are ./push-store). A
// push goes out once per turn: after every change the room notes, per subscribed
// seat, whether it is due to act now; a seat that becomes due gets one
// "your_turn" push, and every subscribed seat gets one "finished" push when the
// match ends. Pushes are sent from the alarm (never inside a move request,
// ./retry-queue: leased, 1 s doubling, at most PUSH_MAX_ATTEMPTS), retried on
// network errors, 429 and 5xx, and a 404 or 410 from the push service drops the
// subscription: the browser has unsubscribed.
import { logLines } from "../../engine/log";
import { CATALOGS } from "../../words/catalogs";
import { seatName } from "../../words/say";
import { DEFAULT_LANG, type Lang } from "../../words/lang";
import { gameById, logIn } from "../../engine/registry";
import type { Seat } from "../../engine/types";
import type { PushPayload, QuietHours } from "../../protocol/push";
import { pushFate, sendPush } from "../../push/send";
import type { PushTarget } from "../../push/subscription";
import type { VapidKeys } from "../../push/vapid";
import { roomResult } from "../play/ending";
import type { Room } from "../ground/model";
import type { RoomStorage } from "../ground/storage";
import { namedText } from "../view/views";
import type { PushStore, QueuedPush, SubRow } from "../ground/push-store";
import { afterQuiet } from "./quiet-hours";
import { pushText } from "./push-texts";
import { flushQueue, type RetryPolicy } from "./retry-queue";

export const PUSH_MAX_ATTEMPTS = 5;
const PUSH_RETRY: RetryPolicy = { firstRetryMs: 1000, maxAttempts: PUSH_MAX_ATTEMPTS, leaseMs: 60_000 };

/** Playing, to act, and not resigned (a resigned seat's moves are played for it). */
export function isDue(room: Room, seat: Seat): boolean {
  if (room.state === null || room.meta.finishedAt !== null) return false;
  const def = gameById(room.meta.game);
  if (!def || (room.meta.resigned ?? []).includes(seat)) return false;
  return def.toAct(room.state).includes(seat);
}

/**
 * `{lang}` for an answer or a push payload, or nothing for English, the default:
 * what was English before languages stays exactly as it was.
 */
export function langField(lang: Lang): { lang?: Lang } {
  return lang === DEFAULT_LANG ? {} : { lang };
}

/**
 * PUT/DELETE /api/games/:id/push: registers (or with null removes) a seat's subscription, and answers what
 * the seat now has. A seat already due now is not pushed for this turn: its holder is here.
 */
export function setPushTarget(
  push: PushStore,
  room: Room,
  seat: Seat,
  target: PushTarget | null,
  quiet: QuietHours | null = null,
  lang: Lang = DEFAULT_LANG,
): { push: { endpoint: string; quiet?: QuietHours; lang?: Lang } | null } {
  if (target === null) {
    push.transaction(() => push.drop(seat));
    return { push: null };
  }
  push.put({ seat, ...target, due: isDue(room, seat), finished: room.meta.finishedAt !== null, quiet, lang });
  const said = langField(lang);
  return { push: quiet ? { endpoint: target.endpoint, quiet, ...said } : { endpoint: target.endpoint, ...said } };
}

/** "Stakes Duel" for the two-seat Stakes, else the game's name. */
export function gameTitle(room: Room, lang: Lang = DEFAULT_LANG): string {
  const name = gameById(room.meta.game)?.name ?? room.meta.game;
  return room.meta.game === "stakes" && room.meta.seatsTotal === 2 ? pushText(lang, "push.duel", [name]) : name;
}

/** "Bob", "Bob and Cy", "Bob, Cy and 2 others". */
export function opponents(room: Room, seat: Seat, lang: Lang = DEFAULT_LANG): string {
  const names = room.seats.filter((s) => s.seat !== seat).map((s) => s.name);
  if (names.length === 0) return pushText(lang, "push.nobody");
  if (names.length === 1) return names[0]!;
  if (names.length === 2) return pushText(lang, "push.two", [names[0]!, names[1]!]);
  return pushText(lang, "push.more", [names[0]!, names[1]!, names.length - 2]);
}

/** The last line everyone may read, with names, in `lang` (webhooks: English). */
export function lastPublicLine(room: Room, lang: Lang = DEFAULT_LANG): string {
  const log = room.state ? logLines(room.state.log, logIn(lang)) : [];
  for (let i = log.length - 1; i >= 0; i--) if (!log[i]!.to) return namedText(log[i]!.text, room.seats, lang);
  return pushText(lang, "push.started");
}

function resultLine(room: Room, seat: Seat, lang: Lang): string {
  const result = roomResult(room);
  if (!result) return pushText(lang, "push.over");
  if (result.reason === "abandoned") return pushText(lang, "push.abandoned");
  if (result.winners.includes(seat)) return pushText(lang, result.winners.length === 1 ? "push.won" : "push.shared");
  const names = result.winners.map((w) => room.seats[w]?.name ?? seatName(w, CATALOGS[lang]));
  return pushText(lang, "push.winners", [names.join(pushText(lang, "push.and"))]);
}

/** A push in the language the seat chose when it subscribed (default English). */
export function pushPayload(
  room: Room,
  seat: Seat,
  type: "your_turn" | "finished",
  lang: Lang = DEFAULT_LANG,
): PushPayload {
  const { meta } = room;
  const base = { id: meta.id, game: meta.game, url: `${meta.origin ?? ""}/g/${meta.id}` };
  const said = langField(lang);
  const against = opponents(room, seat, lang);
  if (type === "finished")
    return {
      type,
      ...base,
      title: pushText(lang, "push.over.title", [against, gameTitle(room, lang)]),
      body: resultLine(room, seat, lang),
      ...said,
    };
  return {
    type,
    ...base,
    title: pushText(lang, "push.turn.title", [against, gameTitle(room, lang)]),
    body: lastPublicLine(room, lang),
    ...said,
  };
}

/** After every change: queues the pushes it calls for (once per turn), and makes the alarm send them now. */
export function queuePushes(push: PushStore, store: RoomStorage, room: Room, now: number): void {
  if (notePushes(push, room, now)) store.setDue("push", now);
}

/** Queues the pushes a change calls for; true when any was queued. */
function notePushes(push: PushStore, room: Room, now: number): boolean {
  let queued = false;
  const finished = room.meta.finishedAt !== null;
  const subs = push.subs();
  if (subs.length === 0) return false;
  push.transaction(() => {
    for (const sub of subs) {
      const due = isDue(room, sub.seat);
      if (due === sub.due && finished === sub.finished) continue;
      // Within the seat's quiet hours a push waits for their end.
      if (due && !sub.due) {
        push.enqueue(
          sub.seat,
          sub.endpoint,
          pushPayload(room, sub.seat, "your_turn", sub.lang),
          afterQuiet(sub.quiet, now),
        );
        queued = true;
      }
      if (finished && !sub.finished) {
        push.enqueue(
          sub.seat,
          sub.endpoint,
          pushPayload(room, sub.seat, "finished", sub.lang),
          afterQuiet(sub.quiet, now),
        );
        queued = true;
      }
      push.mark(sub.seat, due, finished);
    }
  });
  return queued;
}

export interface PushDelivery {
  push: PushStore;
  keys: () => Promise<VapidKeys>;
  subject: string;
  fetcher: typeof fetch;
  clock: () => number;
}

/** Sends every due push; returns when the next one is due, or null. */
export function deliverPushes(ctx: PushDelivery): Promise<number | null> {
  const { push } = ctx;
  let keys: VapidKeys;
  const subOf = (q: QueuedPush) => push.subs().find((s) => s.seat === q.seat && s.endpoint === q.endpoint) ?? null;
  return flushQueue<QueuedPush, SubRow, number>(
    {
      policy: PUSH_RETRY,
      rows: () => push.queued(),
      reschedule: (q, attempts, nextAt) => push.reschedule(q.id, attempts, nextAt),
      removeRow: (q) => push.done(q.id),
      transaction: (fn) => push.transaction(fn),
      prepare: async () => {
        keys = await ctx.keys();
      },
      target: subOf,
      send: (q, sub) =>
        sendPush(ctx.fetcher, sub, JSON.parse(q.payload) as PushPayload, keys, ctx.subject, ctx.clock()),
      settle: (q, _sub, status) => {
        // Replaced or removed while the request was out: its outcome no longer matters.
        if (!subOf(q)) return null;
        const fate = pushFate(status);
        if (fate !== "gone") return fate;
        push.drop(q.seat);
        return "give-up";
      },
    },
    ctx.clock,
  );
}
