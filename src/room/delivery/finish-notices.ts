// What the end of a match owes the outside world, however it ended (a move, a claim,
// an abandoned table): written in the transaction that ended it, as ./notices decides.
import type { Room } from "../ground/model";
import type { RoomStorage } from "../ground/storage";
import { queueRecord } from "../play/record";
import { queueClubReport } from "./club-report";

/**
 * Written in the transaction that ended a match, however it ended (a move, a claim, an
 * abandoned table): its record for D1, and for a club table the same record for its club.
 */
export function noticesOfFinish(store: RoomStorage, room: Room, now: number): void {
  const record = queueRecord(store, room, now);
  if (room.meta.club) queueClubReport(store, room.meta.club, record, now);
}
