// Reminders (docs/api.md "Reminders and quiet hours"): a seat on the clock that
// has not moved hears once, when a quarter of its time for the move is left: a
// push of type "reminder" to its subscription (moved out of its quiet hours,
// ./quiet-hours) and a webhook event "reminder" in its hook's format. Bots have
// no deadline, so never get one. Which deadlines were reminded of, per channel,
// is kept in the room's meta, so each goes out once; a seat that moves and stays
// to act starts a new deadline, and that deadline may be reminded of again.
// The times are an item of the room's schedule ("remind"), run by its alarm.
import type { Seat } from "../../engine/types";
import { TIME_PER_MOVE_MS } from "../../protocol/async";
import type { PushPayload } from "../../protocol/push";
import type { Deadline, Room, RoomMeta } from "../ground/model";
import type { Reminded } from "../ground/pause-meta";
import type { RoomStorage } from "../ground/storage";
import { roomOptions } from "../play/clock";
import { gameTitle, langField, lastPublicLine, opponents } from "./push";
import { dueIn, pushText } from "./push-texts";
import { DEFAULT_LANG, type Lang } from "../../words/lang";
import type { PushStore, SubRow } from "../ground/push-store";
import { reminderTime } from "./quiet-hours";
import { formatBody, yourTurnPayload } from "./webhook-format";

interface Due {
  deadline: Deadline;
  /** When the webhook's and the push's reminders go (absent: none wanted, or sent). */
  hook?: number;
  push?: number;
}

/** Each deadline's reminder times still to come, for seats with a hook or a subscription. */
function pending(room: Room, subs: SubRow[], now: number): Due[] {
  const { meta } = room;
  const ms = TIME_PER_MOVE_MS[roomOptions(meta).timePerMove];
  if (ms === null || meta.finishedAt !== null || meta.pause?.active) return [];
  return (meta.deadlines ?? []).map((d) => {
    const sent = sentFor(meta, d);
    const at = d.at - ms / 4;
    const due: Due = { deadline: d };
    if (!sent?.hook && room.webhooks.some((w) => w.seat === d.seat && w.active)) due.hook = Math.max(at, now);
    const sub = subs.find((s) => s.seat === d.seat);
    if (!sent?.push && sub) due.push = reminderTime(sub.quiet, at, d.at, now);
    return due;
  });
}

const sentFor = (meta: RoomMeta, d: Deadline) => meta.reminded?.find((r) => r.seat === d.seat && r.at === d.at);

function earliest(dues: Due[]): number | null {
  const times = dues.flatMap((d) => [d.hook, d.push].filter((t): t is number => t !== undefined));
  return times.length === 0 ? null : Math.min(...times);
}

/** After every change: when the next reminder is due, in the room's schedule. */
export function scheduleReminders(push: PushStore, store: RoomStorage, room: Room, now: number): number | null {
  const next = earliest(pending(room, push.subs(), now));
  store.setDue("remind", next);
  return next;
}

/** "15 minutes", "6 hours", "1 day 18 hours". */
/** A reminder push in the seat's language (default English). */
export function reminderPayload(
  room: Room,
  seat: Seat,
  deadline: number,
  now: number,
  lang: Lang = DEFAULT_LANG,
): PushPayload {
  const { meta } = room;
  return {
    type: "reminder",
    id: meta.id,
    game: meta.game,
    title: pushText(lang, "push.reminder.title", [opponents(room, seat, lang), gameTitle(room, lang)]),
    body: pushText(lang, "push.reminder.body", [dueIn(deadline - now, lang)]),
    url: `${meta.origin ?? ""}/g/${meta.id}`,
    ...langField(lang),
  };
}

export interface ReminderContext {
  store: RoomStorage;
  push: PushStore;
  room: () => Room;
  setRoom: (room: Room) => void;
}

/** The alarm's "remind" work: sends what is due, notes it, and answers when the next is due. */
export function runReminders(ctx: ReminderContext, now: number): number | null {
  const { store, push } = ctx;
  const room = ctx.room();
  const subs = push.subs();
  const dues = pending(room, subs, now);
  const version = room.state?.version ?? 0;
  const sent: Reminded[] = [];
  const writes: (() => void)[] = [];
  for (const { deadline: d, hook, push: pushAt } of dues) {
    const mark: Reminded = { ...(sentFor(room.meta, d) ?? { seat: d.seat, at: d.at }) };
    if (hook !== undefined && hook <= now) {
      const h = room.webhooks.find((w) => w.seat === d.seat && w.active)!;
      const payload = { ...yourTurnPayload(room, d.seat, lastPublicLine(room), d.at), event: "reminder" as const };
      // Keyed apart from the turn's own notification (version, seat), which may still be queued.
      const key = -1 - version;
      writes.push(() =>
        store.queueNotification({
          version: key,
          seat: d.seat,
          body: JSON.stringify(formatBody(h.format, payload)),
          attempts: 0,
          nextAt: now,
        }),
      );
      mark.hook = true;
    }
    const sub = subs.find((s) => s.seat === d.seat);
    if (pushAt !== undefined && pushAt <= now && sub) {
      writes.push(() => push.enqueue(d.seat, sub.endpoint, reminderPayload(room, d.seat, d.at, now, sub.lang), now));
      mark.push = true;
    }
    if (mark.hook || mark.push) sent.push(mark);
  }
  if (writes.length === 0) return earliest(dues);
  // Only the current deadlines' marks are kept: older ones can never come due again.
  const current = (room.meta.deadlines ?? []).flatMap((d) => {
    const m = sent.find((s) => s.seat === d.seat && s.at === d.at) ?? sentFor(room.meta, d);
    return m ? [m] : [];
  });
  const next: Room = { ...room, meta: { ...room.meta, reminded: current } };
  store.transaction(() => {
    store.saveRoom(next.meta, next.state);
    for (const w of writes) w();
    if (sent.some((m) => m.hook)) store.setDue("webhooks", now);
    if (sent.some((m) => m.push)) store.setDue("push", now);
  });
  ctx.setRoom(next);
  return earliest(pending(next, subs, now));
}
