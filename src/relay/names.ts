// Which relay a spectator lands on. Relays are named `<table>/<place>/<shard>`:
// `place` is the Cloudflare data centre that took the connection, so a relay is
// created near its readers and the game object's view crosses the world once per
// relay, not once per reader. Shards are tried in bands that double: shard 0,
// then 1, then one of 2–3, one of 4–7, …, moving on when a relay says it is full.
// A small crowd shares one relay, a large one spreads over as many as it needs,
// and nobody keeps a count.
export const MAX_PROBES = 14;

export function relayName(table: string, place: string, shard: number): string {
  return `${table}/${place}/${shard}`;
}

/** The shard to try on the `attempt`-th probe (0-based): 0, then 1, then one of [2,4), [4,8), … */
export function shardFor(attempt: number, random: () => number = Math.random): number {
  if (attempt === 0) return 0;
  const band = 2 ** (attempt - 1);
  return band + Math.floor(random() * band);
}

/** Where the connection came in, as the relay's place; local runs have none. */
export function placeOf(request: Request): string {
  const colo = (request as Request & { cf?: { colo?: unknown } }).cf?.colo;
  return typeof colo === "string" && /^[A-Z]{3}$/.test(colo) ? colo : "local";
}

/** Headers the Worker sets when it opens a relay socket (the relay learns its own name from them). */
export const TABLE_HEADER = "X-Tablelink-Table";
export const RELAY_HEADER = "X-Tablelink-Relay";
/** The language of the spectator's hello, so the relay has the view in it before the hello arrives. */
export const LANG_HEADER = "X-Tablelink-Lang";
