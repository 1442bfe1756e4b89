// The share card of a table or a match (docs/api.md "Share cards per table"):
// GET /g/:id/card.png and /m/:id/card.png, a 1200×630 PNG drawn from public
// facts (./card/draw-card). Pages link it with ?v=<version>: a versioned card is
// cached a day (in the browser, the chat app's fetcher and the edge cache), so a
// card is drawn about once per version and data centre.
import { Hono, type Context } from "hono";
import { cardPng } from "./card/draw-card";
import { notFoundPage } from "./pages";
import { pageLang } from "./page-lang";
import { DEFAULT_LANG, langOf } from "../protocol/lang";
import { LIVE_FACTS_TTL_S, publicTableFacts, publicTableFactsAt } from "./record-cache";
import { finishedTableFacts, matchFacts, type TableFacts } from "./table-facts";
import { GAME_ID } from "../protocol/game-id";

export const cardRoutes = new Hono<{ Bindings: Env }>();

export const CARD_MAX_AGE_S = 86_400;
/**
 * An unversioned card shows the table as it is now: at most a minute old, counting
 * the few seconds its facts may have been cached (./record-cache).
 */
const LIVE_MAX_AGE_S = 60;

function edgeCache(): Cache | null {
  try {
    return (caches as unknown as { default: Cache }).default;
  } catch {
    return null;
  }
}

/** `?v=` as a version, or null when it is absent or no whole number (then the card is the live one). */
function versionOf(raw: string | undefined): number | null {
  return raw !== undefined && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
}

type Facts = (id: string, version: number | null) => Promise<TableFacts | null>;

async function card(c: Context<{ Bindings: Env }>, facts: Facts) {
  const id = c.req.param("id") ?? "";
  if (!GAME_ID.test(id)) return notFoundPage(pageLang(c));
  // Only ?lang= picks the card's words: the URL alone decides the bytes cached under it.
  const lang = langOf(c.req.query("lang")) ?? DEFAULT_LANG;
  const version = versionOf(c.req.query("v"));
  const cache = version !== null ? edgeCache() : null;
  const hit = await cache?.match(c.req.url).catch(() => undefined);
  if (hit) return hit;
  const f = await facts(id, version);
  if (!f) return notFoundPage(pageLang(c));
  // A version the table has not reached yet is drawn as it is now, and kept nowhere:
  // the same URL must show that version once the table gets there.
  const reached = version !== null && (f.status === "finished" || f.version >= version);
  const cacheControl = reached
    ? `public, max-age=${CARD_MAX_AGE_S}`
    : version !== null
      ? "no-store"
      : `public, max-age=${LIVE_MAX_AGE_S - LIVE_FACTS_TTL_S}`;
  const res = new Response(await cardPng(f, lang), {
    headers: {
      "Content-Type": "image/png",
      "Cache-Control": cacheControl,
      "Content-Language": lang,
      "X-Content-Type-Options": "nosniff",
      // Chat apps and other sites fetch it from their own origin.
      "Access-Control-Allow-Origin": "*",
      "Cross-Origin-Resource-Policy": "cross-origin",
    },
  });
  if (reached) await cache?.put(c.req.url, res.clone()).catch(() => undefined);
  return res;
}

cardRoutes.get("/g/:id/card.png", (c) =>
  card(c, (id, version) => (version === null ? publicTableFacts(c.env, id) : publicTableFactsAt(c.env, id, version))),
);
cardRoutes.get("/m/:id/card.png", (c) =>
  card(c, async (id) => (await matchFacts(c.env, id)) ?? (await finishedTableFacts(c.env, id))),
);
