// Bot seats, the facts: which seats are bots, at what level, under what name,
// and when the next bot move is due. A bot takes a seat like a person joining (a
// seat row whose token nobody holds), marked in the room's meta with its level
// and its own random seed. Seating bots is ./add-bots; a bot's turn, played by
// the room's alarm after the pace's pause as an ordinary move through `commit`,
// is ../play/bot-turns. Bots never get a deadline (they never time out).
//
// At creation `bots` reserves the highest seats: the levels wait in
// `botsPending` and become seats the moment the human seats are all taken, so the
// table then starts with them.
import type { BotLevel } from "../../bots/types";
import type { Seat } from "../../engine/types";
import { type BotPace, type BotSeat, defOf, type Room, type RoomMeta } from "../ground/model";

export { BOT_PACES, type BotPace, type BotSeat } from "../ground/model";

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

/** The bot seat to act now, if any (a bot never resigns, so no resigned check is needed). */
export function dueBot(room: Room): BotSeat | undefined {
  if (room.state === null || room.meta.finishedAt !== null || !room.meta.bots?.length) return undefined;
  const toAct = defOf(room).toAct(room.state);
  return room.meta.bots.find((b) => toAct.includes(b.seat));
}

/** When the next bot move is due: null when no bot is to act. "human" pauses 1–3 s. */
export function botDueAt(room: Room, now: number): number | null {
  if (!dueBot(room)) return null;
  return room.meta.botPace === "instant" ? now : now + 1000 + Math.floor(Math.random() * 2000);
}
