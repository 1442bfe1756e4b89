// A table's host in a Durable Object (../ground/ports TableHost): its rows in the
// object's SQLite, its alarm, its hibernatable sockets, D1 for finished matches,
// and the VAPID pair. The only place (with ../game-room) that knows Cloudflare's types.
import { insertMatch } from "../../db/matches";
import { vapidKeys, vapidSubject } from "../../push/keys";
import type { RoomAlarm, TableHost } from "../ground/ports";
import type { RoomSeams } from "../ground/seams";
import { SOCKET_LIMITS } from "../live/socket-limits";
import { closeSilent } from "./live-sockets";
import { SqlPushStore } from "./sql-push-store";
import { SqlRoomStore } from "./sql-store";

function alarmOf(storage: DurableObjectStorage): RoomAlarm {
  return {
    get: () => storage.getAlarm(),
    set: (at) => storage.setAlarm(at),
    delete: () => storage.deleteAlarm(),
  };
}

export function durableHost(ctx: DurableObjectState, env: Env): TableHost {
  return {
    store: new SqlRoomStore(ctx.storage),
    push: new SqlPushStore(ctx.storage),
    alarm: alarmOf(ctx.storage),
    sockets: () => ctx.getWebSockets(),
    exclusive: (fn) => ctx.blockConcurrencyWhile(fn),
    deleteAll: () => ctx.storage.deleteAll(),
    closeSilent: (now, limits) => closeSilent(ctx, now, limits),
    vapidKeys: () => vapidKeys(env),
    vapidSubject: (origin) => vapidSubject(env, origin),
    createRematch: (input) => env.ROOMS.get(env.ROOMS.idFromName(input.id)).createRematch(input),
  };
}

/** A real table's seams but its clock (the table's own: ../timers/test-clock). */
export function durableSeams(env: Env): Omit<RoomSeams, "clock"> {
  return {
    sink: { insert: (record) => insertMatch(env.DB, record) },
    clubs: {
      report: (club, table, key, record) => env.CLUBS.get(env.CLUBS.idFromName(club)).report(table, key, record),
    },
    fetcher: (input, init) => fetch(input, init),
    socketLimits: SOCKET_LIMITS,
  };
}
