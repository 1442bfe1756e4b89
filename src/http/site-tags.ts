// Share tags for the pages that show no table: home, history, rules and practice.
// A link to them previews with a picture (the game's 1200×630 image) and, for a
// practice table, names its game and offers oEmbed discovery, like a table's page.
// Written by HTMLRewriter at the end of <head>, from the page's own title and
// description (already in its language) unless the page is given its own.
import { escapeHtml, OG_IMAGE, oembedUrl, ogImageUrl } from "./meta-tags";

export interface SiteShare {
  /** The address the tags name (./meta-tags shareUrl). */
  pageUrl: string;
  /** The game whose image the preview shows. */
  game: string;
  /** A title and description replacing the page's own (the practice page names its game). */
  title?: string;
  description?: string;
  /** Whether the page offers oEmbed discovery (a practice table embeds). */
  oembed?: boolean;
}

const ENTITY: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" };
/** The built page's text as written in its HTML, read back as plain text. */
const plainText = (s: string) => s.replace(/&(?:amp|lt|gt|quot|#39);/g, (e) => ENTITY[e]!);

export function siteTags(share: SiteShare, title: string, description: string | null): string {
  const origin = new URL(share.pageUrl).origin;
  const image = ogImageUrl(origin, share.game);
  const meta = (attr: "property" | "name", key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}">`;
  const tags = [
    meta("property", "og:site_name", "Tablelink"),
    meta("property", "og:type", "website"),
    meta("property", "og:title", title),
    ...(description ? [meta("property", "og:description", description)] : []),
    meta("property", "og:url", share.pageUrl),
    meta("property", "og:image", image),
    meta("property", "og:image:type", "image/png"),
    meta("property", "og:image:width", String(OG_IMAGE.width)),
    meta("property", "og:image:height", String(OG_IMAGE.height)),
    meta("property", "og:image:alt", title),
    meta("name", "twitter:card", "summary_large_image"),
    meta("name", "twitter:title", title),
    ...(description ? [meta("name", "twitter:description", description)] : []),
    meta("name", "twitter:image", image),
  ];
  // A description given in place of the page's own (which was taken out).
  if (share.description !== undefined) tags.push(meta("name", "description", share.description));
  if (share.oembed)
    tags.push(
      `<link rel="alternate" type="application/json+oembed" href="${escapeHtml(oembedUrl(origin, share.pageUrl))}" title="${escapeHtml(title)}">`,
    );
  return tags.join("\n");
}

/** The page with its share tags at the end of <head> (and its title and description, when given). */
export function withSiteTags(res: Response, share: SiteShare): Response {
  if (res.status !== 200) return res;
  let title = share.title ?? "";
  let description = share.description ?? null;
  let rewriter = new HTMLRewriter();
  if (share.title !== undefined)
    rewriter = rewriter.on("head > title", { element: (e) => void e.setInnerContent(`${share.title} · Tablelink`) });
  else rewriter = rewriter.on("head > title", { text: (t) => void (title += t.text) });
  rewriter = rewriter.on('head > meta[name="description"]', {
    element: (e) => {
      if (share.description !== undefined) e.remove();
      else description = e.getAttribute("content");
    },
  });
  return rewriter
    .on("head", {
      element: (e) =>
        void e.onEndTag((end) => {
          end.before(siteTags(share, plainText(title.trim()), description && plainText(description)), { html: true });
        }),
    })
    .transform(res);
}
