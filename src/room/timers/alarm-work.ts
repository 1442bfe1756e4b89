// What the room's single alarm does, by schedule key: deliver finished matches to
// D1, play the defaults of seats whose time ran out, and send queued webhooks.
import { abandonTable } from "./abandon";
import { runBots } from "../play/bot-turns";
import { runDeadlines } from "./deadlines";
import type { Room } from "../object/model";
import { flushOutbox, type MatchSink } from "../delivery/outbox";
import type { DueHandlers } from "./schedule";
import type { RoomStorage } from "../object/storage";
import { deliverWebhooks } from "../delivery/webhooks";

export interface AlarmContext {
  store: RoomStorage;
  sink: MatchSink;
  clock: () => number;
  fetcher: typeof fetch;
  room: () => Room;
  /** Closes live sockets that never said hello; returns when the next is due. */
  closeSilent: () => number | null;
  /** Keeps a changed room and sends every socket its new view. */
  setRoom: (room: Room) => void;
  /** Sends queued Web Push messages (src/room/push.ts). */
  pushes: () => Promise<number | null>;
}

export function alarmWork(ctx: AlarmContext): DueHandlers {
  return {
    outbox: () => flushOutbox(ctx.store, ctx.sink, ctx.clock),
    clock: async () => {
      const r = runDeadlines(ctx.store, ctx.room(), ctx.clock());
      if (r.changed) ctx.setRoom(r.room);
      return r.next;
    },
    webhooks: () => deliverWebhooks(ctx),
    bots: async () => {
      const r = runBots(ctx.store, ctx.room(), ctx.clock());
      if (r.changed) ctx.setRoom(r.room);
      return r.next;
    },
    sockets: async () => ctx.closeSilent(),
    abandon: async () => {
      const r = abandonTable(ctx.store, ctx.room(), ctx.clock());
      if (r.changed) ctx.setRoom(r.room);
      return null;
    },
    push: ctx.pushes,
  };
}
