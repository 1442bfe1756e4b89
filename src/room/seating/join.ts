// A person joins (POST /api/games/:id/join): they take the next seat
// (./take-seat), and if that leaves only the seats reserved for bots, the bots
// sit down too (./add-bots), which starts the table. During the match, an invite
// made for an absent seat takes that seat over instead (./replace).
import { ok } from "../../engine/result";
import type { Seat } from "../../engine/types";
import type { Changed, Room, RoomResult } from "../object/model";
import { fillBotSeats } from "./add-bots";
import { type ReplaceContext, takeOverSeat } from "./replace";
import { takeSeat } from "./take-seat";

export interface JoinInput {
  name: string;
  entropy: string;
  invite?: unknown;
  /** A club member's seat token, derived by the club (src/club/members.ts); else a new one. */
  token?: string;
}

export async function joinTable(
  ctx: ReplaceContext,
  room: Room,
  input: JoinInput,
): Promise<RoomResult<Changed<{ seat: Seat; token: string }>>> {
  const { store, now } = ctx;
  // Once the match runs, an invite made for an absent seat takes that seat over (./replace).
  const taken = room.state === null ? null : await takeOverSeat(ctx, room, input.invite, input.name);
  if (taken) return ok({ room: taken.room, answer: { seat: taken.seat, token: taken.token } });
  const joined = await takeSeat(store, room, input, now);
  if (!joined.ok) return joined;
  const { seat, token } = joined.value;
  return ok({ room: await fillBotSeats(store, joined.value.room, now), answer: { seat, token } });
}
