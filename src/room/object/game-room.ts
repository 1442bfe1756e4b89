// One Durable Object per game, as the Worker sees it: a thin wrapper that serialises
// access and carries HTTP calls (RPC) and WebSockets to the room logic in the folders
// beside this one; what it holds, its alarm and how a change is kept are ./holder,
// and the seat check and error guard its methods run through are ./seat-guard.
// RPC methods return result values: an exception thrown out of one would be logged
// as uncaught and reach the Worker as a bare error. src/index.ts makes it GameRoom.
import { DEFAULT_LANG, type Lang } from "../../engine/lang";
import type { BotLevel } from "../../bots/types";
import { err, ok } from "../../engine/result";
import type { WebhookFormat, WebhookView } from "../../protocol/async";
import type { TableEntry, TableReplaced } from "../../protocol/tables";
import { storedKeyPair, type KeyPairText } from "../../push/keys";
import type { QuietHours } from "../../protocol/push";
import type { PushTarget } from "../../push/subscription";
import { setPushTarget } from "../delivery/push";
import { setSeatWebhook } from "../delivery/webhooks";
import { admitFrame } from "../live/socket-limits";
import { echoClose, onSocketMessage, openSocket } from "../live/sockets";
import { scheduleReminders } from "../delivery/reminders";
import { applyMove, isMoveOf } from "../play/move";
import { claimMatch } from "../play/claim";
import { answerPause, askPause, endPause, untilProblem } from "../play/pause";
import { resignSeat } from "../play/resign";
import { addBot } from "../seating/add-bots";
import { postChat } from "../seating/chat";
import { createRematchTable, createTable, type CreateInput, type RematchInput } from "../seating/create";
import { joinTable, type JoinInput } from "../seating/join";
import { type DiscordUser, seatDiscordUser } from "../seating/discord";
import { handedOnEntry } from "../seating/handed-on";
import { cancelTable, leaveTable } from "../seating/leave";
import { type ReplaceContext, replaceSeat, type ReplaceWith } from "../seating/replace";
import { answerRematch, type CreateRematch, type RematchAnswer } from "../seating/rematch";
import { armAlarm } from "../timers/schedule";
import { advanceTableClock } from "../timers/test-clock";
import type { RoomError, RoomResult, ViewJson } from "./model";
import { NOT_FOUND, NOT_FOUND_ERROR, SeatGuard, seatView } from "./seat-guard";
import type { Published } from "./spectator-feed";
import { lastMoveAt, tableSummary } from "./table-summary";
import { buildView, viewCache } from "./views";

const EXISTS = err<RoomError>({ code: "game/exists", message: "This id is taken." });
/** The seat's own view after a handing to a bot; the invite when one was made. */
export type ReplaceReply = { view: ViewJson } | { invite: string };
const NOT_A_MOVE = err<RoomError>({ code: "request/invalid", message: "That is not a move of this game." });

/** What the game object answers (src/index.ts adds the relay tier's feed as GameRoom). */
export class RoomObject extends SeatGuard {
  async create(input: CreateInput): Promise<RoomResult<{ token: string; commitment: string; invite: string }>> {
    return this.exclusive(async () =>
      this.room ? EXISTS : this.keep(await createTable(this.store, input, this.now())),
    );
  }

  async createRematch(input: RematchInput): Promise<RoomResult<{ id: string }>> {
    return this.exclusive(async () =>
      this.room ? EXISTS : this.keep(await createRematchTable(this.store, input, this.now())),
    );
  }

  async join(input: JoinInput): Promise<RoomResult<{ seat: number; token: string }>> {
    return this.exclusive(async () =>
      this.room ? this.keep(await joinTable(this.replaceContext(), this.room, input)) : NOT_FOUND,
    );
  }

  /** A Discord user's seat at a table opened from Discord: the one they hold, or the next free one (../seating/discord). */
  async seatDiscordUser(user: DiscordUser): Promise<RoomResult<{ seat: number; token: string }>> {
    return this.exclusive(async () => {
      if (!this.room) return NOT_FOUND;
      const r = await seatDiscordUser(this.store, this.room, user, this.now());
      if (!r.ok) return r;
      // Asking again for a seat already held changes nothing.
      if (r.value.room !== this.room) await this.changed(r.value.room);
      return ok(r.value.answer);
    });
  }

  /** The host cancels a waiting table: everything it stored is deleted, and its id is unknown from then on. */
  async cancel(token: string | undefined): Promise<RoomResult<{ cancelled: true }>> {
    return this.exclusive(() =>
      this.seated(token, (room, seat) =>
        cancelTable(room, seat, () => this.purge(1000, "The host cancelled this table.")),
      ),
    );
  }

  /** A joined player gives their seat back before the start. */
  async leave(token: string | undefined): Promise<RoomResult<{ left: true }>> {
    return this.exclusive(() =>
      this.seated(token, (room, seat) =>
        this.keep(leaveTable(this.store, this.push, this.ctx.getWebSockets(), room, seat)),
      ),
    );
  }

  /** POST /api/games/:id/seats/:seat/replace: another player hands an absent seat to a bot or makes an invite for it. */
  async replace(token: string | undefined, seat: number, how: ReplaceWith): Promise<RoomResult<ReplaceReply>> {
    return this.exclusive(() =>
      this.seated(token, async (room, by) => {
        const done = await this.keep(await replaceSeat(this.replaceContext(), room, by, seat, how));
        if (!done.ok) return done;
        return ok(done.value.handed === "bot" ? { view: seatView(this.room!, by) } : { invite: done.value.invite });
      }),
    );
  }

  private replaceContext(): ReplaceContext {
    return { store: this.store, push: this.push, sockets: this.ctx.getWebSockets(), now: this.now() };
  }

  /** A seat's own view, or with no token the spectator's; its log lines in `lang` (default English). */
  async view(token?: string, lang?: Lang): Promise<RoomResult<ViewJson>> {
    if (token === undefined)
      return this.guard(async () => (this.room ? ok(JSON.stringify(buildView(this.room, null, lang))) : NOT_FOUND));
    return this.seated(token, async (room, seat) => ok(seatView(room, seat, lang)));
  }

  async move(token: string | undefined, version: number, move: unknown, lang?: Lang): Promise<RoomResult<ViewJson>> {
    // 400 (not a move of this game) outranks 401.
    if (this.room && !isMoveOf(this.room, move)) return NOT_A_MOVE;
    this.relays.holdForMover();
    // Re-read after the await: another move may have landed meanwhile.
    return this.asSeat(token, (room, seat) => applyMove(this.store, room, seat, version, move, this.now()), lang);
  }

  async resign(token: string | undefined): Promise<RoomResult<ViewJson>> {
    return this.asSeat(token, (room, seat) => resignSeat(this.store, room, seat, this.now()));
  }

  /** POST /api/games/:id/claim: at two seats, the seat still playing ends the match and wins once the other is absent. */
  async claim(token: string | undefined): Promise<RoomResult<ViewJson>> {
    return this.asSeat(token, (room, seat) => claimMatch(this.store, room, seat, this.now()));
  }

  async chat(token: string | undefined, text: string): Promise<RoomResult<ViewJson>> {
    return this.asSeat(token, (room, seat) => postChat(this.store, room, seat, text, this.now()));
  }

  async rematch(token: string | undefined, answer: RematchAnswer = "accept"): Promise<RoomResult<ViewJson>> {
    const create: CreateRematch = (input) =>
      this.env.ROOMS.get(this.env.ROOMS.idFromName(input.id)).createRematch(input);
    return this.exclusive(() =>
      this.asSeat(token, (room, seat) => answerRematch(this.store, room, seat, answer, create)),
    );
  }

  async webhook(
    token: string | undefined,
    hook: { url: string; format: WebhookFormat } | null,
  ): Promise<RoomResult<{ webhook: WebhookView | null }>> {
    return this.seated(token, async (room, seat) => this.keep(setSeatWebhook(this.store, room, seat, hook)));
  }

  /** A relay asks for the spectator view in `langs` from now on (null: no such table). */
  async subscribeRelay(name: string, langs: readonly Lang[] = [DEFAULT_LANG]): Promise<Published | null> {
    if (!this.room) return null;
    const views = viewCache(this.room);
    return this.relays.subscribe(name, langs, (lang) => views(null, lang));
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
    return this.room ? { helloTimeoutMs: this.seams.socketLimits.helloTimeoutMs } : null;
  }

  /** POST /api/games/:id/bots: a seated player puts a bot in the next free seat. */
  async addBot(token: string | undefined, level: BotLevel): Promise<RoomResult<{ seat: number }>> {
    return this.exclusive(() =>
      this.seated(token, async (room) => this.keep(await addBot(this.store, room, level, this.now()))),
    );
  }

  /** PUT/DELETE /api/games/:id/push: the seat's Web Push subscription, with its quiet hours (which move its reminders). */
  async pushSubscription(
    token: string | undefined,
    target: PushTarget | null,
    quiet: QuietHours | null = null,
    lang?: Lang,
  ): Promise<RoomResult<{ push: { endpoint: string; quiet?: QuietHours; lang?: Lang } | null }>> {
    return this.seated(token, async (room, seat) => {
      const answer = setPushTarget(this.push, room, seat, target, quiet, lang);
      scheduleReminders(this.push, this.store, room, this.now());
      await armAlarm(this.ctx.storage, this.store);
      return ok(answer);
    });
  }

  /** POST /api/games/:id/pause: ask for a pause until `until` (ms); out of range is 400, before the seat check. */
  async pause(token: string | undefined, until: number): Promise<RoomResult<ViewJson>> {
    const why = this.room ? untilProblem(until, this.now()) : null;
    if (why) return err({ code: "request/invalid", message: why });
    return this.asSeat(token, (room, seat) => askPause(this.store, room, seat, until, this.now()));
  }

  /** POST /api/games/:id/pause/answer, and DELETE /api/games/:id/pause (`accept` null). */
  async pauseAnswer(token: string | undefined, accept: boolean | null): Promise<RoomResult<ViewJson>> {
    return this.asSeat(token, (room, seat) =>
      accept === null
        ? endPause(this.store, room, seat, this.now())
        : answerPause(this.store, room, seat, accept, this.now()),
    );
  }

  /** The seat's entry in POST /api/tables; a seat handed on answers who took it over. */
  async tableEntry(token: string): Promise<RoomResult<TableEntry | TableReplaced>> {
    const r = await this.seated<TableEntry | TableReplaced>(token, async (room, seat) =>
      ok(tableSummary(room, seat, lastMoveAt(this.ctx.storage.sql))),
    );
    if (r.ok || r.error.code !== "auth/invalid_token" || !this.room) return r;
    const room = this.room;
    return this.guard(async () => {
      const handed = await handedOnEntry(room, token);
      return handed ? ok(handed) : r;
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
      const now = await advanceTableClock(
        this.ctx.storage,
        this.store,
        ms,
        () => this.alarm(),
        () => this.room !== null,
      );
      return ok({ now: new Date(now).toISOString() });
    });
  }

  async noop(): Promise<{ ok: true }> {
    return { ok: true };
  }

  async fetch(request: Request): Promise<Response> {
    if (!this.room) return Response.json({ error: NOT_FOUND_ERROR }, { status: 404 });
    return openSocket(this.ctx, this.store, request, this.seams.socketLimits);
  }

  async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): Promise<void> {
    // Size and rate first, before any parsing: a flood is dropped at the door.
    if (admitFrame(ws, message, Date.now(), this.seams.socketLimits) !== "ok") return;
    await onSocketMessage(ws, message, () => this.room);
  }

  async webSocketClose(ws: WebSocket, code: number): Promise<void> {
    echoClose(ws, code);
  }
}
