// What the game object holds and its housekeeping, under the RPC surface in
// ./game-room: its storage, the room in memory, the spectators' feed and its
// seams, and how a change is kept (pushes queued, alarm armed, views sent),
// how the alarm runs, and how the table is deleted.
import { DurableObject } from "cloudflare:workers";
import { ok } from "../../engine/result";
import { queuePushes } from "../delivery/push";
import { PushStore } from "../delivery/push-store";
import { scheduleReminders } from "../delivery/reminders";
import { sendViews } from "../live/sockets";
import { alarmWork } from "../timers/alarm-work";
import { cleanupNow, deleteTable } from "../timers/cleanup";
import { armAlarm, forgetArmedAlarm, runDue } from "../timers/schedule";
import { loadRoom } from "./load";
import type { Changed, Room, RoomResult } from "./model";
import { defaultSeams, type RoomSeams } from "./seams";
import type { SpectatorFeed } from "./spectator-feed";
import { RoomStorage } from "./storage";

export abstract class RoomHolder extends DurableObject<Env> {
  store!: RoomStorage;
  readonly push: PushStore;
  /** The room in memory, loaded once and replaced on every change; null: no table. */
  room: Room | null = null;
  /** Carries the spectator view to the crowd (./spectator-feed; the relays of src/relay). */
  readonly relays: SpectatorFeed;
  private current: RoomSeams;

  constructor(ctx: DurableObjectState, env: Env, relays: SpectatorFeed) {
    super(ctx, env);
    this.push = new PushStore(ctx.storage);
    this.relays = relays;
    this.current = defaultSeams(env, () => this.store?.clockLead() ?? 0);
    // Answered by the runtime without waking a hibernating object.
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair("ping", "pong"));
    void ctx.blockConcurrencyWhile(async () => {
      this.store = new RoomStorage(ctx.storage);
      this.room = await loadRoom(ctx.storage, this.store, () => this.now());
    });
  }

  /** The clock, D1 sink, outbound fetch and socket limits this object uses (./seams). */
  get seams(): Readonly<RoomSeams> {
    return this.current;
  }

  /** Worker tests replace seams here, and only here. */
  setSeams(seams: Partial<RoomSeams>): void {
    this.current = { ...this.current, ...seams };
  }

  /** The alarm: deletes the table when its time has come, else runs every due item of the schedule. */
  async alarm(): Promise<void> {
    forgetArmedAlarm(this.ctx.storage);
    if (!this.room) return;
    const retire = cleanupNow(this.store, this.room, this.now());
    if (retire) return this.purge(1001, retire);
    const setRoom = (room: Room) => {
      this.room = room;
      queuePushes(this.push, this.store, room, this.now());
      scheduleReminders(this.push, this.store, room, this.now());
      this.broadcastViews();
    };
    const { ctx, env, store, push, seams } = this;
    await runDue(
      ctx.storage,
      store,
      alarmWork({ state: ctx, env, store, push, seams, room: () => this.room!, setRoom }),
      this.now(),
    );
  }

  protected now(): number {
    return this.current.clock();
  }

  /** Deletes the whole table (storage, alarm), closes its sockets with `reason`, and tells the relays. */
  protected async purge(code: number, reason: string): Promise<void> {
    await deleteTable(this.ctx, code, reason);
    this.room = null;
    // Spectators on relays are told the same (after the room is gone, so none resubscribes).
    await this.relays.closeAll(code, reason);
  }

  /** Keeps a change's room and answers with its answer. */
  protected async keep<T>(r: RoomResult<Changed<T>>): Promise<RoomResult<T>> {
    if (!r.ok) return r;
    await this.changed(r.value.room);
    return ok(r.value.answer);
  }

  /** Keeps the new room, queues its pushes, sets the alarm to the schedule's first due item, and tells every socket. */
  protected async changed(room: Room): Promise<void> {
    this.room = room;
    queuePushes(this.push, this.store, room, this.now());
    scheduleReminders(this.push, this.store, room, this.now());
    await armAlarm(this.ctx.storage, this.store);
    this.broadcastViews();
  }

  private broadcastViews(): void {
    if (this.room) sendViews(this.ctx.getWebSockets(), this.room, this.relays);
  }
}
