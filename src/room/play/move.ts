// A seat's move: checked against the room as it is in memory, then applied and
// persisted through `commit`. Synchronous: the Durable Object calls it after its
// awaits, so two submits of the same move can never both pass the version check.
import { err, type Result } from "../../engine/result";
import type { Seat } from "../../engine/types";
import { defOf, type Room, type RoomError } from "../ground/model";
import type { RoomStorage } from "../ground/storage";
import { commit } from "./commit";

const fail = (code: string, message: string) => err<RoomError>({ code, message });

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
  if ((room.meta.resigned ?? []).includes(seat))
    return fail("seat/resigned", "You resigned from this game; moves are played for your seat.");
  return commit(store, room, { seat, move }, now);
}
