// Who hears of a change outside the table, decided after every change (a request's
// or the alarm's) in this one place: a "your turn" push for each subscribed seat that
// became due, a "finished" push when the match ended (./push), and the reminders of
// the deadlines now running (./reminders). The turn's webhooks are queued with the
// move itself, in its transaction (../play/commit), and a finished match's record
// (../play/record) likewise, so neither can be lost between the move and here.
import type { Room } from "../object/model";
import type { RoomStorage } from "../object/storage";
import { queuePushes } from "./push";
import type { PushStore } from "./push-store";
import { scheduleReminders } from "./reminders";

export function noticesAfter(push: PushStore, store: RoomStorage, room: Room, now: number): void {
  queuePushes(push, store, room, now);
  scheduleReminders(push, store, room, now);
}
