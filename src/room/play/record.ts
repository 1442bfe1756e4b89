// The permanent record of a finished match, as D1 stores it and GET /api/matches/:id
// returns it: enough to replay the match with the engine and check its seed.
import type { LoggedMove } from "../../engine/replay";
import type { MatchRecord } from "../../protocol/api";
import type { MatchPlayer } from "../../protocol/api";
import { firstName } from "../seating/absence";
import { botField } from "../seating/bot-seats";
import { roomOptions } from "./clock";
import { roomResult } from "./ending";
import type { MoveRow, Room } from "../ground/model";
import type { RoomStorage } from "../ground/storage";

export function finishedRecord(room: Room, moves: readonly MoveRow[]): MatchRecord {
  const { meta, state } = room;
  const result = state ? roomResult(room) : null;
  if (!result || !meta.startedAt || !meta.finishedAt || !meta.seed) throw new Error("match is not finished");
  const entropy = room.seats.map((s) => s.entropy);
  return {
    id: meta.id,
    game: meta.game,
    seats: meta.seatsTotal,
    // A bot seat carries its level, as in the view (the record's fixed fields are unchanged).
    // A seat handed on keeps the name it started under; replacedBy says who took it over from which move.
    players: room.seats.map((s) => ({ seat: s.seat, ...playerOf(room, s.seat) })),
    result: { winners: result.winners, scores: result.scores, ...(result.reason ? { reason: result.reason } : {}) },
    options: meta.options,
    createdAt: meta.createdAt,
    startedAt: meta.startedAt,
    finishedAt: meta.finishedAt,
    commitment: meta.commitment,
    serverSeed: meta.serverSeed,
    entropy: entropy.every((e) => e === "") ? [] : entropy,
    seed: meta.seed,
    moves: moves.map((m): LoggedMove => {
      if (m.resign) return { seat: m.seat, resign: true, by: m.by ?? "resigned" };
      return m.by ? { seat: m.seat, move: m.move, by: m.by } : { seat: m.seat, move: m.move };
    }),
    room: roomOptions(meta),
  };
}

/** A seat's player in the record: as it started, and who took it over. */
function playerOf(room: Room, seat: number): Omit<MatchPlayer, "seat"> {
  const reps = (room.meta.replacements ?? []).filter((r) => r.seat === seat);
  if (reps.length === 0) return { name: room.seats[seat]!.name, ...botField(room.meta, seat) };
  return {
    name: firstName(room, seat),
    replacedBy: reps.map((r) => ({ name: r.name, ...(r.bot ? { bot: r.bot } : {}), fromMove: r.fromMove })),
  };
}

/**
 * Queues a finished match's record for D1 in the transaction that finished it (the outbox
 * retries until D1 has it), due at once; answers the record, and its text as it was kept.
 */
export function queueRecord(store: RoomStorage, room: Room, now: number): { record: MatchRecord; text: string } {
  const record = finishedRecord(room, store.moves());
  const text = JSON.stringify(record);
  store.putOutbox({ id: room.meta.id, record: text, attempts: 0, nextAt: now });
  store.setDue("outbox", now);
  return { record, text };
}
