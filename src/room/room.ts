// The room's rules of engagement, apart from transport: who sits where, when the
// game starts, and how a move is checked, applied and persisted. The Durable
// Object wrapper serialises calls; everything here after the awaits is synchronous,
// so two submits of the same move can never both pass the version check.
import { gameById } from "../engine/registry";
import type { AnyGameDef, GameId, Seat } from "../engine/types";
import type { Room, RoomError } from "./model";
import { err, ok, type Result } from "../engine/result";
import { commitmentOf, deriveSeed, newServerSeed } from "./seed";
import type { RoomStorage } from "./storage";
import { hashToken, newToken, seatOfHash } from "./tokens";
import { finishedRecord } from "./record";

export interface CreateInput {
  id: string;
  game: GameId;
  seats: number;
  name: string;
  options: unknown;
  entropy: string;
}

const fail = (code: string, message: string) => err<RoomError>({ code, message });

function defOf(room: Room): AnyGameDef {
  const def = gameById(room.meta.game);
  if (!def) throw new Error(`game ${room.meta.game} is no longer registered`);
  return def;
}

export async function createRoom(store: RoomStorage, input: CreateInput, now: Date): Promise<{ room: Room; token: string }> {
  const serverSeed = newServerSeed();
  const token = newToken();
  const room: Room = {
    meta: {
      id: input.id,
      game: input.game,
      seatsTotal: input.seats,
      options: input.options,
      serverSeed,
      commitment: await commitmentOf(serverSeed),
      createdAt: now.toISOString(),
      startedAt: null,
      finishedAt: null,
      seed: null,
    },
    seats: [{ seat: 0, name: input.name, tokenHash: await hashToken(token), entropy: input.entropy }],
    state: null,
  };
  await startIfFull(room, now);
  store.transaction(() => {
    store.createTables();
    store.saveRoom(room.meta, room.state);
    store.addSeat(room.seats[0]!);
  });
  return { room, token };
}

export async function joinRoom(
  store: RoomStorage,
  room: Room,
  input: { name: string; entropy: string },
  now: Date,
): Promise<Result<{ room: Room; seat: Seat; token: string }, RoomError>> {
  if (room.seats.length >= room.meta.seatsTotal) return fail("game/full", "Every seat at this table is taken.");
  const token = newToken();
  const seat = { seat: room.seats.length, name: input.name, tokenHash: await hashToken(token), entropy: input.entropy };
  const next: Room = { meta: { ...room.meta }, seats: [...room.seats, seat], state: null };
  await startIfFull(next, now);
  store.transaction(() => {
    store.addSeat(seat);
    store.saveRoom(next.meta, next.state);
  });
  return ok({ room: next, seat: seat.seat, token });
}

/** Deals the game once every seat is taken: the seed mixes in every seat's entropy. */
async function startIfFull(room: Room, now: Date): Promise<void> {
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
  room.meta.startedAt = now.toISOString();
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
  now: Date,
): Result<{ room: Room; finished: boolean }, RoomError> {
  const def = defOf(room);
  const move = def.parseMove(rawMove);
  if (move === null) return fail("request/invalid", `That is not a ${def.name} move.`);
  const state = room.state;
  if (state === null) return fail("game/not_started", "The game starts when every seat is taken.");
  if (room.meta.finishedAt !== null) return fail("game/finished", "This match is over.");
  if (version !== state.version)
    return fail("game/stale_version", `The game is at version ${state.version}; reload and try again.`);
  const applied = def.apply(state, seat, move);
  if (!applied.ok) return err(applied.error);
  const at = now.toISOString();
  const finished = def.result(applied.value) !== null;
  const next: Room = {
    meta: finished ? { ...room.meta, finishedAt: at } : room.meta,
    seats: room.seats,
    state: applied.value,
  };
  store.transaction(() => {
    store.appendMove(state.version, { seat, move, at });
    store.saveRoom(next.meta, next.state);
    if (finished) {
      const record = finishedRecord(next, store.moves());
      store.putOutbox({ id: next.meta.id, record: JSON.stringify(record), attempts: 0, nextAt: now.getTime() });
      store.setDue("outbox", now.getTime());
    }
  });
  return ok({ room: next, finished });
}
