// Who outside the table hears of a change, and with what: decided here, in one
// place, for every change (a request's or the alarm's).
//
//   with the move    in the move's own transaction (../play/commit), so neither can be
//                    lost between the move and its notice: a "your turn" webhook for each
//                    seat whose turn began, a finished match's record for D1 (the outbox),
//                    and for a club table the same record for its club's standings
//   after a change   in the same transaction as the change's rows (../apply: every command,
//                    whether it awaits or not, and the alarm's handlers): a "your
//                    turn" push for each subscribed seat that became due, a "finished" push
//                    when the match ended (./push), and the reminders of the deadlines now
//                    running (./reminders)
//
// Everything queued here is sent by the alarm, never inside the request (./retry-queue).
// A new notice is a line in one of the two functions below.
import { linesFrom } from "../../engine/log";
import { logIn } from "../../engine/registry";
import { CATALOGS } from "../../words/catalogs";
import { say } from "../../words/say";
import type { Seat } from "../../engine/types";
import type { Room } from "../ground/model";
import type { RoomStorage } from "../ground/storage";
import { namedText } from "../view/views";
import { noticesOfFinish } from "./finish-notices";
import { queuePushes } from "./push";
import type { PushStore } from "../ground/push-store";
import { scheduleReminders } from "./reminders";
import { formatBody, yourTurnPayload } from "./webhook-format";

/** A move's change as its notices need it: whose turn began, and where its log lines start. */
export interface MoveChange {
  began: readonly Seat[];
  /** The index of the change's first log line. */
  from: number;
}

/** Written inside the move's transaction: its turn's webhooks and, once the match is over, its record. */
export function noticesWithMove(store: RoomStorage, next: Room, change: MoveChange, now: number): void {
  const version = next.state?.version ?? 0;
  let hooks = 0;
  for (const seat of change.began) {
    const hook = next.webhooks.find((w) => w.seat === seat && w.active);
    if (!hook) continue;
    const deadline = next.meta.deadlines?.find((d) => d.seat === seat)?.at ?? null;
    const happened = lastPublicLine(next, change.from);
    const body = JSON.stringify(formatBody(hook.format, yourTurnPayload(next, seat, happened, deadline)));
    store.queueNotification({ version, seat, body, attempts: 0, nextAt: now });
    hooks++;
  }
  if (hooks > 0) store.setDue("webhooks", now);
  if (next.meta.finishedAt !== null) noticesOfFinish(store, next, now);
}

/** After every change is kept: the pushes it calls for and the reminders now due. */
export function noticesAfter(push: PushStore, store: RoomStorage, room: Room, now: number): void {
  queuePushes(push, store, room, now);
  scheduleReminders(push, store, room, now);
}

/** What a notification says happened: the change's last public log line, with names. */
function lastPublicLine(room: Room, from: number): string {
  const log = room.state ? linesFrom(room.state.log, from, logIn("en")) : [];
  for (let i = log.length - 1; i >= 0; i--) {
    const e = log[i]!;
    if (!e.to) return namedText(e.text, room.seats);
  }
  return say(CATALOGS.en, "push.started");
}
