// Whether a table exists, and the terms of its live sockets, asked before a live
// socket is upgraded (an unknown id is a plain 404, as before). A yes is kept in
// this isolate's memory and in the data centre's cache, so a crowd arriving at
// one table asks its game object once per isolate and data centre, not once per
// reader. A table that goes away (cancelled, retired) is forgotten again as soon
// as a relay or a page finds it gone (forgetTable). That yes may outlive the table
// in another isolate or data centre, so a page that decides between the table,
// a 404 and its replay asks the game object itself (tableHeldNow).
import type { RoomObject } from "../room/game-room";
import { SOCKET_LIMITS } from "../room/live/socket-limits";

/** What the Worker needs to hold a live socket before it knows where it goes. */
export interface LiveTerms {
  /** A socket that says nothing for this long is closed (api.md: 30 s; tests shorten it on the game object). */
  helloTimeoutMs: number;
}

const DEFAULT_TERMS: LiveTerms = { helloTimeoutMs: SOCKET_LIMITS.helloTimeoutMs };
const known = new Map<string, LiveTerms>();
const MEMO_MAX = 10_000;
const cacheKey = (id: string) => `https://tablelink.cache/exists/${id}`;

/** The table's live terms, or null when no table has this id. */
export async function liveTerms(env: Env, id: string): Promise<LiveTerms | null> {
  const memo = known.get(id);
  if (memo) return memo;
  const cache = openCache();
  if (cache && (await cache.match(cacheKey(id)).catch(() => undefined))) return remember(id, DEFAULT_TERMS);
  const stub: DurableObjectStub<RoomObject> = env.ROOMS.get(env.ROOMS.idFromName(id));
  const terms = await stub.liveTerms();
  if (!terms) return null;
  await cache
    ?.put(cacheKey(id), new Response("1", { headers: { "Cache-Control": "public, max-age=86400" } }))
    .catch(() => undefined);
  return remember(id, terms);
}

export async function tableExists(env: Env, id: string): Promise<boolean> {
  return (await liveTerms(env, id)) !== null;
}

/**
 * Whether the table's game object holds it now, asked past every cache (a yes
 * cached before it was cancelled or cleaned up says nothing); a no is forgotten
 * in this isolate's and data centre's caches too.
 */
export async function tableHeldNow(env: Env, id: string): Promise<boolean> {
  const stub: DurableObjectStub<RoomObject> = env.ROOMS.get(env.ROOMS.idFromName(id));
  if (await stub.liveTerms()) return true;
  await forgetTable(id);
  return false;
}

/** The table is gone: the next question asks its game object again. */
export async function forgetTable(id: string): Promise<void> {
  known.delete(id);
  await openCache()
    ?.delete(cacheKey(id))
    .catch(() => undefined);
}

function remember(id: string, terms: LiveTerms): LiveTerms {
  if (known.size >= MEMO_MAX) known.clear();
  known.set(id, terms);
  return terms;
}

function openCache(): Cache | null {
  try {
    return (caches as unknown as { default: Cache }).default;
  } catch {
    return null;
  }
}
