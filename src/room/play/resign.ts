// A seat leaves the game. Where the game has a resignation of its own (a two-seat
// forfeit, a Twelves Leave) it is an entry in the move log; at a larger Stakes or
// Dobbelsjanse table the seat is marked resigned and from then on the room plays
// its default move whenever it is to act, at once, without waiting for a clock.
import { err, type Result } from "../../engine/result";
import type { Seat } from "../../engine/types";
import { commit } from "./commit";
import { defOf, type Room, type RoomError } from "../ground/model";
import type { RoomStorage } from "../ground/storage";

export function resignSeat(store: RoomStorage, room: Room, seat: Seat, now: number): Result<Room, RoomError> {
  if (room.state === null)
    return err({ code: "game/not_started", message: "The game starts when every seat is taken." });
  if (room.meta.finishedAt !== null) return err({ code: "game/finished", message: "This match is over." });
  const resigned = room.meta.resigned ?? [];
  if (resigned.includes(seat)) return err({ code: "seat/resigned", message: "You already resigned from this game." });
  const meta = { ...room.meta, resigned: [...resigned, seat] };
  const own = defOf(room).resign?.(room.state, seat) ?? null;
  return commit(store, room, own ? { seat, resign: true, by: "resigned" } : null, now, { meta });
}
