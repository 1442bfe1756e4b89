// Seating bots (./bot-seats holds what a bot seat is): a seated player adds one
// to the next free seat, and the bots asked for at creation sit down once every
// human seat is taken. A bot takes its seat the way a person does (./take-seat).
import type { BotLevel } from "../../bots/types";
import { err, ok, type Result } from "../../engine/result";
import type { Seat } from "../../engine/types";
import { toHex } from "../../protocol/hex";
import type { Changed, Room, RoomError, RoomMeta, RoomResult } from "../ground/model";
import type { RoomStorage } from "../ground/storage";
import { botName, type BotSeat, type BotSetup } from "./bot-seats";
import { takeSeat } from "./take-seat";

const fail = (code: string, message: string) => err<RoomError>({ code, message });

/** The next free seat becomes a bot (it starts the table when it is the last seat). */
export async function addBotSeat(
  store: RoomStorage,
  room: Room,
  level: BotLevel,
  now: number,
): Promise<Result<{ room: Room; seat: Seat }, RoomError>> {
  if (room.state !== null || room.meta.finishedAt !== null)
    return fail("game/not_waiting", "Bots can be added only while the table waits for players.");
  const free = room.meta.seatsTotal - room.seats.length - (room.meta.botsPending?.length ?? 0);
  if (free <= 0) return fail("game/full", "Every seat at this table is taken.");
  const seat = room.seats.length;
  const bot: BotSeat = { seat, level, seed: toHex(crypto.getRandomValues(new Uint8Array(16))) };
  const withBot: Room = { ...room, meta: { ...room.meta, bots: [...(room.meta.bots ?? []), bot] } };
  // A bot is seated by the room itself (a seated player or the create call asked for it), so it carries the table's own invite.
  const joined = await takeSeat(
    store,
    withBot,
    { name: botName(seat, level), entropy: "", invite: withBot.meta.invite },
    now,
  );
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
export async function setupBots(
  store: RoomStorage,
  room: Room,
  setup: BotSetup | undefined,
  now: number,
): Promise<Room> {
  if (!setup) return room;
  const meta: RoomMeta = { ...room.meta, botPace: setup.pace, botsPending: setup.levels.slice() };
  store.transaction(() => store.saveRoom(meta, room.state));
  return fillBotSeats(store, { ...room, meta }, now);
}

/** POST /api/games/:id/bots: a bot in the next free seat, then any reserved bots, if that filled the human seats. */
export async function addBot(
  store: RoomStorage,
  room: Room,
  level: BotLevel,
  now: number,
): Promise<RoomResult<Changed<{ seat: Seat }>>> {
  const added = await addBotSeat(store, room, level, now);
  if (!added.ok) return added;
  return ok({ room: await fillBotSeats(store, added.value.room, now), answer: { seat: added.value.seat } });
}
