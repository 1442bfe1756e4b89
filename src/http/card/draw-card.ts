// The share card of a table or a match, 1200×630: the game, each seat's name and
// score, and whose turn it is or who won, drawn from public facts only (the
// spectator view or the match record: ../table-facts), never a seat's view.
import type { TableFacts } from "../table-facts";
import { encodePng } from "./png";
import { Canvas, roundRect, roundRing, type Rgb } from "./raster";
import { drawText, fitText } from "./text";

export const CARD = { width: 1200, height: 630 };

const FELT: Rgb = [29, 92, 58];
const WHITE: Rgb = [255, 255, 255];
const SOFT: Rgb = [205, 226, 213];
const GOLD: Rgb = [245, 197, 66];
const INK: Rgb = [24, 38, 30];

function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/** The line under the game's name: the state of play in a few words. */
export function statusLine(f: TableFacts): string {
  if (f.status === "waiting") {
    const open = f.seatsTotal - f.names.length;
    return `Waiting for ${open} more ${open === 1 ? "player" : "players"}`;
  }
  if (f.status === "playing") {
    const round = f.round !== null ? `Round ${f.round}` : "In play";
    return f.toAct.length ? `${round} · ${listNames(f.toAct)} to play` : round;
  }
  if (f.result?.reason === "abandoned") return "Abandoned: nobody moved for 30 days";
  const winners = (f.result?.winners ?? []).map((s) => f.names[s] ?? `Seat ${s}`);
  if (winners.length === 1) return `${winners[0]} won`;
  return winners.length ? `${listNames(winners)} tied for the win` : "Finished";
}

export function drawCard(f: TableFacts): Canvas {
  const c = new Canvas(CARD.width, CARD.height, FELT);
  c.fill(roundRing(24, 24, 1152, 582, 36, 4), WHITE, 0.25);
  drawText(c, "Tablelink", 30, 80, 96, SOFT);
  drawText(c, fitText(f.gameName, 76, 1040), 76, 80, 182, WHITE);
  drawText(c, fitText(statusLine(f), 36, 1040), 36, 80, 242, GOLD);

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
      drawText(c, "open seat", 34, x + 28, base, SOFT);
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
export async function cardPng(f: TableFacts): Promise<Uint8Array> {
  const c = drawCard(f);
  return encodePng(c.width, c.height, c.px);
}
