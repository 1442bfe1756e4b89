// What the end of a match owes the outside world, however it ended (a move, a claim,
// an abandoned table): written in the transaction that ended it, as ./notices decides.
import type { Room } from "../ground/model";
import type { RoomStorage } from "../ground/storage";
import { queueRecord } from "../play/record";
import { queueClubReport } from "./club-report";
import { nextMatchOwed } from "../seating/series";

/**
 * Written in the transaction that ended a match, however it ended (a move, a claim, an
 * abandoned table): its record for D1, and for a club table the same record for its club.
 */
export function noticesOfFinish(store: RoomStorage, room: Room, now: number): void {
  const { record, text } = queueRecord(store, room, now);
  const goesOn = nextMatchOwed(room);
  // The club's copy: a series that goes on names its next match, which the club then knows
  // as its own table (same key, same members), so that match is heard too.
  if (room.meta.club)
    queueClubReport(
      store,
      room.meta.club,
      goesOn ? JSON.stringify({ ...record, nextMatch: room.meta.series!.next }) : text,
      now,
    );
  // A series goes on: its next match opens at once (the request that ended this one, else the alarm).
  if (goesOn) store.setDue("series", now);
}
