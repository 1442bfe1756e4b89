// The room's rules of engagement, apart from transport: who sits where, when the
// game starts, and how a move is checked, applied and persisted. The Durable
// Object wrapper serialises calls; everything here after the awaits is synchronous,
// so two submits of the same move can never both pass the version check.
import type { GameId, Seat } from "../../engine/types";
import type { RoomOptions } from "../../protocol/async";
import type { BotSetup } from "./bot-seats";
import type { Room, RoomError, RoomMeta, SeatRow, WebhookRow } from "../object/model";
import { err, ok, type Result } from "../../engine/result";
import { commit, defOf } from "../play/commit";
import { commitmentOf, deriveSeed, newServerSeed } from "../seed";
import type { RoomStorage } from "../object/storage";
import { hashToken, newToken, seatOfHash } from "./tokens";
import { BAD_INVITE, inviteMatches, newInvite } from "./invites";
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
  /** Bots for the highest seats (src/room/bots.ts). */
  bots?: BotSetup;
}

/** A rematch: the seats that accepted taken at once, by the same holders (same token hashes); the rest open. */
export interface RematchInput {
  id: string;
  game: GameId;
  options: unknown;
  room: RoomOptions;
  origin: string;
  seatsTotal: number;
  seats: { name: string; tokenHash: string }[];
  webhooks: WebhookRow[];
  /** The bot seats and pace carried over (a rematch keeps its bots). */
  bots?: Pick<RoomMeta, "bots" | "botPace">;
}

const fail = (code: string, message: string) => err<RoomError>({ code, message });

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

export async function createRoom(store: RoomStorage, input: CreateInput, now: number): Promise<{ room: Room; token: string }> {
  const token = newToken();
  const seat: SeatRow = { seat: 0, name: input.name, tokenHash: await hashToken(token), entropy: input.entropy };
  const room = await newRoom({ ...input, seatsTotal: input.seats }, [seat], now);
  return { room: saveNew(store, room, now), token };
}

export async function createRematchRoom(store: RoomStorage, input: RematchInput, now: number): Promise<Room> {
  const seats = input.seats.map((s, seat) => ({ seat, name: s.name, tokenHash: s.tokenHash, entropy: "" }));
  const room = await newRoom(input, seats, now, input.bots);
  room.webhooks = input.webhooks.map((w) => ({ ...w, failures: 0 }));
  return saveNew(store, room, now);
}

export async function joinRoom(
  store: RoomStorage,
  room: Room,
  input: { name: string; entropy: string; invite?: unknown },
  now: number,
): Promise<Result<{ room: Room; seat: Seat; token: string }, RoomError>> {
  // api.md: a missing or wrong invite is 401, ranked before 409 game/full.
  if (!(await inviteMatches(room, input.invite))) return err(BAD_INVITE);
  if (room.seats.length >= room.meta.seatsTotal) return fail("game/full", "Every seat at this table is taken.");
  const token = newToken();
  const seat = { seat: room.seats.length, name: input.name, tokenHash: await hashToken(token), entropy: input.entropy };
  const next: Room = { ...room, meta: { ...room.meta }, seats: [...room.seats, seat], state: null };
  await startIfFull(next, now);
  if (next.state === null) {
    store.transaction(() => {
      store.addSeat(seat);
      store.saveRoom(next.meta, next.state);
    });
    return ok({ room: next, seat: seat.seat, token });
  }
  const started = commit(store, next, null, now, { before: [], alsoWrite: () => store.addSeat(seat) });
  if (!started.ok) return started;
  return ok({ room: started.value, seat: seat.seat, token });
}

/** Deals the game once every seat is taken: the seed mixes in every seat's entropy. */
async function startIfFull(room: Room, now: number): Promise<void> {
  if (room.seats.length < room.meta.seatsTotal) return;
  const def = defOf(room);
  const seed = await deriveSeed(
    room.meta.serverSeed,
    room.seats.map((s) => s.entropy),
  );
  const options = def.parseOptions(room.meta.options, room.meta.seatsTotal);
  if (!options.ok) throw new Error(`stored options no longer parse: ${options.error}`);
  room.state = def.setup({ seats: room.meta.seatsTotal, seed, options: options.value });
  room.meta.seed = seed;
  room.meta.startedAt = new Date(now).toISOString();
}

/** undefined: no token given (spectator); null: a token no seat holds. */
export async function seatOfToken(room: Room, token: string | undefined): Promise<Seat | null | undefined> {
  if (token === undefined) return undefined;
  return seatOfHash(await hashToken(token), room.seats);
}

export function isMoveOf(room: Room, move: unknown): boolean {
  return defOf(room).parseMove(move) !== null;
}

/** Checks, applies and persists one move. Synchronous: see the file comment. */
export function applyMove(
  store: RoomStorage,
  room: Room,
  seat: Seat,
  version: number,
  rawMove: unknown,
  now: number,
): Result<Room, RoomError> {
  const def = defOf(room);
  const move = def.parseMove(rawMove);
  if (move === null) return fail("request/invalid", `That is not a ${def.name} move.`);
  const state = room.state;
  if (state === null) return fail("game/not_started", "The game starts when every seat is taken.");
  if (room.meta.finishedAt !== null) return fail("game/finished", "This match is over.");
  if (version !== state.version)
    return fail("game/stale_version", `The game is at version ${state.version}; reload and try again.`);
  if ((room.meta.resigned ?? []).includes(seat)) return fail("seat/resigned", "You resigned from this game; moves are played for your seat.");
  return commit(store, room, { seat, move }, now);
}
