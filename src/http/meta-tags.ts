// Share cards for game and match pages: Open Graph and Twitter tags and the
// oEmbed discovery link, put into the page's <head> by HTMLRewriter as it
// streams from the asset server. Every value is escaped; the facts come from
// public data only (./table-facts).
import { DEFAULT_LANG, type Lang } from "../words/lang";
import { embedQuery } from "../protocol/embed-iframe";
import { factsDescription, factsImageAlt, factsTitle, type TableFacts } from "./table-facts";

const ESC: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ESC[c]!);
}

/** The PNG share image per game (web/static/og-<game>.png), 1200×630. */
export const OG_IMAGE = { width: 1200, height: 630 };
export const ogImageUrl = (origin: string, game: string) => `${origin}/assets/og-${game}.png`;

/**
 * The table's own share card (./card-routes), versioned so a chat app fetches it again
 * after each move, and drawn in the page's language.
 */
export function cardUrl(pageUrl: string, f: TableFacts, lang: Lang = DEFAULT_LANG): string {
  const u = new URL(pageUrl);
  const kind = u.pathname.startsWith("/m/") ? "m" : "g";
  const inLang = lang === DEFAULT_LANG ? "" : `&lang=${lang}`;
  return `${u.origin}/${kind}/${encodeURIComponent(f.id)}/card.png?v=${f.version ?? 0}${inLang}`;
}

/**
 * The address a page's share tags name (og:url, oEmbed discovery): the public origin and
 * path, plus what the reader chose in the address: its language and a forced theme
 * (../protocol/embed-iframe), so a Norwegian link previews and embeds in Bokmål; and
 * the parameters in `keep` that the page reads (a practice table's seats and bots).
 */
export function shareUrl(origin: string, requestUrl: string, keep: readonly string[] = []): string {
  const u = new URL(requestUrl);
  const q = new URLSearchParams();
  for (const k of keep) {
    const v = u.searchParams.get(k);
    if (v !== null) q.set(k, v);
  }
  for (const [k, v] of new URLSearchParams(embedQuery(u.searchParams))) q.set(k, v);
  const query = q.toString();
  return `${origin}${u.pathname}${query ? `?${query}` : ""}`;
}

export function oembedUrl(origin: string, pageUrl: string): string {
  return `${origin}/oembed?url=${encodeURIComponent(pageUrl)}&format=json`;
}

/** The share tags in the page's language: a link opened in Bokmål previews in Bokmål; an unfurler that names no language gets English. */
export function headTags(f: TableFacts, pageUrl: string, lang: Lang = "en"): string {
  const origin = new URL(pageUrl).origin;
  const title = factsTitle(f, lang);
  const description = factsDescription(f, lang);
  const image = cardUrl(pageUrl, f, lang);
  const meta = (attr: "property" | "name", key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}">`;
  return [
    meta("property", "og:site_name", "Tablelink"),
    meta("property", "og:type", "website"),
    meta("property", "og:title", title),
    meta("property", "og:description", description),
    meta("property", "og:url", pageUrl),
    meta("property", "og:image", image),
    meta("property", "og:image:type", "image/png"),
    meta("property", "og:image:width", String(OG_IMAGE.width)),
    meta("property", "og:image:height", String(OG_IMAGE.height)),
    meta("property", "og:image:alt", factsImageAlt(f, lang)),
    meta("name", "twitter:card", "summary_large_image"),
    meta("name", "twitter:title", title),
    meta("name", "twitter:description", description),
    meta("name", "twitter:image", image),
    meta("name", "description", description),
    `<link rel="alternate" type="application/json+oembed" href="${escapeHtml(oembedUrl(origin, pageUrl))}" title="${escapeHtml(title)}">`,
  ].join("\n");
}

/**
 * The built table pages carry each game's preload hints in an inert
 * <template class="game-preload" data-game="…"> (web/src/build/module-preloads.ts):
 * the table's game's hints become real links, so its renderer and stylesheet load
 * beside the page's script instead of after the table's view; the other games' go.
 * A table still waiting for seats keeps the join form's hints too (data-status="waiting").
 */
export const GAME_PRELOADS = "head > template.game-preload";
export function gamePreloads(f: Pick<TableFacts, "game" | "status">) {
  return {
    element: (e: { getAttribute(name: string): string | null; remove(): unknown; removeAndKeepContent(): unknown }) =>
      void (e.getAttribute("data-game") === f.game || e.getAttribute("data-status") === f.status
        ? e.removeAndKeepContent()
        : e.remove()),
  };
}

/**
 * The public data a page fetches first, named in its <head> so the browser asks for it
 * beside the page's script rather than after it has run: the join and watch pages' and
 * the embed's table view (a visitor with no seat here), the match page's record. Not
 * the seat page's: that view is asked for with the seat's token, which only the page has.
 */
export function dataPreload(pathname: string): string {
  const m = /^\/(?:(g)\/([^/]+)\/(?:join|watch)|(m)\/([^/]+)|(embed)\/([^/]+))$/.exec(pathname);
  if (!m) return "";
  const [id, api] = m[1] ? [m[2]!, "games"] : m[3] ? [m[4]!, "matches"] : [m[6]!, "games"];
  return `<link rel="preload" href="/api/${api}/${escapeHtml(id)}" as="fetch" crossorigin="anonymous">`;
}

/** The page with the share tags at the end of <head>, a title naming the table and its game's preload hints. */
export function withHeadTags(res: Response, f: TableFacts | null, pageUrl: string, lang: Lang = "en"): Response {
  if (!f || res.status !== 200) return res;
  const tags = headTags(f, pageUrl, lang) + dataPreload(new URL(pageUrl).pathname);
  const title = `${factsTitle(f, lang)} · Tablelink`;
  return new HTMLRewriter()
    .on("head > title", { element: (e) => void e.setInnerContent(title) })
    .on(GAME_PRELOADS, gamePreloads(f))
    .on("head", { element: (e) => void e.append(tags, { html: true }) })
    .transform(res);
}
