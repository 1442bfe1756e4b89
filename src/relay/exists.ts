// Whether a table exists, asked before a live socket is upgraded (an unknown id
// is a plain 404, as before). A table never stops existing, so a yes is kept: in
// this isolate's memory and in the data centre's cache. A crowd arriving at one
// table asks its game object once per isolate and data centre, not once per reader.
import type { GameRoom } from "../room/game-room";

const known = new Set<string>();
const MEMO_MAX = 10_000;
const cacheKey = (id: string) => `https://tablelink.cache/exists/${id}`;

export async function tableExists(env: Env, id: string): Promise<boolean> {
  if (known.has(id)) return true;
  const cache = await openCache();
  if (cache && (await cache.match(cacheKey(id)).catch(() => undefined))) return remember(id);
  const stub: DurableObjectStub<GameRoom> = env.ROOMS.get(env.ROOMS.idFromName(id));
  const r = await stub.view(undefined);
  if (!r.ok) return false;
  await cache?.put(cacheKey(id), new Response("1", { headers: { "Cache-Control": "public, max-age=86400" } })).catch(() => undefined);
  return remember(id);
}

function remember(id: string): true {
  if (known.size >= MEMO_MAX) known.clear();
  known.add(id);
  return true;
}

async function openCache(): Promise<Cache | null> {
  try {
    return (caches as unknown as { default: Cache }).default;
  } catch {
    return null;
  }
}
