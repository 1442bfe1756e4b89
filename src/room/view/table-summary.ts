import type { Seat } from "../../engine/types";
import type { TableEntry } from "../../protocol/tables";
import { roomResult } from "../play/ending";
import type { Room } from "../ground/model";
import { isDue } from "../delivery/push";
import { statusOf } from "./views";
import { reservedBotSeats } from "../seating/bot-seats";
import { seriesView } from "../seating/series";

export function tableSummary(room: Room, seat: Seat, lastMove: string | null): TableEntry {
  const { meta, state } = room;
  const bots = (meta as { bots?: { seat: Seat; level: string }[] }).bots ?? [];
  const botLevels = new Map(bots.map((b) => [b.seat, b.level]));
  const yourTurn = isDue(room, seat);
  const deadline = yourTurn ? (meta.deadlines ?? []).find((d) => d.seat === seat)?.at : undefined;
  const entry: TableEntry = {
    id: meta.id,
    game: meta.game,
    status: statusOf(room),
    seat,
    seats: [
      ...room.seats.map((s) => {
        // Bot seats carry their level, as in the view (the room's meta lists them: ../seating/bot-seats).
        const bot = botLevels.get(s.seat);
        return bot ? { seat: s.seat, name: s.name, bot } : { seat: s.seat, name: s.name };
      }),
      // A waiting table's seats held for bots are bot seats already, as in the view.
      ...(statusOf(room) === "waiting" ? reservedBotSeats(meta) : []),
    ].sort((a, b) => a.seat - b.seat),
    yourTurn,
    deadline: deadline === undefined ? null : new Date(deadline).toISOString(),
    version: state?.version ?? 0,
    updatedAt: [meta.finishedAt, lastMove, meta.startedAt, meta.createdAt]
      .filter((t): t is string => t !== null)
      .sort()
      .at(-1)!,
  };
  const result = roomResult(room);
  if (result) entry.result = result;
  if (meta.pause?.active) entry.pausedUntil = new Date(meta.pause.until).toISOString();
  const series = seriesView(room);
  if (series) entry.series = series;
  if (series && meta.rematch) entry.next = meta.rematch;
  return entry;
}
