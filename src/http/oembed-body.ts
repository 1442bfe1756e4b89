// oEmbed's "rich" answer, the same for a table, a match and a practice table: what
// differs is the title, the iframe, its size, how long it may be kept and the picture.
import { OG_IMAGE } from "./meta-tags";

export interface RichEmbed {
  title: string;
  /** The iframe's markup. */
  html: string;
  width: number;
  height: number;
  /** Seconds a consumer may keep the answer. */
  cacheAge: number;
  /** The share card's address, asked only when the card fits. */
  thumbnail: () => string;
}

export function richEmbed(
  origin: string,
  e: RichEmbed,
  maxwidth: number,
  maxheight: number,
): Record<string, string | number> {
  const body: Record<string, string | number> = {
    version: "1.0",
    type: "rich",
    title: e.title,
    provider_name: "Tablelink",
    provider_url: `${origin}/`,
    cache_age: e.cacheAge,
    html: e.html,
    width: e.width,
    height: e.height,
  };
  // The thumbnail is the share card (what a chat app that reads oEmbed first shows), in
  // the link's language. It must respect the limits too: left out when it does not fit.
  if (OG_IMAGE.width <= maxwidth && OG_IMAGE.height <= maxheight) {
    body.thumbnail_url = e.thumbnail();
    body.thumbnail_width = OG_IMAGE.width;
    body.thumbnail_height = OG_IMAGE.height;
  }
  return body;
}
