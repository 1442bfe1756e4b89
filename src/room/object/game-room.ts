// One Durable Object per game: a thin wrapper that serialises access, keeps the
// room in memory, and carries HTTP calls (RPC), WebSockets and the alarm to the
// room logic. RPC methods return result values: an exception thrown out of an RPC
// method would be logged as uncaught and reach the Worker as a bare error.
import { DurableObject } from "cloudflare:workers";
import type { Published, SpectatorFeed } from "./spectator-feed";
import { insertMatch } from "../../db/matches";
import { err, ok, type Result } from "../../engine/result";
import type { Seat } from "../../engine/types";
import type { WebhookFormat, WebhookView } from "../../protocol/async";
import { postChat } from "../seating/chat";
import { alarmWork } from "../timers/alarm-work";
import type { BotLevel } from "../../bots/types";
import { addBotSeat, fillBotSeats, setupBots } from "../seating/add-bots";
import type { Room, RoomError } from "./model";
import type { MatchSink } from "../delivery/outbox";
import { answerRematch, type RematchAnswer } from "../seating/rematch";
import { resignSeat } from "../play/resign";
import { createRematchRoom, createRoom, type CreateInput, type RematchInput } from "../seating/create";
import { joinRoom } from "../seating/join";
import { seatOfToken } from "../seating/tokens";
import { applyMove, isMoveOf } from "../play/move";
import { armAlarm, forgetArmedAlarm, runDue } from "../timers/schedule";
import { attachSocket, broadcast, onSocketMessage, reseatSockets } from "../live/sockets";
import { admitFrame, closeSilent, SOCKET_LIMITS, type SocketLimits } from "../live/socket-limits";
import { RoomStorage } from "./storage";
import { buildView, viewCache } from "./views";
import { setWebhook } from "../delivery/webhooks";
import { checkCancel, leaveSeat, newInvite } from "../seating/invites";
import { cleanupNow, scheduleExpiry } from "../timers/cleanup";
import { storedKeyPair, vapidKeys, vapidSubject, type KeyPairText } from "../../push/keys";
import type { PushTarget } from "../../push/subscription";
import type { TableEntry } from "../../protocol/tables";
import { deliverPushes, notePushes, setPushTarget } from "../delivery/push";
import { PushStore } from "../delivery/push-store";
import { lastMoveAt, tableSummary } from "./table-summary";
import { adoptAbandonRule } from "../timers/abandon";
import { advanceTableClock } from "../timers/test-clock";

/** A view as JSON text: built once here and sent on as is, not serialised twice. */
export type ViewJson = string;
export type RoomResult<T> = Result<T, RoomError>;

const NOT_FOUND_ERROR: RoomError = { code: "game/not_found", message: "No game has this id." };
const NOT_FOUND = err(NOT_FOUND_ERROR);
const BAD_TOKEN = err<RoomError>({ code: "auth/invalid_token", message: "This seat token is missing or unknown." });
const EXISTS = err<RoomError>({ code: "game/exists", message: "This id is taken." });

/**
 * The game object without its spectator transport: src/index.ts defines the
 * GameRoom class wrangler binds, handing it the relay tier's feed.
 */
export class RoomObject extends DurableObject<Env> {
  store!: RoomStorage;
  push: PushStore;
  room: Room | null = null;
  /** Where finished matches go; tests swap in a failing one. */
  sink: MatchSink;
  /**
   * "Now" for deadlines, chat limits and retries: real time plus the table's test-clock
   * lead (POST …/fixture/advance, ./test-clock). Worker tests may also replace it.
   */
  clock: () => number = () => Date.now() + (this.store?.clockLead() ?? 0);
  fetcher: typeof fetch = (input, init) => fetch(input, init);
  /** Carries the spectator view to the crowd (./spectator-feed; the relays of src/relay). */
  readonly relays: SpectatorFeed;
  /** Live-socket limits (./socket-limits); tests shorten the hello timeout. */
  socketLimits: SocketLimits = SOCKET_LIMITS;

  constructor(ctx: DurableObjectState, env: Env, relays: SpectatorFeed) {
    super(ctx, env);
    this.push = new PushStore(ctx.storage);
    this.sink = { insert: (record) => insertMatch(env.DB, record) };
    this.relays = relays;
    // Answered by the runtime without waking a hibernating object.
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair("ping", "pong"));
    void ctx.blockConcurrencyWhile(async () => {
      this.store = new RoomStorage(ctx.storage);
      this.room = this.store.load();
      // A table made before invites existed gets one, so its free seats are not open to everyone.
      // Likewise its expiry, so a table abandoned before cleanup existed goes too.
      if (this.room && this.room.state === null && !this.room.meta.invite) {
        const meta = { ...this.room.meta, invite: newInvite() };
        const createdAt = Date.parse(meta.createdAt) || this.clock();
        this.store.transaction(() => {
          this.store.saveRoom(meta, null);
          scheduleExpiry(this.store, createdAt);
        });
        this.room = { ...this.room, meta };
      }
      // A table started before the abandon rule existed gets its due time too.
      if (this.room) adoptAbandonRule(this.store, this.room, this.clock());
      // An alarm lost between a commit and setAlarm is re-armed here.
      if (this.room && this.store.schedule().length > 0 && (await ctx.storage.getAlarm()) === null)
        await armAlarm(ctx.storage, this.store);
    });
  }

  async create(input: CreateInput): Promise<RoomResult<{ token: string; commitment: string; invite: string }>> {
    return this.exclusive(async () => {
      if (this.room) return EXISTS;
      const { room, token } = await createRoom(this.store, input, this.clock());
      await this.changed(await setupBots(this.store, room, input.bots, this.clock()));
      return ok({ token, commitment: room.meta.commitment, invite: room.meta.invite! });
    });
  }

  async createRematch(input: RematchInput): Promise<RoomResult<{ id: string }>> {
    return this.exclusive(async () => {
      if (this.room) return EXISTS;
      await this.changed(await createRematchRoom(this.store, input, this.clock()));
      return ok({ id: input.id });
    });
  }

  async join(input: { name: string; entropy: string; invite?: unknown }): Promise<RoomResult<{ seat: number; token: string }>> {
    return this.exclusive(async () => {
      if (!this.room) return NOT_FOUND;
      const joined = await joinRoom(this.store, this.room, input, this.clock());
      if (!joined.ok) return joined;
      await this.changed(await fillBotSeats(this.store, joined.value.room, this.clock()));
      return ok({ seat: joined.value.seat, token: joined.value.token });
    });
  }

  /** The host cancels a waiting table: everything it stored is deleted, and its id is unknown from then on. */
  async cancel(token: string | undefined): Promise<RoomResult<{ cancelled: true }>> {
    return this.exclusive(async () => {
      if (!this.room) return NOT_FOUND;
      const seat = await seatOfToken(this.room, token);
      if (seat === null || seat === undefined) return BAD_TOKEN;
      const allowed = checkCancel(this.room, seat);
      if (!allowed.ok) return allowed;
      await this.purge(1000, "The host cancelled this table.");
      return ok({ cancelled: true as const });
    });
  }

  /** A joined player gives their seat back before the start. */
  async leave(token: string | undefined): Promise<RoomResult<{ left: true }>> {
    return this.exclusive(async () => {
      if (!this.room) return NOT_FOUND;
      const seat = await seatOfToken(this.room, token);
      if (seat === null || seat === undefined) return BAD_TOKEN;
      const left = leaveSeat(this.store, this.push, this.room, seat);
      if (!left.ok) return left;
      reseatSockets(this.ctx.getWebSockets(), seat);
      await this.changed(left.value);
      return ok({ left: true as const });
    });
  }

  async view(token?: string): Promise<RoomResult<ViewJson>> {
    return this.guard(async () => {
      if (!this.room) return NOT_FOUND;
      const seat = await seatOfToken(this.room, token);
      if (seat === null) return BAD_TOKEN;
      return ok(JSON.stringify(buildView(this.room, seat ?? null)));
    });
  }

  async move(token: string | undefined, version: number, move: unknown): Promise<RoomResult<ViewJson>> {
    if (this.room && !isMoveOf(this.room, move))
      // 400 (not a move of this game) outranks 401.
      return err({ code: "request/invalid", message: "That is not a move of this game." });
    this.relays.holdForMover();
    // Re-read after the await: another move may have landed meanwhile.
    return this.asSeat(token, (room, seat) => applyMove(this.store, room, seat, version, move, this.clock()));
  }

  async resign(token: string | undefined): Promise<RoomResult<ViewJson>> {
    return this.asSeat(token, (room, seat) => resignSeat(this.store, room, seat, this.clock()));
  }

  async chat(token: string | undefined, text: string): Promise<RoomResult<ViewJson>> {
    return this.asSeat(token, (room, seat) => postChat(this.store, room, seat, text, this.clock()));
  }

  async rematch(token: string | undefined, answer: RematchAnswer = "accept"): Promise<RoomResult<ViewJson>> {
    return this.exclusive(() =>
      this.asSeat(token, (room, seat) =>
        answerRematch(this.store, room, seat, answer, (input) => this.env.ROOMS.get(this.env.ROOMS.idFromName(input.id)).createRematch(input)),
      ),
    );
  }

  async webhook(token: string | undefined, hook: { url: string; format: WebhookFormat } | null): Promise<RoomResult<{ webhook: WebhookView | null }>> {
    return this.asSeat(token, (room, seat) => ok(setWebhook(this.store, room, seat, hook)), (room, seat) => ({
      webhook: (buildView(room, seat).webhook as WebhookView | null | undefined) ?? null,
    }));
  }

  /** A relay asks for the spectator view from now on (null: no such table). */
  async subscribeRelay(name: string): Promise<Published | null> {
    if (!this.room) return null;
    return this.relays.subscribe(name, () => viewCache(this.room!)(null));
  }

  async unsubscribeRelay(name: string): Promise<void> {
    this.relays.unsubscribe(name);
  }

  /** The Worker has sent the mover's answer: the spectator view may go to the relays. */
  async releaseSpectators(): Promise<void> {
    this.relays.release();
  }

  /** What the Worker needs to hold a live socket before its hello (src/relay/exists.ts); null: no such table. */
  async liveTerms(): Promise<{ helloTimeoutMs: number } | null> {
    return this.room ? { helloTimeoutMs: this.socketLimits.helloTimeoutMs } : null;
  }

  /** POST /api/games/:id/bots: a seated player puts a bot in the next free seat. */
  async addBot(token: string | undefined, level: BotLevel): Promise<RoomResult<{ seat: number }>> {
    return this.exclusive(async () => {
      if (!this.room) return NOT_FOUND;
      const seat = await seatOfToken(this.room, token);
      if (seat === null || seat === undefined) return BAD_TOKEN;
      const added = await addBotSeat(this.store, this.room, level, this.clock());
      if (!added.ok) return added;
      await this.changed(await fillBotSeats(this.store, added.value.room, this.clock()));
      return ok({ seat: added.value.seat });
    });
  }

  /** PUT/DELETE /api/games/:id/push: the seat's Web Push subscription. */
  async pushSubscription(token: string | undefined, target: PushTarget | null): Promise<RoomResult<{ push: { endpoint: string } | null }>> {
    return this.guard(async () => {
      if (!this.room) return NOT_FOUND;
      const seat = await seatOfToken(this.room, token);
      if (seat === null || seat === undefined) return BAD_TOKEN;
      setPushTarget(this.push, this.room, seat, target);
      return ok({ push: target ? { endpoint: target.endpoint } : null });
    });
  }

  /** The seat's entry in POST /api/tables. */
  async tableEntry(token: string): Promise<RoomResult<TableEntry>> {
    return this.guard(async () => {
      if (!this.room) return NOT_FOUND;
      const seat = await seatOfToken(this.room, token);
      if (seat === null || seat === undefined) return BAD_TOKEN;
      return ok(tableSummary(this.room, seat, lastMoveAt(this.ctx.storage.sql)));
    });
  }

  /** Only on the one object named KEY_HOLDER: the VAPID pair made on first use (src/push/keys.ts). */
  async vapidKeyPair(): Promise<KeyPairText> {
    return this.ctx.blockConcurrencyWhile(() => storedKeyPair(this.ctx.storage));
  }

  /** POST /api/games/:id/fixture/advance (fixtures only): the table's clock moves on by `ms`, and what fell due runs. */
  async advanceClock(ms: number): Promise<RoomResult<{ now: string }>> {
    return this.exclusive(async () => {
      if (!this.room) return NOT_FOUND;
      const now = await advanceTableClock(this.ctx.storage, this.store, ms, () => this.alarm(), () => this.room !== null);
      return ok({ now: new Date(now).toISOString() });
    });
  }

  async noop(): Promise<{ ok: true }> {
    return { ok: true };
  }

  async fetch(request: Request): Promise<Response> {
    if (!this.room) return Response.json({ error: NOT_FOUND_ERROR }, { status: 404 });
    const { response, helloDue } = attachSocket(this.ctx, request, this.socketLimits);
    // The alarm closes the socket if it stays silent; already due sooner: nothing to write.
    // Due times are on the table's clock (which a test may have moved ahead of real time).
    const due = this.store.schedule().find((d) => d.key === "sockets")?.due;
    const at = helloDue === null ? null : helloDue + this.store.clockLead();
    if (at !== null && (due === undefined || due > at)) {
      this.store.setDue("sockets", at);
      await armAlarm(this.ctx.storage, this.store);
    }
    return response;
  }

  async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): Promise<void> {
    // Size and rate first, before any parsing: a flood is dropped at the door.
    if (admitFrame(ws, message, Date.now(), this.socketLimits) !== "ok") return;
    await onSocketMessage(ws, message, () => this.room);
  }

  async webSocketClose(ws: WebSocket, code: number): Promise<void> {
    // Code 1005 ("no status") may not be sent back; anything else is echoed.
    try {
      ws.close(code === 1005 ? 1000 : code, "bye");
    } catch {
      // already closed
    }
  }

  async alarm(): Promise<void> {
    forgetArmedAlarm(this.ctx.storage);
    if (!this.room) return;
    const retire = cleanupNow(this.store, this.room, this.clock());
    if (retire) return this.purge(1001, retire);
    const work = alarmWork({
      store: this.store,
      sink: this.sink,
      clock: this.clock,
      fetcher: this.fetcher,
      room: () => this.room!,
      closeSilent: () => {
        // Hello timeouts run on real time; the schedule keeps the table's clock.
        const next = closeSilent(this.ctx, Date.now(), this.socketLimits);
        return next === null ? null : next + this.store.clockLead();
      },
      setRoom: (room) => {
        this.room = room;
        this.notePushes(room);
        this.broadcastViews();
      },
      pushes: () =>
        deliverPushes({
          push: this.push,
          keys: () => vapidKeys(this.env),
          subject: vapidSubject(this.env, this.room?.meta.origin),
          fetcher: this.fetcher,
          clock: this.clock,
        }),
    });
    await runDue(this.ctx.storage, this.store, work, this.clock());
  }

  /** Deletes the whole table (storage, alarm) and closes its sockets with `reason`. */
  private async purge(code: number, reason: string): Promise<void> {
    for (const ws of this.ctx.getWebSockets()) {
      try {
        ws.close(code, reason);
      } catch {
        // already closed
      }
    }
    await this.ctx.storage.deleteAlarm();
    await this.ctx.storage.deleteAll();
    forgetArmedAlarm(this.ctx.storage);
    this.room = null;
    // Spectators on relays are told the same (after the room is gone, so none resubscribes).
    await this.relays.closeAll(code, reason);
  }

  /** Authenticates a seat, runs a change on the room as it is now, and on success answers with that seat's view. */
  private async asSeat<T = ViewJson>(
    token: string | undefined,
    change: (room: Room, seat: Seat) => RoomResult<Room> | Promise<RoomResult<Room>>,
    answer: (room: Room, seat: Seat) => T = (room, seat) => JSON.stringify(buildView(room, seat)) as T,
  ): Promise<RoomResult<T>> {
    return this.guard(async () => {
      if (!this.room) return NOT_FOUND;
      const seat = await seatOfToken(this.room, token);
      if (seat === null || seat === undefined) return BAD_TOKEN;
      // Synchronous changes run on the room as it is now, with nothing in between.
      const pending = change(this.room, seat);
      const r = pending instanceof Promise ? await pending : pending;
      if (!r.ok) return r;
      await this.changed(r.value);
      return ok(answer(r.value, seat));
    });
  }

  /** Keeps the new room, sets the alarm to the schedule's first due item, and tells every socket. */
  private async changed(room: Room): Promise<void> {
    this.room = room;
    this.notePushes(room);
    await armAlarm(this.ctx.storage, this.store);
    this.broadcastViews();
  }

  /** Queues the pushes a change calls for (once per turn) and makes the alarm send them now. */
  private notePushes(room: Room): void {
    const now = this.clock();
    if (notePushes(this.push, room, now)) this.store.setDue("push", now);
  }

  private broadcastViews(): void {
    if (!this.room) return;
    broadcast(this.ctx.getWebSockets(), this.room);
    // The crowd gets the spectator view through the relays, after the mover's answer.
    const room = this.room;
    this.relays.publish(() => viewCache(room)(null));
  }

  /** Joins and creation run alone: a seat is chosen and the deal made with nothing in between. */
  private exclusive<T>(fn: () => Promise<RoomResult<T>>): Promise<RoomResult<T>> {
    return this.ctx.blockConcurrencyWhile(() => this.guard(fn));
  }

  private async guard<T>(fn: () => Promise<RoomResult<T>>): Promise<RoomResult<T>> {
    try {
      return await fn();
    } catch (e) {
      console.error("room error", e);
      return err({ code: "server/internal", message: "Something went wrong on our side; please try again." });
    }
  }
}
