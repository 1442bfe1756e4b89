// The embed page's <head> for the table it shows: a title naming the game and
// its players (the one a blog's link preview and a browser tab show), the share
// tags every table page has, and oEmbed discovery, so a site given the embed's
// own address finds the iframe markup. The static page's generic description
// gives way to the table's.
import type { Lang } from "../words/lang";
import { dataPreload, GAME_PRELOADS, gamePreloads, headTags } from "./meta-tags";
import { nameIn, say, type TableFacts } from "./table-facts";

export function embedTitle(f: TableFacts, lang: Lang = "en"): string {
  return `${nameIn(f, lang)} · ${f.names.length ? f.names.join(", ") : say(lang, "facts.newTable")} · Tablelink`;
}

export function embedHead(res: Response, f: TableFacts, embedUrl: string, lang: Lang = "en"): Response {
  if (res.status !== 200) return res;
  const tags = headTags(f, embedUrl, lang) + dataPreload(new URL(embedUrl).pathname);
  const title = embedTitle(f, lang);
  return new HTMLRewriter()
    .on('head > meta[name="description"]', { element: (e) => void e.remove() })
    .on("head > title", { element: (e) => void e.setInnerContent(title) })
    .on(GAME_PRELOADS, gamePreloads(f))
    .on("head", { element: (e) => void e.append(tags, { html: true }) })
    .transform(res);
}
