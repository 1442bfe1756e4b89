// What the room's single alarm does, by schedule key: deliver finished matches to
// D1, play the defaults of seats whose time ran out, play a bot's move, send
// queued webhooks and pushes, send reminders, end pauses, close silent sockets,
// and end abandoned tables. A synchronous handler runs as one `step` of the table
// (decided on recording rows, then its rows and its notices applied in one transaction,
// ../apply), as a seat's command does; one that
// awaits a request (webhooks, reminders) hands its new room to `keep` (../table).
import { flushOutbox } from "../delivery/outbox";
import { flushClubReports } from "../delivery/club-report";
import { deliverPushes } from "../delivery/push";
import { runReminders } from "../delivery/reminders";
import { deliverWebhooks } from "../delivery/webhooks";
import type { Room } from "../ground/model";
import type { TableHost } from "../ground/ports";
import type { RoomStorage } from "../ground/storage";
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
  /**
   * Runs a synchronous handler as one step: decided on rows that record its writes, then its
   * rows and its notices applied in one transaction; a changed room is kept and told (../table).
   */
  step: <R extends { room: Room; changed: boolean }>(decide: (store: RoomStorage) => R) => R;
  /** Keeps a room changed by an asynchronous handler (written already): its notices, and every socket its new view. */
  keep: (room: Room) => void;
  /** A series' next match opened (../seating/series); when to try again, or null. */
  nextMatch: () => Promise<number | null>;
}

export function alarmWork(ctx: AlarmContext): DueHandlers {
  const { host, seams } = ctx;
  const { store, push } = host;
  return {
    outbox: () => flushOutbox(store, seams.sink, seams.clock),
    series: () => ctx.nextMatch(),
    club: () => flushClubReports(store, seams.clubs, ctx.room().meta.id, seams.clock),
    clock: async () => {
      return ctx.step((rows) => runDeadlines(rows, ctx.room(), seams.clock())).next;
    },
    webhooks: () =>
      deliverWebhooks({ store, room: ctx.room, setRoom: ctx.keep, fetcher: seams.fetcher, clock: seams.clock }),
    bots: async () => {
      return ctx.step((rows) => runBots(rows, ctx.room(), seams.clock())).next;
    },
    sockets: async () => {
      // Sockets that said no hello in time. Hello timeouts run on real time; the schedule keeps the table's clock.
      const next = host.closeSilent(Date.now(), seams.socketLimits);
      return next === null ? null : next + store.clockLead();
    },
    pause: async () => {
      return ctx.step((rows) => pauseAlarm(rows, ctx.room(), seams.clock())).next;
    },
    remind: async () => runReminders({ store, push, room: ctx.room, setRoom: ctx.keep }, seams.clock()),
    abandon: async () => {
      ctx.step((rows) => abandonTable(rows, ctx.room(), seams.clock()));
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
