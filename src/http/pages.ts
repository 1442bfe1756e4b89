// The HTML pages and static files. Pages are files in web/dist served through the
// ASSETS binding with our security headers; a page missing from the build is a
// plain 404, never an error.
import { Hono, type Context } from "hono";
import { getMatch } from "../db/matches";
import { GAME_IDS } from "../engine/types";
import * as en from "../words/en/site";
import * as nb from "../words/nb/site";
import { DEFAULT_LANG, type Lang, LANGS } from "../protocol/lang";
import { shareUrl, withHeadTags } from "./meta-tags";
import { withSiteTags } from "./site-tags";
import { langPath, pageLang, withLang } from "./page-lang";
import { publicOrigin } from "./origin";
import { publicTableFacts } from "./record-cache";
import { tableExists, tableHeldNow } from "../live/exists";
import { withPageHeaders, withoutSharedValidators } from "./security";
import { finishedTableFacts, matchFacts } from "./table-facts";
import { GAME_ID } from "../protocol/game-id";

export const pages = new Hono<{ Bindings: Env }>();

// The 404 page is kept here, not in the web build, so it answers even when the
// build (or the asset server) is missing. It uses the site's stylesheet when it
// is there and reads fine without it. Its words come from the pages' catalogs.
type NotFoundWords = "notFoundTitle" | "nothingHere" | "notFoundText" | "startNewTable" | "langLabel" | "langName";
const NOT_FOUND_WORDS: Record<Lang, Record<NotFoundWords, string>> = { en, nb };

function notFoundHtml(lang: Lang): string {
  const m = NOT_FOUND_WORDS[lang];
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>${m.notFoundTitle}</title>
<link rel="icon" href="/assets/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/assets/site.css">
</head>
<body data-page="not-found">
<header class="bar"><a class="home" href="/">Tablelink</a></header>
<main class="not-found">
<h1>${m.nothingHere}</h1>
<p>${m.notFoundText}</p>
<p><a class="button primary" href="/">${m.startNewTable}</a></p>
</main>
<footer class="foot"><nav class="langs" aria-label="${m.langLabel}">${LANGS.map(
    (l) =>
      `<a hreflang="${l}" lang="${l}" href="?lang=${l}"${l === lang ? ' aria-current="true"' : ""}>${NOT_FOUND_WORDS[l].langName}</a>`,
  ).join("")}</nav></footer>
</body>
</html>`;
}

export function notFoundPage(lang: Lang = DEFAULT_LANG): Response {
  return withPageHeaders(
    new Response(notFoundHtml(lang), {
      status: 404,
      headers: { "Content-Type": "text/html; charset=utf-8", "Content-Language": lang },
    }),
  );
}

/** A built file from the asset server, or null when the build or the server lacks it. */
export async function builtFile(c: Context<{ Bindings: Env }>, path: string): Promise<Response | null> {
  try {
    const res = await c.env.ASSETS.fetch(new URL(path, c.req.url));
    if (res.status === 200) return res;
    await res.body?.cancel();
  } catch {
    // An unreachable asset server reads as a missing file.
  }
  return null;
}

/**
 * Serves web/dist/<file>.html in the page's language (./page-lang). The asset
 * server maps /play to play.html (html_handling), /nb/play to nb/play.html.
 */
async function page(c: Context<{ Bindings: Env }>, file: string): Promise<Response> {
  const lang = pageLang(c);
  const res = await builtFile(c, langPath(lang, file, c));
  return withLang(c, res ? withPageHeaders(res) : notFoundPage(lang), lang);
}
/** The 404 page in the language the visitor reads. */
const missing = (c: Context<{ Bindings: Env }>) => withLang(c, notFoundPage(pageLang(c)), pageLang(c));

// The share tags name the page's public address, with the language the link asked for.
const pageUrl = (c: Context<{ Bindings: Env }>) => shareUrl(publicOrigin(c), c.req.url);
// Home and history preview with the site's picture (./site-tags).
const sitePage = async (c: Context<{ Bindings: Env }>, file: string, game: string) =>
  withSiteTags(await page(c, file), { pageUrl: pageUrl(c), game });
pages.get("/", (c) => sitePage(c, "index", "stakes"));
pages.get("/history", (c) => sitePage(c, "history", "stakes"));
// Game and match pages carry share tags (Open Graph, oEmbed discovery) from public data.
for (const suffix of ["", "/join", "/watch"]) {
  pages.get(`/g/:id${suffix}`, async (c) => {
    const id = c.req.param("id");
    if (!GAME_ID.test(id)) return missing(c);
    const [res, facts] = await Promise.all([page(c, "play"), publicTableFacts(c.env, id)]);
    // A finished table whose storage was cleaned up lives on as its match record: for a
    // finished table its game object is asked itself, since a cached yes may predate the cleanup.
    const held = facts?.status === "finished" ? tableHeldNow : tableExists;
    if (!facts || !(await held(c.env, id))) {
      if (facts?.status === "finished" || (await matchFacts(c.env, id)))
        return c.redirect(`/m/${encodeURIComponent(id)}`, 302);
      await res.body?.cancel();
      return missing(c);
    }
    return withoutSharedValidators(withHeadTags(res, facts, pageUrl(c), pageLang(c)));
  });
}
pages.get("/m/:id", async (c) => {
  const id = c.req.param("id");
  if (!GAME_ID.test(id)) return missing(c);
  // The history first; while D1 is out of reach, the finished table's own room still knows it.
  const facts = (await matchFacts(c.env, id)) ?? (await finishedTableFacts(c.env, id));
  // With no record and no table nothing will ever be recorded here: say so now
  // rather than letting the page wait for a record. A table that still exists
  // (its record on its way through the outbox) keeps the waiting page.
  if (!facts && (await knownNowhere(c.env, id))) return missing(c);
  const res = await page(c, "match");
  return withoutSharedValidators(withHeadTags(res, facts, pageUrl(c), pageLang(c)));
});
/** True only when D1 answers that it has no record of `id` and its room answers that it holds no table. */
async function knownNowhere(env: Env, id: string): Promise<boolean> {
  try {
    if (await getMatch(env.DB, id)) return false;
    // Asked of the game object itself: a table cancelled since its page was opened is cached as there.
    return !(await tableHeldNow(env, id));
  } catch {
    // D1 or the room could not be asked: not a reason to tell the visitor the match does not exist.
    return false;
  }
}
pages.get("/rules/:game", async (c) => {
  if (!(GAME_IDS as readonly string[]).includes(c.req.param("game"))) return missing(c);
  const res = await sitePage(c, `rules-${c.req.param("game")}`, c.req.param("game"));
  // How to play reads its summary from here, also inside a sandboxed embed, whose opaque
  // origin makes even our own page a cross-origin read. The rules are public, the same for all.
  res.headers.set("Access-Control-Allow-Origin", "*");
  return res;
});

// Scripts, styles and images may be loaded by any page: a sandboxed embed
// (<iframe sandbox="allow-scripts">) has an opaque origin, so even our own
// module scripts reach it as cross-origin loads, which need CORS.
pages.get("/assets/*", async (c) => {
  const res = await c.env.ASSETS.fetch(c.req.raw);
  if (res.status === 404) return missing(c);
  const out = new Response(res.body, res);
  out.headers.set("X-Content-Type-Options", "nosniff");
  out.headers.set("Access-Control-Allow-Origin", "*");
  out.headers.set("Cross-Origin-Resource-Policy", "cross-origin");
  return out;
});
