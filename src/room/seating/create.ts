// Making a table: a new one (POST /api/games) or a rematch's (./rematch asks a
// fresh object to make it). The server seed is drawn and committed here;
// a table that is already full (a rematch where everyone accepted) is dealt at
// once through `commit`, so its clock and notifications start with it.
import type { GameId } from "../../engine/types";
import type { RoomOptions } from "../../protocol/async";
import type { SeriesOption } from "../../protocol/series";
import { newSeries } from "./series";
import type { BotSetup } from "./bot-seats";
import type { Changed, ClubLink, RematchInput, Room, RoomMeta, RoomResult, SeatRow } from "../ground/model";

export type { RematchInput } from "../ground/model";
import { ok } from "../../engine/result";
import { commit } from "../play/commit";
import { commitmentOf, newServerSeed } from "../../protocol/seed";
import type { RoomStorage } from "../ground/storage";
import type { PushStore } from "../ground/push-store";
import { hashToken, newToken } from "../ground/tokens";
import { newInvite } from "./invites";
import { type DiscordUser, discordToken, newDiscordSecret } from "./discord";
import { startIfFull } from "./take-seat";
import { setupBots } from "./add-bots";
import { scheduleExpiry } from "../timers/cleanup";

export interface CreateInput {
  id: string;
  game: GameId;
  seats: number;
  name: string;
  options: unknown;
  entropy: string;
  room: RoomOptions;
  /** The origin seat links in notifications use. */
  origin: string;
  /** Bots for the highest seats (./bot-seats). */
  bots?: BotSetup;
  /** Opened from Discord: seat 0 is this user's, its token derived as ./discord derives them. */
  discord?: DiscordUser;
  /** A club table: seat 0's token (the club derives it) and the club it reports to. */
  token?: string;
  club?: ClubLink;
  /** Play a series of matches (./series) rather than one. */
  series?: SeriesOption;
}

async function newRoom(
  input: { id: string; game: GameId; seatsTotal: number; options: unknown; room: RoomOptions; origin: string },
  seats: SeatRow[],
  now: number,
  bots: Pick<RoomMeta, "bots" | "botPace"> = {},
): Promise<Room> {
  const serverSeed = newServerSeed();
  const room: Room = {
    meta: {
      id: input.id,
      game: input.game,
      seatsTotal: input.seatsTotal,
      options: input.options,
      serverSeed,
      commitment: await commitmentOf(serverSeed),
      createdAt: new Date(now).toISOString(),
      startedAt: null,
      finishedAt: null,
      seed: null,
      room: input.room,
      origin: input.origin,
      invite: newInvite(),
      deadlines: [],
      resigned: [],
      ...bots,
    },
    seats,
    state: null,
    chat: [],
    webhooks: [],
  };
  await startIfFull(room, now);
  return room;
}

/** Saves a new room; when it is already full, its clock and notifications start with it. */
function saveNew(store: RoomStorage, room: Room, now: number): Room {
  const write = () => {
    store.createTables();
    for (const s of room.seats) store.addSeat(s);
    for (const w of room.webhooks) store.putWebhook(w);
  };
  if (room.state === null) {
    store.transaction(() => {
      write();
      store.saveRoom(room.meta, room.state);
      scheduleExpiry(store, now);
    });
    return room;
  }
  const started = commit(store, room, null, now, { before: [], alsoWrite: write });
  if (!started.ok) throw new Error(started.error.message);
  return started.value;
}

export async function createRoom(
  store: RoomStorage,
  input: CreateInput,
  now: number,
): Promise<{ room: Room; token: string }> {
  const secret = input.discord ? newDiscordSecret() : null;
  const token =
    input.discord && secret ? await discordToken(secret, input.discord.userId) : (input.token ?? newToken());
  const seat: SeatRow = { seat: 0, name: input.name, tokenHash: await hashToken(token), entropy: input.entropy };
  const room = await newRoom({ ...input, seatsTotal: input.seats }, [seat], now);
  if (input.discord && secret) room.meta.discord = { by: input.discord.name, secret };
  if (input.club) room.meta.club = input.club;
  if (input.series) room.meta.series = newSeries(input.series.bestOf, input.seats);
  return { room: saveNew(store, room, now), token };
}

export async function createRematchRoom(store: RoomStorage, input: RematchInput, now: number): Promise<Room> {
  const seats = input.seats.map((s, seat) => ({ seat, name: s.name, tokenHash: s.tokenHash, entropy: "" }));
  const room = await newRoom(input, seats, now, input.bots);
  if (input.series) room.meta.series = input.series;
  if (input.club) room.meta.club = input.club;
  room.webhooks = input.webhooks.map((w) => ({ ...w, failures: 0 }));
  return saveNew(store, room, now);
}

/** POST /api/games: a new table with its host in seat 0 and its bots reserved (or seated, when only they were missing). */
export async function createTable(
  store: RoomStorage,
  input: CreateInput,
  now: number,
): Promise<RoomResult<Changed<{ token: string; commitment: string; invite: string }>>> {
  const { room, token } = await createRoom(store, input, now);
  const answer = { token, commitment: room.meta.commitment, invite: room.meta.invite! };
  return ok({ room: await setupBots(store, room, input.bots, now), answer });
}

/** Asked by the finished table's object (./rematch): the rematch's table, under the id it chose. */
export async function createRematchTable(
  store: RoomStorage,
  push: PushStore,
  input: RematchInput,
  now: number,
): Promise<RoomResult<Changed<{ id: string }>>> {
  const room = await createRematchRoom(store, input, now);
  // Subscriptions come along not yet due, so each seat hears of its first turn like any other.
  for (const p of input.pushes ?? []) push.put({ ...p, due: false, finished: false });
  return ok({ room, answer: { id: input.id } });
}
