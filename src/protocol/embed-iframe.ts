// The copy-paste embed: an iframe of /embed/:id, sized by ./embed-size, plus our
// small optional script that fits the frame to its content. One definition for the oEmbed answer and
// the play page's snippet panel (it is pure, so web/ imports it too).

import { type EmbedFrame, fitQuery } from "./embed-size";
import { langOf } from "./lang";

const ESC: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };
const attr = (s: string) => s.replace(/[&<>"]/g, (c) => ESC[c]!);

/**
 * What an embed's address keeps from the address it was made from: its page language
 * (`lang`) and a forced theme (`theme=light|dark`), so a Norwegian or dark link embeds
 * as one. Anything else is dropped. Answers "" or "lang=nb&theme=dark".
 */
export function embedQuery(from: URLSearchParams): string {
  const kept = new URLSearchParams();
  const lang = langOf(from.get("lang"));
  if (lang) kept.set("lang", lang);
  const theme = from.get("theme");
  if (theme === "light" || theme === "dark") kept.set("theme", theme);
  return kept.toString();
}

/** `query` plus the layout width a scaled frame draws its table at (./embed-size). */
export function withFit(query: string, frame: EmbedFrame): string {
  return [query, fitQuery(frame)].filter(Boolean).join("&");
}

export function embedUrl(origin: string, id: string, query = ""): string {
  return `${origin}/embed/${encodeURIComponent(id)}${query ? `?${query}` : ""}`;
}

export function embedHtml(
  origin: string,
  id: string,
  title: string,
  size: { width: number; height: number },
  query = "",
): string {
  return (
    `<iframe src="${attr(embedUrl(origin, id, query))}" width="${size.width}" height="${size.height}" title="${attr(title)}"` +
    ` style="border:0;max-width:100%" loading="lazy" data-tablelink="${attr(id)}"></iframe>` +
    `<script async src="${attr(origin)}/assets/embed-snippet.js"></script>`
  );
}
