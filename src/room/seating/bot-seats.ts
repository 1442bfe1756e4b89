// Bot seats. A bot takes a seat like a person joining (a seat row whose token
// nobody holds), marked in the room's meta with its level and its own random
// seed. When a bot is to act, the room's alarm plays its move after the pace's
// pause, as an ordinary move through `commit`, so it lands in the log, the record
// and the replay like any other. Bots never get a deadline (they never time out).
//
// At creation `bots` reserves the highest seats: the levels wait in
// `botsPending` and become seats the moment the human seats are all taken, so the
// table then starts with them.
import { chooseMove } from "../../bots/index";
import type { BotLevel } from "../../bots/types";
import { err, ok, type Result } from "../../engine/result";
import type { Seat } from "../../engine/types";
import { commit, defOf } from "../play/commit";
import type { Room, RoomError, RoomMeta } from "../object/model";
import { joinRoom } from "./create";
import { toHex } from "../../protocol/encoding";
import type { RoomStorage } from "../object/storage";

export const BOT_PACES = ["human", "instant"] as const;
export type BotPace = (typeof BOT_PACES)[number];

export interface BotSeat {
  seat: Seat;
  level: BotLevel;
  /** The bot's own randomness (hex); each decision is seeded with it and the version. */
  seed: string;
}

/** What `POST /api/games` asks for: bot levels for the highest seats, and their pace. */
export interface BotSetup {
  levels: BotLevel[];
  pace: BotPace;
}

const NAMES = ["Ada", "Blaise", "Grace", "Alan", "Emmy", "Kurt"];

export function botName(seat: Seat, level: BotLevel): string {
  return `Bot ${NAMES[seat % NAMES.length]} (${level})`;
}

export function botOf(meta: RoomMeta, seat: Seat): BotSeat | undefined {
  return meta.bots?.find((b) => b.seat === seat);
}

/** `{bot: level}` for a bot seat's entry in `seats`, else nothing. */
export function botField(meta: RoomMeta, seat: Seat): { bot?: BotLevel } {
  const b = botOf(meta, seat);
  return b ? { bot: b.level } : {};
}

/**
 * The seats a waiting table holds for bots asked for at creation, as they will
 * sit: the highest seats, in the order asked, each with the name it will get.
 * Empty once they have sat down (then they are ordinary entries in `seats`).
 */
export function reservedBotSeats(meta: RoomMeta): { seat: Seat; name: string; bot: BotLevel }[] {
  const pending = meta.botsPending ?? [];
  const first = meta.seatsTotal - pending.length;
  return pending.map((level, i) => ({ seat: first + i, name: botName(first + i, level), bot: level }));
}

export function isBotSeat(meta: RoomMeta, seat: Seat): boolean {
  return botOf(meta, seat) !== undefined;
}

const fail = (code: string, message: string) => err<RoomError>({ code, message });

/** The next free seat becomes a bot (it starts the table when it is the last seat). */
export async function addBotSeat(store: RoomStorage, room: Room, level: BotLevel, now: number): Promise<Result<{ room: Room; seat: Seat }, RoomError>> {
  if (room.state !== null || room.meta.finishedAt !== null) return fail("game/not_waiting", "Bots can be added only while the table waits for players.");
  const free = room.meta.seatsTotal - room.seats.length - (room.meta.botsPending?.length ?? 0);
  if (free <= 0) return fail("game/full", "Every seat at this table is taken.");
  const seat = room.seats.length;
  const bot: BotSeat = { seat, level, seed: toHex(crypto.getRandomValues(new Uint8Array(16))) };
  const withBot: Room = { ...room, meta: { ...room.meta, bots: [...(room.meta.bots ?? []), bot] } };
  // A bot is seated by the room itself (a seated player or the create call asked for it), so it carries the table's own invite.
  const joined = await joinRoom(store, withBot, { name: botName(seat, level), entropy: "", invite: withBot.meta.invite }, now);
  if (!joined.ok) return joined;
  return ok({ room: joined.value.room, seat });
}

/** Seats the reserved bots once every human seat is taken. */
export async function fillBotSeats(store: RoomStorage, room: Room, now: number): Promise<Room> {
  let r = room;
  for (;;) {
    const pending = r.meta.botsPending ?? [];
    if (pending.length === 0 || r.state !== null || r.seats.length + pending.length < r.meta.seatsTotal) return r;
    const [level, ...rest] = pending as [BotLevel, ...BotLevel[]];
    const added = await addBotSeat(store, { ...r, meta: { ...r.meta, botsPending: rest } }, level, now);
    if (!added.ok) return r;
    r = added.value.room;
  }
}

/** A new table's bots: reserve the seats, remember the pace, seat them if the humans are all there. */
export async function setupBots(store: RoomStorage, room: Room, setup: BotSetup | undefined, now: number): Promise<Room> {
  if (!setup) return room;
  const meta: RoomMeta = { ...room.meta, botPace: setup.pace, botsPending: setup.levels.slice() };
  store.transaction(() => store.saveRoom(meta, room.state));
  return fillBotSeats(store, { ...room, meta }, now);
}

/** The bot seat to act now, if any (a bot never resigns, so no resigned check is needed). */
function dueBot(room: Room): BotSeat | undefined {
  if (room.state === null || room.meta.finishedAt !== null || !room.meta.bots?.length) return undefined;
  const toAct = defOf(room).toAct(room.state);
  return room.meta.bots.find((b) => toAct.includes(b.seat));
}

/** When the next bot move is due: null when no bot is to act. "human" pauses 1–3 s. */
export function botDueAt(room: Room, now: number): number | null {
  if (!dueBot(room)) return null;
  return room.meta.botPace === "instant" ? now : now + 1000 + Math.floor(Math.random() * 2000);
}

/**
 * The alarm's bot work: plays one bot move (one per alarm, so a table is never
 * busy for more than one decision at a time) and says when the next is due.
 */
export function runBots(store: RoomStorage, room: Room, now: number): { room: Room; changed: boolean; next: number | null } {
  const bot = dueBot(room);
  if (!bot) return { room, changed: false, next: null };
  const def = defOf(room);
  const state = room.state!;
  const legal = def.legal(state, bot.seat);
  if (legal.length === 0) return { room, changed: false, next: null };
  const move = chooseMove(room.meta.game, bot.level, { seat: bot.seat, view: def.view(state, bot.seat), legal }, `${bot.seed}:${state.version}`);
  const done = commit(store, room, { seat: bot.seat, move }, now);
  if (!done.ok) {
    console.error("bot move refused", done.error);
    return { room, changed: false, next: null };
  }
  const next = botDueAt(done.value, now);
  // The next bot move runs in an alarm of its own, never in this one.
  return { room: done.value, changed: true, next: next === null ? null : Math.max(next, now + 1) };
}
