// The Durable Object that holds a game: its name is the game id, so the Worker
// needs no lookup table to find it.
import type { RoomObject } from "../room/game-room";

export function roomStub(env: Env, id: string): DurableObjectStub<RoomObject> {
  return env.ROOMS.get(env.ROOMS.idFromName(id));
}
