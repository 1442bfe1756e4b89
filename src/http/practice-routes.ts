// /practice/:game and /embed/practice/:game: a table against bots that runs in
// the browser (web/src/practice.ts). The Worker only hands out the page: one file
// for both, with the site's page policy, or for the frame the embed policy (any
// site may frame it) plus blob: workers, since a sandboxed frame starts its
// worker from a blob (web/src/practice/host.ts). A game not offered is the 404 page.
import { Hono, type Context } from "hono";
import { isPracticeKey } from "../protocol/practice-embed";
import { publicOrigin } from "./origin";
import { shareUrl } from "./meta-tags";
import { builtFile, notFoundPage } from "./pages";
import { PRACTICE_KEPT } from "./practice-oembed";
import { withSiteTags } from "./site-tags";
import { gameTitle, say } from "./table-facts";
import { langPath, pageLang, withLang } from "./page-lang";
import { EMBED_CSP, PAGE_CSP, SERVICE_WORKER_CSP, withPageHeaders } from "./security";

/**
 * The embed's policy, plus blob: workers; our scripts are also named by origin: in a
 * sandboxed frame the blob worker inherits this policy with an opaque 'self', and
 * must still load /assets/practice-worker.js and its chunks.
 */
export function practiceEmbedCsp(origin: string): string {
  return `${EMBED_CSP.replace("script-src 'self'", `script-src 'self' ${origin}`)}; worker-src 'self' blob:`;
}

export const practiceRoutes = new Hono<{ Bindings: Env }>();

async function practicePage(c: Context<{ Bindings: Env }>, csp: string): Promise<Response> {
  const key = c.req.param("game") ?? "";
  if (!isPracticeKey(key)) return withPageHeaders(notFoundPage(pageLang(c)), csp);
  // In the page's language (./page-lang); the framed one does not remember it: it lives in someone else's page.
  const lang = pageLang(c);
  const framed = csp !== PAGE_CSP;
  let res = await builtFile(c, langPath(lang, "practice", c));
  if (!res) return withLang(c, withPageHeaders(notFoundPage(lang), csp), lang, !framed);
  // A frame's forced theme (?theme=light|dark) is on <html> from the first paint, as on /embed/:id.
  const theme = c.req.query("theme");
  if (framed && (theme === "light" || theme === "dark"))
    res = new HTMLRewriter().on("html", { element: (e) => void e.setAttribute("data-theme", theme) }).transform(res);
  // Its link previews name the game, show its picture and offer the embed (./site-tags).
  const name = key === "duel" ? gameTitle("stakes", 2, lang) : gameTitle(key, 3, lang);
  res = withSiteTags(res, {
    pageUrl: shareUrl(publicOrigin(c), c.req.url, PRACTICE_KEPT),
    game: key === "duel" ? "stakes" : key,
    title: say(lang, "practice.title", name),
    description: say(lang, "practice.description", name),
    oembed: true,
  });
  return withLang(c, withPageHeaders(res, csp), lang, !framed);
}

practiceRoutes.get("/practice/:game", (c) => practicePage(c, PAGE_CSP));

// A worker script's own CSP governs the worker, and every other asset carries the
// policy that allows nothing: the practice worker's may load our own scripts (its
// game's chunk), and nothing else. Loadable from any page, as every asset is.
async function workerScript(c: Context<{ Bindings: Env }>): Promise<Response> {
  const res = await builtFile(c, new URL(c.req.url).pathname);
  if (!res) return notFoundPage();
  const out = new Response(res.body, res);
  out.headers.set("Content-Security-Policy", SERVICE_WORKER_CSP);
  out.headers.set("X-Content-Type-Options", "nosniff");
  out.headers.set("Access-Control-Allow-Origin", "*");
  out.headers.set("Cross-Origin-Resource-Policy", "cross-origin");
  return out;
}
practiceRoutes.get("/assets/practice-worker.js", workerScript);
practiceRoutes.get("/assets/:lang/practice-worker.js", workerScript);
practiceRoutes.get("/embed/practice/:game", (c) => practicePage(c, practiceEmbedCsp(publicOrigin(c))));
