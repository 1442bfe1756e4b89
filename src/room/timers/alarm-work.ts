// What the room's single alarm does, by schedule key: deliver finished matches to
// D1, play the defaults of seats whose time ran out, play a bot's move, send
// queued webhooks and pushes, send reminders, end pauses, close silent sockets,
// and end abandoned tables. A handler that changes the room hands the new room to
// `keep`, the same keeping every request's change goes through (../table).
import { flushOutbox } from "../delivery/outbox";
import { deliverPushes } from "../delivery/push";
import { runReminders } from "../delivery/reminders";
import { deliverWebhooks } from "../delivery/webhooks";
import type { Room } from "../ground/model";
import type { TableHost } from "../ground/ports";
import type { RoomSeams } from "../ground/seams";
import { runBots } from "../play/bot-turns";
import { abandonTable } from "./abandon";
import { runDeadlines } from "./deadlines";
import { pauseAlarm } from "./pause-clock";
import type { DueHandlers } from "./schedule";

export interface AlarmContext {
  host: TableHost;
  seams: Readonly<RoomSeams>;
  room: () => Room;
  /** Keeps a changed room: its notices, and every socket its new view (../table keep). */
  keep: (room: Room) => void;
}

export function alarmWork(ctx: AlarmContext): DueHandlers {
  const { host, seams } = ctx;
  const { store, push } = host;
  const changed = (r: { room: Room; changed: boolean }) => {
    if (r.changed) ctx.keep(r.room);
  };
  return {
    outbox: () => flushOutbox(store, seams.sink, seams.clock),
    clock: async () => {
      const r = runDeadlines(store, ctx.room(), seams.clock());
      changed(r);
      return r.next;
    },
    webhooks: () =>
      deliverWebhooks({ store, room: ctx.room, setRoom: ctx.keep, fetcher: seams.fetcher, clock: seams.clock }),
    bots: async () => {
      const r = runBots(store, ctx.room(), seams.clock());
      changed(r);
      return r.next;
    },
    sockets: async () => {
      // Sockets that said no hello in time. Hello timeouts run on real time; the schedule keeps the table's clock.
      const next = host.closeSilent(Date.now(), seams.socketLimits);
      return next === null ? null : next + store.clockLead();
    },
    pause: async () => {
      const r = pauseAlarm(store, ctx.room(), seams.clock());
      changed(r);
      return r.next;
    },
    remind: async () => runReminders({ store, push, room: ctx.room, setRoom: ctx.keep }, seams.clock()),
    abandon: async () => {
      changed(abandonTable(store, ctx.room(), seams.clock()));
      return null;
    },
    push: () =>
      deliverPushes({
        push,
        keys: () => host.vapidKeys(),
        subject: host.vapidSubject(ctx.room()?.meta.origin),
        fetcher: seams.fetcher,
        clock: seams.clock,
      }),
  };
}
