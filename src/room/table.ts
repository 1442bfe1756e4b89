// One table, whatever it runs in: the room in memory and every command a seat or the
// alarm gives it. Each command is decided by the rules of play below (./seating, ./play,
// ./timers, ./delivery) on the room as it is now, and applied by ./apply, the one place
// that says what follows a change: a command is decided on rows that record its writes
// (`decide`; a command that awaits does so before anything is written), its rows and its
// notices are written in one transaction (`applyDecided`/`applyRows`; `step` for leave,
// which reads the rows it renumbers), then every socket and relay told, the alarm armed,
// and the mover answered from the same views (`keep`).
//
// It runs in the Durable Object (./game-room, over ./cloudflare/host) and in Node
// (./memory, for tests/room). Commands return result values: an exception is caught
// here and answered as server/internal.
import type { BotLevel } from "../bots/types";
import { DEFAULT_LANG, type Lang } from "../words/lang";
import { err, ok } from "../engine/result";
import type { Seat } from "../engine/types";
import type { WebhookFormat, WebhookView } from "../protocol/async";
import { GAME_NOT_FOUND } from "../protocol/not-found";
import type { QuietHours } from "../protocol/push";
import type { TableEntry, TableReplaced } from "../protocol/tables";
import type { PushTarget } from "../push/subscription";
import { setPushTarget } from "./delivery/push";
import { scheduleReminders } from "./delivery/reminders";
import { setSeatWebhook } from "./delivery/webhooks";
import { admitFrame } from "./live/socket-limits";
import { closeSeatSockets, echoClose, noteHelloDue, onSocketMessage, reseatSockets } from "./live/sockets";
import { loadRoom } from "./load-room";
import type { Changed, Room, RoomError, RoomResult, ViewJson } from "./ground/model";
import type { RoomSocket, TableHost } from "./ground/ports";
import type { RoomSeams } from "./ground/seams";
import type { Published, SpectatorFeed } from "./ground/spectator-feed";
import { tableSummary } from "./view/table-summary";
import { type RoomViews, viewsOf } from "./view/views";
import { claimMatch } from "./play/claim";
import { applyMove, isMoveOf } from "./play/move";
import { answerPause, askPause, endPause, untilProblem } from "./play/pause";
import { resignSeat } from "./play/resign";
import { addBot } from "./seating/add-bots";
import { postChat } from "./seating/chat";
import { createRematchTable, createTable, type CreateInput, type RematchInput } from "./seating/create";
import { type DiscordUser, seatDiscordUser } from "./seating/discord";
import { handedOnEntry } from "./seating/handed-on";
import { joinTable, type JoinInput } from "./seating/join";
import { cancelTable, leaveSeat } from "./seating/leave";
import { answerRematch, type RematchAnswer } from "./seating/rematch";
import { endSeries, nextMatchInput, nextMatchOwed, withNextMatch } from "./seating/series";
import { type ReplaceContext, replaceSeat, type ReplaceWith } from "./seating/replace";
import { seatOfToken } from "./ground/tokens";
import { applyDecided, applyRows, decide, type Keeping, keep, recording, step, told } from "./apply";
import type { RoomStorage } from "./ground/storage";
import type { RecordedRows } from "./ground/row-writes";
import { alarmWork } from "./timers/alarm-work";
import { cleanupNow, deleteTable } from "./timers/cleanup";
import { armAlarm, forgetArmedAlarm, runDue } from "./timers/schedule";
import type { TableClock } from "./timers/test-clock";
import { SERVER_INTERNAL } from "../protocol/server-errors";

const NOT_FOUND = err<RoomError>(GAME_NOT_FOUND);
const BAD_TOKEN = err<RoomError>({ code: "auth/invalid_token", message: "This seat token is missing or unknown." });
const EXISTS = err<RoomError>({ code: "game/exists", message: "This id is taken." });
const NOT_A_MOVE = err<RoomError>({ code: "request/invalid", message: "That is not a move of this game." });

/** The seat's own view after a handing to a bot; the invite when one was made. */
export type ReplaceReply = { view: ViewJson } | { invite: string };

export class Table implements Keeping {
  /** The room in memory, loaded once and replaced on every change; null: no table. */
  room: Room | null = null;
  private current: RoomSeams;

  constructor(
    readonly host: TableHost,
    /** Carries the spectator view to the crowd (./ground/spectator-feed; the relays of src/relay). */
    readonly relays: SpectatorFeed,
    /** The table's clock; advancing it is the test clock's command (advanceClock). */
    readonly clock: TableClock,
    seams: Omit<RoomSeams, "clock">,
  ) {
    this.current = { ...seams, clock: () => clock.now() };
  }

  /** Reads the room from storage (the host runs this before any request). */
  async load(): Promise<void> {
    this.room = await loadRoom(this.host.alarm, this.host.store, () => this.now());
  }

  /** The clock, D1 sink, outbound fetch and socket limits this table uses (./ground/seams). */
  get seams(): Readonly<RoomSeams> {
    return this.current;
  }

  /** Tests replace seams here, and only here. */
  setSeams(seams: Partial<RoomSeams>): void {
    this.current = { ...this.current, ...seams };
  }

  now(): number {
    return this.current.clock();
  }

  /**
   * A command that awaits (hashing a token, deriving a seed, asking another object): decided
   * first, on rows that record its writes instead of making them (./ground/row-writes); then
   * its rows and the notices of its new room are written in one transaction (./apply
   * applyRows), and the room kept and told. A refusal writes nothing.
   */
  private async decided<T>(
    fn: (rows: RecordedRows) => Promise<RoomResult<Changed<T>>> | RoomResult<Changed<T>>,
    /** Live sockets whose seat was handed on, closed once the change is written. */
    closed: readonly Seat[] = [],
  ): Promise<RoomResult<{ answer: T; views: RoomViews }>> {
    const rows = recording(this);
    const r = await fn(rows);
    if (!r.ok) return r;
    applyRows(this, rows.writes, r.value.room);
    for (const seat of closed) closeSeatSockets(this.host.sockets(), seat);
    const views = await keep(this, r.value.room, true);
    return ok({ answer: r.value.answer, views });
  }

  /** `decided`, answered with the command's own answer. */
  private async kept<T>(
    fn: (rows: RecordedRows) => Promise<RoomResult<Changed<T>>> | RoomResult<Changed<T>>,
    closed: readonly Seat[] = [],
  ): Promise<RoomResult<T>> {
    const r = await this.decided(fn, closed);
    return r.ok ? ok(r.value.answer) : r;
  }

  // ---- the checks every command runs through ----

  /** The one seat check: the table exists (else 404) and `token` is one of its seats (else 401); then `fn` runs on the room as it is now. */
  private seated<T>(
    token: string | undefined,
    fn: (room: Room, seat: Seat) => Promise<RoomResult<T>>,
  ): Promise<RoomResult<T>> {
    return this.guard(async () => {
      if (!this.room) return NOT_FOUND;
      const seat = await seatOfToken(this.room, token);
      if (seat === null || seat === undefined) return BAD_TOKEN;
      return fn(this.room, seat);
    });
  }

  /**
   * A seat's synchronous change to the room as it is now, with nothing in between: decided and
   * written with its notices in one step, kept, and the seat answered with its view (its log in
   * `lang`) from the views every socket was sent.
   */
  private asSeat(
    token: string | undefined,
    change: (store: RoomStorage, room: Room, seat: Seat) => RoomResult<Room>,
    lang?: Lang,
  ): Promise<RoomResult<ViewJson>> {
    return this.seated(token, async (room, seat) => {
      const decided = decide(
        this,
        (store) => {
          const result = change(store, room, seat);
          return { room: result.ok ? result.value : room, result };
        },
        (s) => s.result.ok,
      );
      const r = decided.result.result;
      if (!r.ok) return r;
      applyDecided(this, decided);
      const views = await keep(this, r.value, true);
      // The change ended a match of a series: the next one opens before the mover hears, so its answer already points there.
      if (!nextMatchOwed(r.value) || (await this.openNextMatch()) !== null) return ok(views.view(seat, lang));
      return ok(viewsOf(this.room!).view(seat, lang));
    });
  }

  /**
   * A series' next match, once this one is over: opened under the id this match chose
   * for it, so the request that ended the match and the alarm never open two (the
   * second is told the id is taken, which means it is there). Returns when to try
   * again (the other object could not be reached), or null once it is open.
   */
  private async openNextMatch(): Promise<number | null> {
    const room = this.room;
    if (!room || !nextMatchOwed(room)) return null;
    const created = await this.host.createRematch(nextMatchInput(room, this.host.push.subs()));
    if (!created.ok && created.error.code !== "game/exists") {
      console.warn(`series: next match not opened table=${room.meta.id} error=${created.error.code}`);
      return this.now() + 5_000;
    }
    // Re-read after the await: a chat line may have landed, or the alarm opened it meanwhile.
    const now = this.room;
    if (!now || now.meta.rematch) return null;
    const next: Room = { ...now, meta: withNextMatch(now.meta) };
    this.host.store.transaction(() => {
      this.host.store.saveRoom(next.meta, next.state);
      this.host.store.setDue("series", null);
    });
    await keep(this, next);
    return null;
  }

  /** Joins and creation run alone: a seat is chosen and the deal made with nothing in between. */
  private exclusive<T>(fn: () => Promise<RoomResult<T>>): Promise<RoomResult<T>> {
    return this.host.exclusive(() => this.guard(fn));
  }

  private async guard<T>(fn: () => Promise<RoomResult<T>>): Promise<RoomResult<T>> {
    try {
      return await fn();
    } catch (e) {
      console.error("room error", e);
      return err(SERVER_INTERNAL);
    }
  }

  // ---- commands ----

  create(input: CreateInput): Promise<RoomResult<{ token: string; commitment: string; invite: string }>> {
    return this.exclusive(async () =>
      this.room ? EXISTS : this.kept((rows) => createTable(rows.store, input, this.now())),
    );
  }

  createRematch(input: RematchInput): Promise<RoomResult<{ id: string }>> {
    return this.exclusive(async () =>
      this.room ? EXISTS : this.kept((rows) => createRematchTable(rows.store, rows.push, input, this.now())),
    );
  }

  join(input: JoinInput): Promise<RoomResult<{ seat: number; token: string }>> {
    return this.exclusive(async () => {
      const room = this.room;
      const closed: Seat[] = [];
      return room ? this.kept((rows) => joinTable(this.replaceContext(rows, closed), room, input), closed) : NOT_FOUND;
    });
  }

  /** A Discord user's seat at a table opened from Discord: the one they hold, or the next free one (./seating/discord). */
  seatDiscordUser(user: DiscordUser): Promise<RoomResult<{ seat: number; token: string }>> {
    return this.exclusive(async () => {
      if (!this.room) return NOT_FOUND;
      const room = this.room;
      const rows = recording(this);
      const r = await seatDiscordUser(rows.store, room, user, this.now());
      if (!r.ok) return r;
      // Asking again for a seat already held changes nothing.
      if (r.value.room !== room) {
        applyRows(this, rows.writes, r.value.room);
        await keep(this, r.value.room, true);
      }
      return ok(r.value.answer);
    });
  }

  /** The host cancels a waiting table: everything it stored is deleted, and its id is unknown from then on. */
  cancel(token: string | undefined): Promise<RoomResult<{ cancelled: true }>> {
    return this.exclusive(() =>
      this.seated(token, (room, seat) =>
        cancelTable(room, seat, () => this.purge(1000, "The host cancelled this table.")),
      ),
    );
  }

  /** A joined player gives their seat back before the start. */
  leave(token: string | undefined): Promise<RoomResult<{ left: true }>> {
    return this.exclusive(() =>
      this.seated(token, async (room, seat) => {
        // Synchronous, and it reads the rows it has just renumbered: one step on the rows themselves.
        const { store, push } = this.host;
        const r = step(
          this,
          () => {
            const left = leaveSeat(store, push, room, seat);
            return { room: left.ok ? left.value : room, left };
          },
          (s) => s.left.ok,
        ).left;
        if (!r.ok) return r;
        // The sockets on this object follow the renumbering once it is written.
        reseatSockets(this.host.sockets(), seat);
        await keep(this, r.value, true);
        return ok({ left: true as const });
      }),
    );
  }

  /** Another player hands an absent seat to a bot or makes an invite for it. */
  replace(token: string | undefined, seat: number, how: ReplaceWith): Promise<RoomResult<ReplaceReply>> {
    return this.exclusive(() =>
      this.seated(token, async (room, by) => {
        const closed: Seat[] = [];
        const r = await this.decided(
          (rows) => replaceSeat(this.replaceContext(rows, closed), room, by, seat, how),
          closed,
        );
        if (!r.ok) return r;
        const { answer, views } = r.value;
        return ok(answer.handed === "bot" ? { view: views.view(by) } : { invite: answer.invite });
      }),
    );
  }

  private replaceContext(rows: RecordedRows, closed: Seat[]): ReplaceContext {
    return { store: rows.store, push: rows.push, closed, now: this.now() };
  }

  /** A seat's own view, or with no token the spectator's; its log lines in `lang` (default English). */
  view(token?: string, lang?: Lang): Promise<RoomResult<ViewJson>> {
    if (token === undefined)
      return this.guard(async () => (this.room ? ok(viewsOf(this.room).view(null, lang)) : NOT_FOUND));
    return this.seated(token, async (room, seat) => ok(viewsOf(room).view(seat, lang)));
  }

  move(token: string | undefined, version: number, move: unknown, lang?: Lang): Promise<RoomResult<ViewJson>> {
    // 400 (not a move of this game) outranks 401.
    if (this.room && !isMoveOf(this.room, move)) return Promise.resolve(NOT_A_MOVE);
    this.relays.holdForMover();
    // Re-read after the await: another move may have landed meanwhile.
    return this.asSeat(token, (store, room, seat) => applyMove(store, room, seat, version, move, this.now()), lang);
  }

  resign(token: string | undefined): Promise<RoomResult<ViewJson>> {
    return this.asSeat(token, (store, room, seat) => resignSeat(store, room, seat, this.now()));
  }

  /** At two seats, the seat still playing ends the match and wins once the other is absent. */
  claim(token: string | undefined): Promise<RoomResult<ViewJson>> {
    return this.asSeat(token, (store, room, seat) => claimMatch(store, room, seat, this.now()));
  }

  chat(token: string | undefined, text: string): Promise<RoomResult<ViewJson>> {
    return this.asSeat(token, (store, room, seat) => postChat(store, room, seat, text, this.now()));
  }

  rematch(token: string | undefined, answer: RematchAnswer = "accept"): Promise<RoomResult<ViewJson>> {
    // Answering may open the rematch's table (another object): not one synchronous step.
    return this.exclusive(() =>
      this.seated(token, async (room, seat) => {
        const r = await this.decided(async (rows) => {
          const answered = await answerRematch(rows.store, room, seat, answer, this.host.createRematch);
          return answered.ok ? ok({ room: answered.value, answer: null }) : answered;
        });
        return r.ok ? ok(r.value.views.view(seat)) : r;
      }),
    );
  }

  /** A seat ends the series once the match in play is over. */
  endSeries(token: string | undefined): Promise<RoomResult<ViewJson>> {
    return this.asSeat(token, (store, room, seat) => endSeries(store, room, seat));
  }

  webhook(
    token: string | undefined,
    hook: { url: string; format: WebhookFormat } | null,
  ): Promise<RoomResult<{ webhook: WebhookView | null }>> {
    return this.seated(token, async (room, seat) => this.kept((rows) => setSeatWebhook(rows.store, room, seat, hook)));
  }

  /** A relay asks for the spectator view in `langs` from now on (null: no such table). */
  subscribeRelay(name: string, langs: readonly Lang[] = [DEFAULT_LANG]): Published | null {
    if (!this.room) return null;
    const views = viewsOf(this.room);
    return this.relays.subscribe(name, langs, (lang) => views.message(null, lang));
  }

  /** What the Worker needs to hold a live socket before its hello; null: no such table. */
  liveTerms(): { helloTimeoutMs: number } | null {
    return this.room ? { helloTimeoutMs: this.seams.socketLimits.helloTimeoutMs } : null;
  }

  /** A seated player puts a bot in the next free seat. */
  addBot(token: string | undefined, level: BotLevel): Promise<RoomResult<{ seat: number }>> {
    return this.exclusive(() =>
      this.seated(token, async (room) => this.kept((rows) => addBot(rows.store, room, level, this.now()))),
    );
  }

  /** The seat's Web Push subscription, with its quiet hours (which move its reminders). */
  pushSubscription(
    token: string | undefined,
    target: PushTarget | null,
    quiet: QuietHours | null = null,
    lang?: Lang,
  ): Promise<RoomResult<{ push: { endpoint: string; quiet?: QuietHours; lang?: Lang } | null }>> {
    return this.seated(token, async (room, seat) => {
      const { store, push } = this.host;
      // The subscription and the reminders it moves are kept together.
      const answer = store.transaction(() => {
        const set = setPushTarget(push, room, seat, target, quiet, lang);
        scheduleReminders(push, store, room, this.now());
        return set;
      });
      await armAlarm(this.host.alarm, this.host.store);
      return ok(answer);
    });
  }

  /** Ask for a pause until `until` (ms); out of range is 400, before the seat check. */
  pause(token: string | undefined, until: number): Promise<RoomResult<ViewJson>> {
    const why = this.room ? untilProblem(until, this.now()) : null;
    if (why) return Promise.resolve(err({ code: "request/invalid", message: why }));
    return this.asSeat(token, (store, room, seat) => askPause(store, room, seat, until, this.now()));
  }

  /** A pause answered, or (`accept` null) ended. */
  pauseAnswer(token: string | undefined, accept: boolean | null): Promise<RoomResult<ViewJson>> {
    return this.asSeat(token, (store, room, seat) =>
      accept === null ? endPause(store, room, seat, this.now()) : answerPause(store, room, seat, accept, this.now()),
    );
  }

  /** The seat's entry in POST /api/tables; a seat handed on answers who took it over. */
  async tableEntry(token: string): Promise<RoomResult<TableEntry | TableReplaced>> {
    const r = await this.seated<TableEntry | TableReplaced>(token, async (room, seat) =>
      ok(tableSummary(room, seat, this.host.store.lastMoveAt())),
    );
    if (r.ok || r.error.code !== "auth/invalid_token" || !this.room) return r;
    const room = this.room;
    return this.guard(async () => {
      const handed = await handedOnEntry(room, token);
      return handed ? ok(handed) : r;
    });
  }

  /**
   * The test clock moves on by `ms`, and what fell due runs (the Worker decides who may ask: fixtures
   * only). One alarm run at a time, as in production: the object's own alarm waits its turn. Not held
   * exclusive against requests: a jump's runs send webhooks and pushes, and on a busy machine those
   * could outlast the runtime's limit on an exclusive section, which then resets the object.
   */
  advanceClock(ms: number): Promise<RoomResult<{ now: string }>> {
    return this.oneAlarmAtATime(() =>
      this.guard(async () => {
        if (!this.room) return NOT_FOUND;
        const now = await this.clock.advance(
          ms,
          () => this.runAlarm(),
          () => this.room !== null,
        );
        if (this.room) await armAlarm(this.host.alarm, this.host.store);
        return ok({ now: new Date(now).toISOString() });
      }),
    );
  }

  // ---- the alarm ----

  /** The alarm runs (and the test clock's jumps) one after another, never two at once. */
  private alarmTurn: Promise<unknown> = Promise.resolve();

  private oneAlarmAtATime<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.alarmTurn.then(fn, fn);
    this.alarmTurn = run.catch(() => undefined);
    return run;
  }

  /** The alarm: deletes the table when its time has come, else runs every due item of the schedule. */
  alarm(): Promise<void> {
    return this.oneAlarmAtATime(() => this.runAlarm());
  }

  private async runAlarm(): Promise<void> {
    forgetArmedAlarm(this.host.alarm);
    if (!this.room) return;
    const retire = cleanupNow(this.host.store, this.room, this.now());
    if (retire) return this.purge(1001, retire);
    const work = alarmWork({
      host: this.host,
      seams: this.seams,
      room: () => this.room!,
      step: (fn) => {
        const decided = decide(this, fn, (s) => s.changed);
        applyDecided(this, decided);
        if (decided.changed) told(this, decided.room, true);
        return decided.result;
      },
      keep: (room) => void told(this, room),
      nextMatch: () => this.openNextMatch(),
    });
    // runDue arms the alarm once, when every due item has run.
    await runDue(this.host.alarm, this.host.store, work, this.now());
  }

  /** Deletes the whole table (storage, alarm), closes its sockets with `reason`, and tells the relays. */
  private async purge(code: number, reason: string): Promise<void> {
    await deleteTable(this.host, code, reason);
    this.room = null;
    // Spectators on relays are told the same (after the room is gone, so none resubscribes).
    await this.relays.closeAll(code, reason);
  }

  // ---- live sockets ----

  /** A socket the host accepted: its hello is due at `helloDue` (real time), or null. */
  async opened(helloDue: number | null): Promise<void> {
    if (noteHelloDue(this.host.store, helloDue)) await armAlarm(this.host.alarm, this.host.store);
  }

  async socketMessage(ws: RoomSocket, message: string | ArrayBuffer): Promise<void> {
    // Size and rate first, before any parsing: a flood is dropped at the door.
    if (admitFrame(ws, message, Date.now(), this.seams.socketLimits) !== "ok") return;
    await onSocketMessage(ws, message, () => this.room);
  }

  socketClose(ws: RoomSocket, code: number): void {
    echoClose(ws, code);
  }
}
