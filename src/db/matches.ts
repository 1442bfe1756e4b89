// Queries over finished matches. Pages run newest first by (finishedAt, id), and
// the cursor is that pair of the last row shown, so pages never skip or repeat.
import { and, desc, eq, lt, or, type SQL } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { decodeBase64Url } from "hono/utils/encode";
import type { MatchList, MatchRecord, MatchSummary } from "../protocol/api";
import { toBase64url, utf8 } from "../protocol/encoding";
import { matches } from "./schema";

export async function insertMatch(db: D1Database, r: MatchRecord): Promise<void> {
  await drizzle(db)
    .insert(matches)
    .values({
      id: r.id,
      game: r.game,
      seats: r.seats,
      players: JSON.stringify(r.players),
      result: JSON.stringify(r.result),
      createdAt: r.createdAt,
      startedAt: r.startedAt,
      finishedAt: r.finishedAt,
      record: JSON.stringify(r),
    })
    .onConflictDoNothing({ target: matches.id });
}

export async function getMatch(db: D1Database, id: string): Promise<MatchRecord | null> {
  const row = await drizzle(db).select({ record: matches.record }).from(matches).where(eq(matches.id, id)).get();
  return row ? (JSON.parse(row.record) as MatchRecord) : null;
}

export interface Cursor {
  finishedAt: string;
  id: string;
}

/** base64url of the JSON pair; its text is ASCII (an ISO time and a game id), one byte a character. */
export function encodeCursor(c: Cursor): string {
  return toBase64url(utf8(JSON.stringify([c.finishedAt, c.id])));
}

/**
 * Read as leniently as ever: hono's decoder is atob after mapping "-" and "_", so
 * whitespace, "+" and "/" pass as they always did, and each byte is one character
 * (atob's Latin-1), which keeps every cursor a client may send meaning what it did.
 */
export function decodeCursor(s: string): Cursor | null {
  try {
    const [finishedAt, id] = JSON.parse(String.fromCharCode(...decodeBase64Url(s))) as unknown[];
    return typeof finishedAt === "string" && typeof id === "string" ? { finishedAt, id } : null;
  } catch {
    return null;
  }
}

export async function listMatches(
  db: D1Database,
  q: { game?: string; limit: number; before?: Cursor },
): Promise<MatchList> {
  const where: SQL[] = [];
  if (q.game) where.push(eq(matches.game, q.game));
  if (q.before) {
    const { finishedAt, id } = q.before;
    where.push(or(lt(matches.finishedAt, finishedAt), and(eq(matches.finishedAt, finishedAt), lt(matches.id, id)))!);
  }
  const rows = await drizzle(db)
    .select()
    .from(matches)
    .where(and(...where))
    .orderBy(desc(matches.finishedAt), desc(matches.id))
    .limit(q.limit + 1);
  const page = rows.slice(0, q.limit).map(
    (r): MatchSummary => ({
      id: r.id,
      game: r.game as MatchSummary["game"],
      seats: r.seats,
      players: JSON.parse(r.players),
      result: JSON.parse(r.result),
      createdAt: r.createdAt,
      startedAt: r.startedAt,
      finishedAt: r.finishedAt,
    }),
  );
  const last = page[page.length - 1];
  return { matches: page, next: rows.length > q.limit && last ? encodeCursor(last) : null };
}
