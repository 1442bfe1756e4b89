// A series (docs/api.md "Series"): the same seats play match after match until one
// has won more than half of `bestOf`, or `bestOf` matches were played. Each match is
// its own table; its meta carries the score of the matches before it and the id
// the next match will have, chosen when this one was made, so that the request that
// ends a match and the alarm that retries can both open the next one and never open
// two. The next match is a rematch everyone accepted: every seat in its place, by
// the same holders (same token hashes, so every seat link keeps working), bots and
// webhooks along, a fresh server seed. A resignation ends the match, not the series;
// a match abandoned for lack of moves ends the series, as does a seat's
// DELETE /api/games/:id/series once the match in play is over.
import { nanoid } from "nanoid";
import { err, ok, type Result } from "../../engine/result";
import type { Seat } from "../../engine/types";
import { type BestOf, clinched, leaders, type SeriesView } from "../../protocol/series";
import { roomOptions } from "../play/clock";
import { roomResult } from "../play/ending";
import type { RematchInput, Room, RoomError, RoomMeta, SeriesMeta } from "../ground/model";
import type { RoomStorage } from "../ground/storage";
import type { SubRow } from "../ground/push-store";
import { addRoomLine } from "../view/room-log";

/** The first match's series: nothing played yet. */
export function newSeries(bestOf: BestOf, seatsTotal: number): SeriesMeta {
  return { bestOf, matches: [], wins: Array.from({ length: seatsTotal }, () => 0), next: nanoid(14) };
}

/** The series as this match's views carry it: the score before it, and once it is over, with it. */
export function seriesView(room: Room): SeriesView | null {
  const s = room.meta.series;
  if (!s) return null;
  const result = room.meta.finishedAt !== null ? roomResult(room) : null;
  if (!result)
    return {
      bestOf: s.bestOf,
      played: s.matches.length,
      wins: [...s.wins],
      matches: [...s.matches],
      over: false,
      winners: [],
    };
  const wins = s.wins.map((w, seat) => w + (result.winners.includes(seat) ? 1 : 0));
  const matches = [...s.matches, room.meta.id];
  const decided = clinched(s.bestOf, wins) || matches.length >= s.bestOf;
  // Ended early: by a seat's wish, or because nobody played the last match.
  const stopped = s.ending === true || result.reason === "abandoned";
  const over = decided || stopped;
  const top = leaders(wins);
  const winners = !over ? [] : decided ? top : top.length === 1 ? top : [];
  return { bestOf: s.bestOf, played: matches.length, wins, matches, over, winners };
}

/** Whether this finished match still owes the series its next match. */
export function nextMatchOwed(room: Room): boolean {
  if (!room.meta.series || room.meta.finishedAt === null || room.meta.rematch) return false;
  return seriesView(room)?.over === false;
}

/** The next match: every seat in its place, by the same holders; bots, webhooks, push subscriptions and the club along. */
export function nextMatchInput(room: Room, subs: readonly SubRow[] = []): RematchInput {
  const { meta } = room;
  const view = seriesView(room)!;
  const s = meta.series!;
  return {
    id: s.next,
    game: meta.game,
    options: meta.options,
    room: roomOptions(meta),
    origin: meta.origin ?? "",
    seatsTotal: meta.seatsTotal,
    seats: room.seats.map((seat) => ({ name: seat.name, tokenHash: seat.tokenHash })),
    webhooks: room.webhooks.filter((w) => w.active),
    bots: { bots: meta.bots, botPace: meta.botPace },
    series: { bestOf: s.bestOf, matches: view.matches, wins: view.wins, next: nanoid(14) },
    ...(meta.club ? { club: meta.club } : {}),
    pushes: subs.map(({ due: _due, finished: _finished, ...sub }) => sub),
  };
}

/** The meta once the next match exists: every view of this one points there. */
export function withNextMatch(meta: RoomMeta): RoomMeta {
  return { ...meta, rematch: meta.series!.next };
}

const NO_SERIES = err<RoomError>({ code: "series/none", message: "This table plays a single match, not a series." });

/** DELETE /api/games/:id/series: the series ends once the match in play is over (asking again changes nothing). */
export function endSeries(store: RoomStorage, room: Room, seat: Seat): Result<Room, RoomError> {
  const s = room.meta.series;
  if (!s) return NO_SERIES;
  if (room.meta.finishedAt !== null) {
    if (seriesView(room)?.over) return err({ code: "series/over", message: "This series is over." });
    return err({
      code: "series/over",
      message: `This match is over and the series went on at /g/${s.next}: end it there.`,
    });
  }
  if (s.ending) return ok(room);
  const meta: RoomMeta = { ...room.meta, series: { ...s, ending: true } };
  addRoomLine(meta, room.state?.version ?? 0, "series", "room.series.ending", [seat]);
  const next = { ...room, meta };
  store.transaction(() => store.saveRoom(next.meta, next.state));
  return ok(next);
}

/** A rematch of a series that is over is a new series of the same length. */
export function rematchSeries(room: Room, seatsTotal: number): SeriesMeta | undefined {
  return room.meta.series ? newSeries(room.meta.series.bestOf, seatsTotal) : undefined;
}

/** While the series goes on, nobody offers a rematch: the next match opens by itself. */
export function rematchRefused(room: Room): RoomError | null {
  return room.meta.series && !seriesView(room)?.over
    ? { code: "series/goes_on", message: "The series goes on: its next match starts by itself." }
    : null;
}
