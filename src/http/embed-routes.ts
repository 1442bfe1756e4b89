// /embed/:id, the read-only table made for an iframe on someone else's page (the
// one page any site may frame), and /oembed, which hands out that iframe.
// `?theme=light|dark` is set on <html> here so a forced theme shows from the
// first paint.
import { Hono } from "hono";
import { embedHead } from "./embed-head";
import { oembed } from "./oembed";
import { notFoundPage as notFoundPageIn } from "./pages";
import { langPath, pageLang, withLang } from "./page-lang";
import { EMBED_CSP, withPageHeaders, withoutSharedValidators } from "./security";
import { publicTableFacts } from "./record-cache";
import { GAME_ID } from "../protocol/game-id";
import { publicOrigin } from "./origin";
import { shareUrl } from "./meta-tags";

export const embed = new Hono<{ Bindings: Env }>();

embed.get("/embed/:id", async (c) => {
  const id = c.req.param("id");
  // ?lang=, else the reader's browser (./page-lang); not remembered: the frame lives in someone else's page.
  const lang = pageLang(c);
  const notFoundPage = () => notFoundPageIn(lang);
  if (!GAME_ID.test(id)) return withPageHeaders(notFoundPage(), EMBED_CSP);
  // A live or finished table, or a match whose table was cleaned up; anything else is 404.
  // Asked through the edge cache (src/relay/record-cache.ts): a crowd's loads do not each ask the table.
  const facts = await publicTableFacts(c.env, id);
  if (!facts) return withPageHeaders(notFoundPage(), EMBED_CSP);
  let res: Response;
  try {
    res = await c.env.ASSETS.fetch(new URL(langPath(lang, "embed", c), c.req.url));
  } catch {
    return withPageHeaders(notFoundPage(), EMBED_CSP);
  }
  if (res.status !== 200) return withPageHeaders(notFoundPage(), EMBED_CSP);
  const theme = c.req.query("theme");
  if (theme === "light" || theme === "dark") {
    res = new HTMLRewriter().on("html", { element: (e) => void e.setAttribute("data-theme", theme) }).transform(res);
  }
  // A title naming the game and players, share tags and oEmbed discovery (./embed-head).
  // Named with the language and theme its address asked for, so its preview and oEmbed keep them.
  res = embedHead(res, facts, shareUrl(publicOrigin(c), c.req.url), lang);
  return withLang(c, withoutSharedValidators(withPageHeaders(res, EMBED_CSP)), lang, false);
});

embed.get("/oembed", oembed);
