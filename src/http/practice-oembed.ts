// /oembed for a practice address (…/practice/:game or …/embed/practice/:game, with
// its `seats`, `bot` and `games` kept): an iframe of the practice table made for
// frames (../protocol/practice-embed.ts). Nothing to look up: the table is made in
// the reader's browser.
import { DEFAULT_LANG, langOf } from "../protocol/lang";
import { embedQuery, withFit } from "../protocol/embed-iframe";
import { isPracticeKey, practiceEmbedHtml, practiceSize } from "../protocol/practice-embed";
import { ogImageUrl } from "./meta-tags";
import { richEmbed } from "./oembed-body";
import { gameTitle, say } from "./table-facts";

const PATH = /^\/(?:embed\/)?practice\/([^/]+)\/?$/;
/** The practice address's own parameters, kept in its embed (besides its language and theme). */
export const PRACTICE_KEPT = ["seats", "bot", "games"];

/** The oEmbed body for a practice URL, or null when `target` is not one of a game we offer. */
export function practiceOembed(
  origin: string,
  target: URL,
  maxwidth: number,
  maxheight: number,
): Record<string, string | number> | null {
  const m = PATH.exec(target.pathname);
  if (!m) return null;
  const key = m[1]!;
  // Not a game we offer: no practice table, and so no page of ours (oembed.ts answers that).
  if (!isPracticeKey(key)) return null;
  const query = new URLSearchParams();
  for (const k of PRACTICE_KEPT) {
    const v = target.searchParams.get(k);
    if (v !== null && /^[a-z0-9]{1,8}$/.test(v)) query.set(k, v);
  }
  const seats = Number(query.get("seats")) || (key === "twelves" || key === "duel" ? 2 : 3);
  // In the address's language and theme: a Norwegian or dark link embeds as one.
  for (const [k, v] of new URLSearchParams(embedQuery(target.searchParams))) query.set(k, v);
  const lang = langOf(target.searchParams.get("lang")) ?? DEFAULT_LANG;
  const title = say(lang, "practice.title", key === "duel" ? gameTitle("stakes", 2, lang) : gameTitle(key, 3, lang));
  const size = practiceSize(key, seats, maxwidth, maxheight);
  const embed = {
    title,
    html: practiceEmbedHtml(origin, key, withFit(query.toString(), size), size, title),
    width: size.width,
    height: size.height,
    cacheAge: 86400,
    // The game's own picture: a practice table has no card of its own.
    thumbnail: () => ogImageUrl(origin, key === "duel" ? "stakes" : key),
  };
  return richEmbed(origin, embed, maxwidth, maxheight);
}
