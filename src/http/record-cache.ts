// Finished matches never change, so their record is read from D1 once per data
// centre and then served from the edge cache: a finished table in a popular post
// costs neither its game object nor D1 a request per reader. Live tables' share
// facts are cached for a few seconds, keyed by table, so a crowd opening the
// watch page asks the game object a few times a minute, not once per reader.
import { getMatch } from "../db/matches";
import type { MatchRecord } from "../protocol/api";
import { matchFacts, tableFacts, type TableFacts } from "./table-facts";

const RECORD_TTL_S = 86_400;
export const LIVE_FACTS_TTL_S = 5;
const key = (kind: string, id: string) => `https://tablelink.cache/${kind}/${encodeURIComponent(id)}`;

function edgeCache(): Cache | null {
  try {
    return (caches as unknown as { default: Cache }).default;
  } catch {
    return null;
  }
}

async function cached<T>(k: string): Promise<T | null> {
  const hit = await edgeCache()
    ?.match(k)
    .catch(() => undefined);
  return hit ? ((await hit.json()) as T) : null;
}

async function keep(k: string, value: unknown, ttl: number): Promise<void> {
  await edgeCache()
    ?.put(
      k,
      new Response(JSON.stringify(value), {
        headers: { "Content-Type": "application/json", "Cache-Control": `public, max-age=${ttl}` },
      }),
    )
    .catch(() => undefined);
}

/** A finished match's record: the edge cache, else D1 (then cached). */
export async function finishedRecord(env: Env, id: string): Promise<MatchRecord | null> {
  const hit = await cached<MatchRecord>(key("record", id));
  if (hit) return hit;
  const record = await getMatch(env.DB, id);
  if (record) await keep(key("record", id), record, RECORD_TTL_S);
  return record;
}

/**
 * What a watch or table page's share tags say: a finished table from its record
 * (cached a day), a live one from its game object's spectator view (cached a few seconds).
 */
export async function publicTableFacts(env: Env, id: string): Promise<TableFacts | null> {
  const hit = await cached<TableFacts>(key("facts", id));
  if (hit) return hit;
  const finished = await matchFacts(env, id);
  if (finished) {
    // The record does not say whether the match was one of a series: its room, while it is kept, does
    // (asked once a day per data centre, as the facts are then cached).
    const series = (await tableFacts(env, id))?.series ?? null;
    const facts = series ? { ...finished, series } : finished;
    await keep(key("facts", id), facts, RECORD_TTL_S);
    return facts;
  }
  const live = await tableFacts(env, id);
  if (live) await keep(key("facts", id), live, LIVE_FACTS_TTL_S);
  return live;
}

/**
 * The table's public facts at `version` or later: the cached facts when they have
 * reached it (or the table is finished), else the game object's own now (then cached).
 * A share card for a version is never drawn from facts older than that version.
 */
export async function publicTableFactsAt(env: Env, id: string, version: number): Promise<TableFacts | null> {
  const known = await publicTableFacts(env, id);
  if (!known || known.status === "finished" || known.version >= version) return known;
  const live = await tableFacts(env, id);
  if (live) await keep(key("facts", id), live, LIVE_FACTS_TTL_S);
  return live ?? known;
}
