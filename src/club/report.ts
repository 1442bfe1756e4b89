// A finished club table reports its match (src/room/delivery/club-report.ts sends
// it, retrying until the club answers). Only a table this club opened, with the key
// the club gave it, is heard; a report the club has already applied changes
// nothing, so a retry after a lost answer is harmless: each match reaches the
// standings exactly once.
import type { MatchRecord } from "../protocol/api";
import { GAME_ID } from "../protocol/game-id";
import type { ClubTablePlayer } from "../protocol/club";
import { hashToken } from "../room/ground/tokens";
import { seatOfHash } from "../room/ground/tokens";
import { clubResult } from "./places";
import { applyResult, type RatingLine, replayResults } from "./ratings";
import type { ClubStorage, TableRow } from "./storage";

/** What a report came to: applied, already applied before, or refused (not this club's table, or a wrong key). */
export type ReportOutcome = "applied" | "already" | "refused";

/** The table a report may speak for: one of the club's, and the key it was given. */
export async function reportingTable(store: ClubStorage, id: string, key: string): Promise<TableRow | null> {
  const table = store.table(id);
  if (!table) return null;
  return seatOfHash(await hashToken(key), [{ seat: 0, tokenHash: table.keyHash }]) === 0 ? table : null;
}

/** Whether a record is the table's own match: its id, game and seats. */
export function recordFits(table: TableRow, record: MatchRecord): boolean {
  return (
    record.id === table.id &&
    record.game === table.game &&
    record.seats === table.seats &&
    Array.isArray(record.players) &&
    Array.isArray(record.moves) &&
    Array.isArray(record.result?.scores) &&
    typeof record.finishedAt === "string"
  );
}

/**
 * Applies a finished table's record in one transaction: the table is finished,
 * and when at least two member seats played, the result is stored and the
 * ratings it changes are updated (incrementally; a result that finished before
 * the last one applied puts it in its place and rebuilds the ratings from all).
 */
export function applyReport(store: ClubStorage, table: TableRow, record: MatchRecord, now: number): ReportOutcome {
  if (table.status === "finished" || store.hasResult(record.id)) return "already";
  const members = store.seatMembers(table.id);
  const result = clubResult(record, members);
  const players: ClubTablePlayer[] = record.players.map((p) => ({
    seat: p.seat,
    name: p.name,
    member: members.get(p.seat) ?? null,
    ...(p.bot ? { bot: p.bot } : {}),
  }));
  const next = nextMatchOf(record);
  store.transaction(() => {
    store.finishTable(table.id, players, record.finishedAt);
    store.touch(now);
    // A series goes on: its next match is this club's table too, by the same key and members.
    if (next && !store.table(next)) {
      store.addTable({ ...table, id: next, createdAt: now, status: "open", players: null, finishedAt: null });
      for (const [seat, member] of members) store.addSeatMember(next, seat, member);
    }
    if (!result) return;
    const last = store.lastFinishedAt();
    if (last === null || last <= result.finishedAt) {
      const lines = new Map(
        store
          .ratings()
          .filter((l) => l.board === result.board)
          .map((l) => [l.member, l]),
      );
      for (const line of applyResult(result, (m) => lines.get(m))) store.putRating(line);
      store.addResult(result);
      return;
    }
    const ordered = [...store.results(), result].sort((a, b) =>
      a.finishedAt < b.finishedAt ? -1 : a.finishedAt > b.finishedAt ? 1 : 0,
    );
    store.rewriteResults(ordered);
    store.clearRatings();
    for (const line of replayResults(ordered)) store.putRating(line as RatingLine);
  });
  return "applied";
}

/** The next match a series' record names (the room adds it to the club's copy only). */
function nextMatchOf(record: MatchRecord): string | null {
  const next = (record as MatchRecord & { nextMatch?: unknown }).nextMatch;
  return typeof next === "string" && GAME_ID.test(next) ? next : null;
}
