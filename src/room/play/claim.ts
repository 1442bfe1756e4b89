// Claiming a Duel from a player who is gone (docs/api.md "Fixes to the third round
// (fourth round)"): at a table of two, once time has played the other seat's last two
// turns in a row (it is absent, ../seating/absence), the seat still playing may end
// the match at once and win it. Without it a table whose other player vanished could
// only wait out every clock, turn after turn. The match is recorded like any other:
// the record says `reason: "claimed"`, and a verifier counts the timed-out turns again
// from its moves (src/protocol/verify-record.ts), so a claim the moves do not show fails.
import { err, ok, type Result } from "../../engine/result";
import type { Seat } from "../../engine/types";
import { isAbsent } from "../seating/absence";
import type { Room, RoomError, RoomMeta } from "../ground/model";
import { addRoomLine } from "../view/room-log";
import type { RoomStorage } from "../ground/storage";
import { noticesOfFinish } from "../delivery/finish-notices";

const fail = (code: string, message: string) => err<RoomError>({ code, message });

/** `seat` claims the match; every refusal changes nothing. */
export function claimMatch(store: RoomStorage, room: Room, seat: Seat, now: number): Result<Room, RoomError> {
  const { meta, state } = room;
  if (state === null) return fail("game/not_started", "The game starts when every seat is taken.");
  if (meta.finishedAt !== null) return fail("game/finished", "This match is over.");
  if (meta.seatsTotal !== 2)
    return fail(
      "seat/not_claimable",
      "Only a match of two is claimed: at a larger table an absent seat is handed on instead.",
    );
  if ((meta.resigned ?? []).includes(seat)) return fail("seat/resigned", "You resigned from this game.");
  const other = 1 - seat;
  if (!isAbsent(room, other))
    return fail(
      "seat/not_absent",
      "The other player is still playing: the match can be claimed once time has played two of their turns in a row.",
    );
  const next: RoomMeta = { ...meta, finishedAt: new Date(now).toISOString(), claimed: seat, deadlines: [] };
  // A pause on or offered has nothing left to hold.
  delete next.pause;
  addRoomLine(next, state.version, "claimed", "room.claimed", [seat, other]);
  const done: Room = { ...room, meta: next };
  store.transaction(() => {
    store.saveRoom(next, state);
    for (const key of ["clock", "bots", "abandon", "pause"]) store.setDue(key, null);
    noticesOfFinish(store, done, now);
  });
  return ok(done);
}
