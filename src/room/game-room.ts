// One Durable Object per game: a thin wrapper that serialises access, keeps the
// room in memory, and carries HTTP calls (RPC), WebSockets and the alarm to the
// room logic. RPC methods return result values: an exception thrown out of an RPC
// method would be logged as uncaught and reach the Worker as a bare error.
import { DurableObject } from "cloudflare:workers";
import { insertMatch } from "../db/matches";
import { err, ok, type Result } from "../engine/result";
import type { View } from "../protocol/view";
import type { Room, RoomError } from "./model";
import { flushOutbox, type MatchSink } from "./outbox";
import { applyMove, createRoom, isMoveOf, joinRoom, seatOfToken, type CreateInput } from "./room";
import { armAlarm, runDue } from "./schedule";
import { attachSocket, broadcast, onSocketMessage } from "./sockets";
import { RoomStorage } from "./storage";
import { buildView } from "./views";

export type RoomResult<T> = Result<T, RoomError>;

const NOT_FOUND_ERROR: RoomError = { code: "game/not_found", message: "No game has this id." };
const NOT_FOUND = err(NOT_FOUND_ERROR);
const BAD_TOKEN = err<RoomError>({ code: "auth/invalid_token", message: "This seat token is missing or unknown." });

export class GameRoom extends DurableObject<Env> {
  store!: RoomStorage;
  room: Room | null = null;
  /** Where finished matches go; tests swap in a failing one. */
  sink: MatchSink;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.sink = { insert: (record) => insertMatch(env.DB, record) };
    // Answered by the runtime without waking a hibernating object.
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair("ping", "pong"));
    void ctx.blockConcurrencyWhile(async () => {
      this.store = new RoomStorage(ctx.storage);
      this.room = this.store.load();
      // An alarm lost between a commit and setAlarm is re-armed here.
      if (this.room && this.store.schedule().length > 0 && (await ctx.storage.getAlarm()) === null)
        await armAlarm(ctx.storage, this.store);
    });
  }

  async create(input: CreateInput): Promise<RoomResult<{ token: string; commitment: string }>> {
    return this.exclusive(async () => {
      if (this.room) return err({ code: "game/exists", message: "This id is taken." });
      const { room, token } = await createRoom(this.store, input, new Date());
      this.room = room;
      return ok({ token, commitment: room.meta.commitment });
    });
  }

  async join(input: { name: string; entropy: string }): Promise<RoomResult<{ seat: number; token: string }>> {
    return this.exclusive(async () => {
      if (!this.room) return NOT_FOUND;
      const joined = await joinRoom(this.store, this.room, input, new Date());
      if (!joined.ok) return joined;
      this.room = joined.value.room;
      this.broadcastViews();
      return ok({ seat: joined.value.seat, token: joined.value.token });
    });
  }

  async view(token?: string): Promise<RoomResult<View>> {
    return this.guard(async () => {
      if (!this.room) return NOT_FOUND;
      const seat = await seatOfToken(this.room, token);
      if (seat === null) return BAD_TOKEN;
      return ok(buildView(this.room, seat ?? null));
    });
  }

  async move(token: string | undefined, version: number, move: unknown): Promise<RoomResult<View>> {
    return this.guard(async () => {
      if (!this.room) return NOT_FOUND;
      // 400 (not a move of this game) outranks 401.
      if (!isMoveOf(this.room, move)) return err({ code: "request/invalid", message: "That is not a move of this game." });
      const seat = await seatOfToken(this.room, token);
      if (seat === null || seat === undefined) return BAD_TOKEN;
      // Re-read after the await: another move may have landed meanwhile.
      const applied = applyMove(this.store, this.room, seat, version, move, new Date());
      if (!applied.ok) return applied;
      this.room = applied.value.room;
      if (applied.value.finished) await armAlarm(this.ctx.storage, this.store);
      this.broadcastViews();
      return ok(buildView(this.room, seat));
    });
  }

  async noop(): Promise<{ ok: true }> {
    return { ok: true };
  }

  async fetch(request: Request): Promise<Response> {
    if (!this.room) return Response.json({ error: NOT_FOUND_ERROR }, { status: 404 });
    return attachSocket(this.ctx, request);
  }

  async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): Promise<void> {
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
    if (!this.room) return;
    await runDue(this.ctx.storage, this.store, { outbox: () => flushOutbox(this.store, this.sink, Date.now) }, Date.now());
  }

  private broadcastViews(): void {
    if (this.room) broadcast(this.ctx.getWebSockets(), this.room);
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
