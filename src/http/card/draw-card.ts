// The share card of a table or a match, 1200×630: the game, each seat's name and
// score, and whose turn it is or who won (and a series' score), drawn from public facts only (the
// spectator view or the match record: ../table-facts), never a seat's view.
import { DEFAULT_LANG, type Lang } from "../../words/lang";
import { listOf, nameIn, say, seatName, seriesLine, type TableFacts } from "../table-facts";
import { encodePng } from "./png";
import { Canvas, roundRect, roundRing, type Rgb } from "./raster";
import { drawText, fitText } from "./text";

export const CARD = { width: 1200, height: 630 };

const FELT: Rgb = [29, 92, 58];
const WHITE: Rgb = [255, 255, 255];
const SOFT: Rgb = [205, 226, 213];
const GOLD: Rgb = [245, 197, 66];
const INK: Rgb = [24, 38, 30];

/** The line under the game's name: the state of play in a few words, in the card's language. */
export function statusLine(f: TableFacts, lang: Lang = DEFAULT_LANG): string {
  if (f.status === "waiting") return say(lang, "card.waiting", f.seatsTotal - f.names.length);
  if (f.status === "playing") {
    const round = f.round !== null ? say(lang, "card.round", f.round) : say(lang, "card.inPlay");
    return f.toAct.length ? say(lang, "card.toPlay", round, listOf(lang, f.toAct)) : round;
  }
  if (f.result?.reason === "abandoned") return say(lang, "card.abandoned");
  const winners = (f.result?.winners ?? []).map((s) => f.names[s] ?? seatName(s, lang));
  if (winners.length === 1) return say(lang, "card.won", winners[0]!);
  return winners.length ? say(lang, "card.tied", listOf(lang, winners)) : say(lang, "card.finished");
}

export function drawCard(f: TableFacts, lang: Lang = DEFAULT_LANG): Canvas {
  const c = new Canvas(CARD.width, CARD.height, FELT);
  c.fill(roundRing(24, 24, 1152, 582, 36, 4), WHITE, 0.25);
  drawText(c, "Tablelink", 30, 80, 96, SOFT);
  // A series' score sits beside the brand, right-aligned: the lines below stay this match's.
  const series = seriesLine(f, lang);
  if (series) drawText(c, fitText(series, 30, 820), 30, 1120, 96, GOLD, "right");
  drawText(c, fitText(nameIn(f, lang), 76, 1040), 76, 80, 182, WHITE);
  drawText(c, fitText(statusLine(f, lang), 36, 1040), 36, 80, 242, GOLD);

  const seats = Array.from({ length: f.seatsTotal }, (_, i) => i);
  const cols = seats.length > 3 ? 2 : 1;
  const rows = Math.ceil(seats.length / cols);
  const gap = 16;
  const top = 282;
  const rowH = Math.min(92, (568 - top - gap * (rows - 1)) / rows);
  const colW = (1040 - gap * (cols - 1)) / cols;
  const winners = f.status === "finished" ? (f.result?.winners ?? []) : [];
  for (const seat of seats) {
    const x = 80 + (seat % cols) * (colW + gap);
    const y = top + Math.floor(seat / cols) * (rowH + gap);
    const name = f.names[seat];
    const base = y + rowH / 2 + 14;
    if (name === undefined) {
      c.fill(roundRing(x, y, colW, rowH, 18, 3), WHITE, 0.35);
      drawText(c, say(lang, "card.openSeat"), 34, x + 28, base, SOFT);
      continue;
    }
    const turn = f.status === "playing" && (f.toActSeats ?? []).includes(seat);
    const won = winners.includes(seat);
    c.fill(roundRect(x, y, colW, rowH, 18), turn ? GOLD : WHITE, turn ? 1 : 0.12);
    if (won) c.fill(roundRing(x, y, colW, rowH, 18, 5), GOLD);
    const ink = turn ? INK : WHITE;
    const score = f.scores?.[seat];
    const right = score === undefined || score === null ? "" : won ? `★ ${score}` : String(score);
    const scoreW = right ? drawText(c, right, 40, x + colW - 28, base, won ? GOLD : ink, "right") : 0;
    drawText(c, fitText(name, 38, colW - 84 - scoreW), 38, x + 28, base, ink);
  }
  return c;
}

/** The card as PNG bytes. */
export async function cardPng(f: TableFacts, lang: Lang = DEFAULT_LANG): Promise<Uint8Array> {
  const c = drawCard(f, lang);
  return encodePng(c.width, c.height, c.px);
}
