// The permanent record of a finished match, as D1 stores it and GET /api/matches/:id
// returns it: enough to replay the match with the engine and check its seed.
import type { LoggedMove } from "../../engine/replay";
import type { MatchRecord } from "../../protocol/api";
import { botField } from "../seating/bot-seats";
import { roomOptions } from "./clock";
import { roomResult } from "./ending";
import type { MoveRow, Room } from "../object/model";

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
    players: room.seats.map((s) => ({ seat: s.seat, name: s.name, ...botField(meta, s.seat) })),
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
