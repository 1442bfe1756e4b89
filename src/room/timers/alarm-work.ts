// What the room's single alarm does, by schedule key: deliver finished matches to
// D1, play the defaults of seats whose time ran out, play a bot's move, send
// queued webhooks and pushes, send reminders, end pauses, close silent sockets,
// and end abandoned tables.
import { vapidKeys, vapidSubject } from "../../push/keys";
import { flushOutbox } from "../delivery/outbox";
import { flushClubReports } from "../delivery/club-report";
import { deliverPushes } from "../delivery/push";
import type { PushStore } from "../delivery/push-store";
import { runReminders } from "../delivery/reminders";
import { deliverWebhooks } from "../delivery/webhooks";
import { closeSilent } from "../live/socket-limits";
import type { Room } from "../object/model";
import type { RoomSeams } from "../object/seams";
import type { RoomStorage } from "../object/storage";
import { runBots } from "../play/bot-turns";
import { abandonTable } from "./abandon";
import { runDeadlines } from "./deadlines";
import { pauseAlarm } from "./pause-clock";
import type { DueHandlers } from "./schedule";

export interface AlarmContext {
  state: DurableObjectState;
  env: Env;
  store: RoomStorage;
  push: PushStore;
  seams: Readonly<RoomSeams>;
  room: () => Room;
  /** Keeps a changed room and sends every socket its new view. */
  setRoom: (room: Room) => void;
}

export function alarmWork(ctx: AlarmContext): DueHandlers {
  const { store, seams } = ctx;
  return {
    outbox: () => flushOutbox(store, seams.sink, seams.clock),
    club: () => flushClubReports(store, ctx.env, ctx.room().meta.id, seams.clock),
    clock: async () => {
      const r = runDeadlines(store, ctx.room(), seams.clock());
      if (r.changed) ctx.setRoom(r.room);
      return r.next;
    },
    webhooks: () =>
      deliverWebhooks({ store, room: ctx.room, setRoom: ctx.setRoom, fetcher: seams.fetcher, clock: seams.clock }),
    bots: async () => {
      const r = runBots(store, ctx.room(), seams.clock());
      if (r.changed) ctx.setRoom(r.room);
      return r.next;
    },
    sockets: async () => {
      // Sockets that said no hello in time. Hello timeouts run on real time; the schedule keeps the table's clock.
      const next = closeSilent(ctx.state, Date.now(), seams.socketLimits);
      return next === null ? null : next + store.clockLead();
    },
    pause: async () => {
      const r = pauseAlarm(store, ctx.room(), seams.clock());
      if (r.changed) ctx.setRoom(r.room);
      return r.next;
    },
    remind: async () => runReminders({ store, push: ctx.push, room: ctx.room, setRoom: ctx.setRoom }, seams.clock()),
    abandon: async () => {
      const r = abandonTable(store, ctx.room(), seams.clock());
      if (r.changed) ctx.setRoom(r.room);
      return null;
    },
    push: () =>
      deliverPushes({
        push: ctx.push,
        keys: () => vapidKeys(ctx.env),
        subject: vapidSubject(ctx.env, ctx.room()?.meta.origin),
        fetcher: seams.fetcher,
        clock: seams.clock,
      }),
  };
}
