// A person joins (POST /api/games/:id/join): they take the next seat
// (./take-seat), and if that leaves only the seats reserved for bots, the bots
// sit down too (./add-bots), which starts the table.
import { ok } from "../../engine/result";
import type { Seat } from "../../engine/types";
import type { Changed, Room, RoomResult } from "../object/model";
import type { RoomStorage } from "../object/storage";
import { fillBotSeats } from "./add-bots";
import { takeSeat } from "./take-seat";

export interface JoinInput {
  name: string;
  entropy: string;
  invite?: unknown;
}

export async function joinTable(
  store: RoomStorage,
  room: Room,
  input: JoinInput,
  now: number,
): Promise<RoomResult<Changed<{ seat: Seat; token: string }>>> {
  const joined = await takeSeat(store, room, input, now);
  if (!joined.ok) return joined;
  const { seat, token } = joined.value;
  return ok({ room: await fillBotSeats(store, joined.value.room, now), answer: { seat, token } });
}
