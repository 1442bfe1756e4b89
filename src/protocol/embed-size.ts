// How tall an embed's frame is, by game, seat count and frame width. The numbers
// are the tallest /embed/:id was in Chromium over random games (`npm run
// embed-heights`, tools/embed-heights.ts): the live table as it grows, and the
// finished match's replay that follows it, at 320 and 600 px wide
// (docs/measurements.md). Between measured seat counts and widths the height is
// interpolated, then given room to spare, since another game's rows and log
// lines can run longer than the ones measured. A live table's frame is as tall
// as the table gets in play, not as its replay: a blog that drops the resize
// script would otherwise show hundreds of empty pixels under the table for the
// whole match. When the replay comes, the embed scales itself to its frame's
// height instead (web/src/embed/fit.ts). A finished match's frame is its replay's.
// The oEmbed answer and the play page's snippet both size their iframe with it.

export const EMBED_MIN_WIDTH = 320;
/** What the resize script (web/src/embed-snippet.ts) tells a frame it fits to its content: no need to scale to its height. */
export const EMBED_SIZED = "tablelink:sized";
export const EMBED_MAX_WIDTH = 600;

/** [seats, tallest at 320 px, tallest at 600 px], measured; seat counts between are interpolated. */
type Row = [number, number, number];
/** The live table, from its first deal to the move before the last: the most of 2026-12-02's and 2026-12-05's runs. */
const IN_PLAY: Record<string, Row[]> = {
  "stakes-duel": [[2, 930, 669]],
  stakes: [
    [3, 1178, 846],
    [6, 1772, 1074],
  ],
  dobbelsjanse: [
    [3, 1395, 908],
    [6, 2074, 1313],
  ],
  twelves: [
    [2, 746, 526],
    [6, 1529, 887],
  ],
};
/** The finished match's step-through: the most of the same runs. */
const REPLAY: Record<string, Row[]> = {
  "stakes-duel": [[2, 1387, 1039]],
  stakes: [
    [3, 1642, 1209],
    [6, 2412, 1497],
  ],
  dobbelsjanse: [
    [3, 1971, 1423],
    [6, 2519, 1823],
  ],
  twelves: [
    [2, 1040, 730],
    [6, 2006, 1240],
  ],
};
/** What a game not measured here gets per seat (the tallest game's pace). */
const FALLBACK: Row[] = [
  [2, 1500, 1100],
  [6, 2519, 1749],
];
const SPARE = 1.12;

function atSeats(rows: Row[], seats: number): [number, number] {
  if (rows.length === 1) return [rows[0]![1], rows[0]![2]];
  const [a, b] = [rows[0]!, rows[rows.length - 1]!];
  const t = (seats - a[0]) / (b[0] - a[0]);
  return [a[1] + t * (b[1] - a[1]), a[2] + t * (b[2] - a[2])];
}

/** The width an embed's table is laid out at for a consumer's `maxwidth` (320–600: never under 320, the table needs it). */
export function embedWidth(maxwidth: number): number {
  return Math.max(EMBED_MIN_WIDTH, Math.min(EMBED_MAX_WIDTH, maxwidth));
}

export interface EmbedFrame {
  width: number;
  height: number;
  /**
   * Set when the frame is narrower than the table is laid out at (a `maxwidth` under 320,
   * or a `maxheight` the whole table would not fit in): the page lays the table out this
   * wide and scales it down to the frame's width (web/src/embed/fit-width.ts).
   */
  layout?: number;
}

/**
 * The frame for a consumer's `maxwidth` and `maxheight` (oEmbed 1.0 §2.2: never wider
 * nor taller): the table at its widest allowed layout, as tall as it ever gets there
 * (plus `extra` px of the page's own), scaled down as a whole where that does not fit.
 */
export function embedFrame(
  game: string,
  seats: number,
  maxwidth: number,
  maxheight: number,
  extra = 0,
  finished = false,
): EmbedFrame {
  const layout = embedWidth(maxwidth);
  const tall = embedHeight(game, seats, layout, finished) + extra;
  const scale = Math.min(1, maxwidth / layout, maxheight / tall);
  if (scale >= 1) return { width: layout, height: tall };
  const width = Math.max(1, Math.floor(layout * scale));
  return { width, height: Math.max(1, Math.min(maxheight, Math.ceil((tall * width) / layout))), layout };
}

/** The embed address's query word for a scaled frame's layout width (`fit=600`), or "". */
export function fitQuery(frame: EmbedFrame): string {
  return frame.layout !== undefined && frame.layout > EMBED_MIN_WIDTH ? `fit=${frame.layout}` : "";
}

/** Pixels the frame needs at `width` (320–600) to show this table whole: in play, or (`finished`) as its replay. */
export function embedHeight(game: string, seats: number, width: number, finished = false): number {
  const key = game === "stakes" && seats === 2 ? "stakes-duel" : game;
  const [narrow, wide] = atSeats((finished ? REPLAY : IN_PLAY)[key] ?? FALLBACK, seats);
  const w = embedWidth(width);
  const t = (w - EMBED_MIN_WIDTH) / (EMBED_MAX_WIDTH - EMBED_MIN_WIDTH);
  // Straight between the two widths: the height falls faster near 320 than near 600, so the line stays above it.
  return Math.ceil(((narrow + t * (wide - narrow)) * SPARE) / 10) * 10;
}
