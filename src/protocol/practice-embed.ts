// The copy-paste embed of a practice table (/embed/practice/:game): its iframe,
// sized for the table with its move bar, plus the script that fits the frame. One
// definition for the oEmbed answer and the rules pages' "Try it here".
import { type EmbedFrame, embedFrame } from "./embed-size";

export const PRACTICE_KEYS = ["stakes", "duel", "dobbelsjanse", "twelves"] as const;
const NAMES: Record<string, string> = {
  stakes: "Stakes",
  duel: "Stakes Duel",
  dobbelsjanse: "Dobbelsjanse",
  twelves: "Twelves",
};
// The practice frame has a header and the move bar above what a watched table's frame shows.
const PRACTICE_EXTRA_PX = 160;

const ESC: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };
const attr = (s: string) => s.replace(/[&<>"]/g, (c) => ESC[c]!);

export function isPracticeKey(key: string): boolean {
  return (PRACTICE_KEYS as readonly string[]).includes(key);
}

export function practiceTitle(key: string): string {
  return `Practice ${NAMES[key] ?? key} against bots`;
}

/** Frame size for `maxwidth`/`maxheight`, as a table's embed (scaled down below 320 px or to fit `maxheight`). */
export function practiceSize(key: string, seats: number, maxwidth: number, maxheight: number): EmbedFrame {
  const game = key === "duel" ? "stakes" : key;
  return embedFrame(game, key === "duel" ? 2 : seats, maxwidth, maxheight, PRACTICE_EXTRA_PX);
}

/** The iframe and the fitting script; `query` is the practice address's kept query (may be empty). */
export function practiceEmbedHtml(
  origin: string,
  key: string,
  query: string,
  size: { width: number; height: number },
  title = practiceTitle(key),
) {
  const src = `${origin}/embed/practice/${key}${query ? `?${query}` : ""}`;
  return (
    `<iframe src="${attr(src)}" width="${size.width}" height="${size.height}" title="${attr(title)}"` +
    ` style="border:0;max-width:100%" loading="lazy" data-tablelink="practice-${attr(key)}"></iframe>` +
    `<script async src="${attr(origin)}/assets/embed-snippet.js"></script>`
  );
}
