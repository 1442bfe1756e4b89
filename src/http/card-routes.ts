// The share card of a table or a match (docs/api.md "Share cards per table"):
// GET /g/:id/card.png and /m/:id/card.png, a 1200×630 PNG drawn from public
// facts (./card/draw-card). Pages link it with ?v=<version>: a versioned card is
// cached a day (in the browser, the chat app's fetcher and the edge cache), so a
// card is drawn about once per version and data centre.
import { Hono, type Context } from "hono";
import { cardPng } from "./card/draw-card";
import { notFoundPage } from "./pages";
import { pageLang } from "./page-lang";
import { publicTableFacts } from "./record-cache";
import { finishedTableFacts, matchFacts, type TableFacts } from "./table-facts";
import { GAME_ID } from "./validate";

export const cardRoutes = new Hono<{ Bindings: Env }>();

export const CARD_MAX_AGE_S = 86_400;
/** An unversioned card shows the table as it is now: cached only briefly. */
const LIVE_MAX_AGE_S = 60;

function edgeCache(): Cache | null {
  try {
    return (caches as unknown as { default: Cache }).default;
  } catch {
    return null;
  }
}

async function card(c: Context<{ Bindings: Env }>, facts: (id: string) => Promise<TableFacts | null>) {
  const id = c.req.param("id") ?? "";
  if (!GAME_ID.test(id)) return notFoundPage(pageLang(c));
  const versioned = c.req.query("v") !== undefined;
  const cache = versioned ? edgeCache() : null;
  const hit = await cache?.match(c.req.url).catch(() => undefined);
  if (hit) return hit;
  const f = await facts(id);
  if (!f) return notFoundPage(pageLang(c));
  const res = new Response(await cardPng(f), {
    headers: {
      "Content-Type": "image/png",
      "Cache-Control": `public, max-age=${versioned ? CARD_MAX_AGE_S : LIVE_MAX_AGE_S}`,
      "X-Content-Type-Options": "nosniff",
      // Chat apps and other sites fetch it from their own origin.
      "Access-Control-Allow-Origin": "*",
      "Cross-Origin-Resource-Policy": "cross-origin",
    },
  });
  await cache?.put(c.req.url, res.clone()).catch(() => undefined);
  return res;
}

cardRoutes.get("/g/:id/card.png", (c) => card(c, (id) => publicTableFacts(c.env, id)));
cardRoutes.get("/m/:id/card.png", (c) =>
  card(c, async (id) => (await matchFacts(c.env, id)) ?? (await finishedTableFacts(c.env, id))),
);
