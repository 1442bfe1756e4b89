// One Durable Object per game, as the Worker sees it: the RPC surface and the
// WebSockets of one table (./table), over the Cloudflare host (./cloudflare/host).
// It serialises nothing itself and decides nothing: each method hands its call to
// the table. RPC methods return result values: an exception thrown out of one would
// be logged as uncaught and reach the Worker as a bare error.
//
// The crowd's feed comes from whoever composes the Worker (src/index.ts gives the
// relay tier's RelayFanout), so the room never imports the relays above it.
import { DurableObject } from "cloudflare:workers";
import type { BotLevel } from "../bots/types";
import type { Lang } from "../words/lang";
import type { WebhookFormat, WebhookView } from "../protocol/async";
import { GAME_NOT_FOUND } from "../protocol/not-found";
import type { QuietHours } from "../protocol/push";
import type { TableEntry, TableReplaced } from "../protocol/tables";
import { storedKeyPair, type KeyPairText } from "../push/keys";
import type { PushTarget } from "../push/subscription";
import { durableHost, durableSeams } from "./cloudflare/host";
import { attachSocket } from "./cloudflare/live-sockets";
import type { PushStore } from "./ground/push-store";
import type { Room, RoomResult, ViewJson } from "./ground/model";
import type { RoomSeams } from "./ground/seams";
import type { Published, SpectatorFeed } from "./ground/spectator-feed";
import type { RoomStorage } from "./ground/storage";
import type { CreateInput, RematchInput } from "./seating/create";
import type { DiscordUser } from "./seating/discord";
import type { JoinInput } from "./seating/join";
import type { RematchAnswer } from "./seating/rematch";
import type { ReplaceWith } from "./seating/replace";
import { type ReplaceReply, Table } from "./table";
import { TableClock } from "./timers/test-clock";

export type { ReplaceReply } from "./table";

/** Makes a table's spectator feed (src/index.ts: the relay tier's). */
export type FeedFactory = (ctx: DurableObjectState, env: Env) => SpectatorFeed;

/** The Durable Object class, given where its spectator view goes; src/index.ts exports it as GameRoom. */
export function gameRoomClass(feed: FeedFactory) {
  return class GameRoom extends DurableObject<Env> {
    readonly table: Table;

    constructor(ctx: DurableObjectState, env: Env) {
      super(ctx, env);
      const host = durableHost(ctx, env);
      this.table = new Table(host, feed(ctx, env), new TableClock(() => host.store), durableSeams(env));
      // Answered by the runtime without waking a hibernating object.
      ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair("ping", "pong"));
      void ctx.blockConcurrencyWhile(() => this.table.load());
    }

    // What the worker tests reach (tests/worker): the room in memory, its rows, the feed and the seams.
    get room(): Room | null {
      return this.table.room;
    }
    set room(room: Room | null) {
      this.table.room = room;
    }
    get store(): RoomStorage {
      return this.table.host.store;
    }
    get push(): PushStore {
      return this.table.host.push;
    }
    get relays(): SpectatorFeed {
      return this.table.relays;
    }
    get seams(): Readonly<RoomSeams> {
      return this.table.seams;
    }
    setSeams(seams: Partial<RoomSeams>): void {
      this.table.setSeams(seams);
    }

    async create(input: CreateInput): Promise<RoomResult<{ token: string; commitment: string; invite: string }>> {
      return this.table.create(input);
    }
    async createRematch(input: RematchInput): Promise<RoomResult<{ id: string }>> {
      return this.table.createRematch(input);
    }
    async join(input: JoinInput): Promise<RoomResult<{ seat: number; token: string }>> {
      return this.table.join(input);
    }
    async seatDiscordUser(user: DiscordUser): Promise<RoomResult<{ seat: number; token: string }>> {
      return this.table.seatDiscordUser(user);
    }
    async cancel(token: string | undefined): Promise<RoomResult<{ cancelled: true }>> {
      return this.table.cancel(token);
    }
    async leave(token: string | undefined): Promise<RoomResult<{ left: true }>> {
      return this.table.leave(token);
    }
    async replace(token: string | undefined, seat: number, how: ReplaceWith): Promise<RoomResult<ReplaceReply>> {
      return this.table.replace(token, seat, how);
    }
    async view(token?: string, lang?: Lang): Promise<RoomResult<ViewJson>> {
      return this.table.view(token, lang);
    }
    async move(token: string | undefined, version: number, move: unknown, lang?: Lang): Promise<RoomResult<ViewJson>> {
      return this.table.move(token, version, move, lang);
    }
    async resign(token: string | undefined): Promise<RoomResult<ViewJson>> {
      return this.table.resign(token);
    }
    async claim(token: string | undefined): Promise<RoomResult<ViewJson>> {
      return this.table.claim(token);
    }
    async chat(token: string | undefined, text: string): Promise<RoomResult<ViewJson>> {
      return this.table.chat(token, text);
    }
    async rematch(token: string | undefined, answer: RematchAnswer = "accept"): Promise<RoomResult<ViewJson>> {
      return this.table.rematch(token, answer);
    }

    async endSeries(token: string | undefined): Promise<RoomResult<ViewJson>> {
      return this.table.endSeries(token);
    }
    async webhook(
      token: string | undefined,
      hook: { url: string; format: WebhookFormat } | null,
    ): Promise<RoomResult<{ webhook: WebhookView | null }>> {
      return this.table.webhook(token, hook);
    }
    async subscribeRelay(name: string, langs?: readonly Lang[]): Promise<Published | null> {
      return this.table.subscribeRelay(name, langs);
    }
    async unsubscribeRelay(name: string): Promise<void> {
      this.table.relays.unsubscribe(name);
    }
    /** The Worker has sent the mover's answer: the spectator view may go to the relays. */
    async releaseSpectators(): Promise<void> {
      this.table.relays.release();
    }
    async liveTerms(): Promise<{ helloTimeoutMs: number } | null> {
      return this.table.liveTerms();
    }
    async addBot(token: string | undefined, level: BotLevel): Promise<RoomResult<{ seat: number }>> {
      return this.table.addBot(token, level);
    }
    async pushSubscription(
      token: string | undefined,
      target: PushTarget | null,
      quiet: QuietHours | null = null,
      lang?: Lang,
    ): Promise<RoomResult<{ push: { endpoint: string; quiet?: QuietHours; lang?: Lang } | null }>> {
      return this.table.pushSubscription(token, target, quiet, lang);
    }
    async pause(token: string | undefined, until: number): Promise<RoomResult<ViewJson>> {
      return this.table.pause(token, until);
    }
    async pauseAnswer(token: string | undefined, accept: boolean | null): Promise<RoomResult<ViewJson>> {
      return this.table.pauseAnswer(token, accept);
    }
    async tableEntry(token: string): Promise<RoomResult<TableEntry | TableReplaced>> {
      return this.table.tableEntry(token);
    }
    /** Only on the one object named KEY_HOLDER: the VAPID pair made on first use (src/push/keys.ts). */
    async vapidKeyPair(): Promise<KeyPairText> {
      return this.ctx.blockConcurrencyWhile(() => storedKeyPair(this.ctx.storage));
    }
    /** The test clock moves on by `ms` (src/http mounts the route where fixtures are allowed). */
    async advanceClock(ms: number): Promise<RoomResult<{ now: string }>> {
      return this.table.advanceClock(ms);
    }
    async noop(): Promise<{ ok: true }> {
      return { ok: true };
    }

    async alarm(): Promise<void> {
      await this.table.alarm();
    }

    async fetch(request: Request): Promise<Response> {
      if (!this.table.room) return Response.json({ error: GAME_NOT_FOUND }, { status: 404 });
      const { response, helloDue } = attachSocket(this.ctx, request, this.table.seams.socketLimits);
      await this.table.opened(helloDue);
      return response;
    }
    async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): Promise<void> {
      await this.table.socketMessage(ws, message);
    }
    async webSocketClose(ws: WebSocket, code: number): Promise<void> {
      this.table.socketClose(ws, code);
    }
  };
}

/** The game object's class, as src/http and src/relay call it. */
export type RoomObject = InstanceType<ReturnType<typeof gameRoomClass>>;
