// Text on the share card: DejaVu Sans Bold outlines (./glyphs, made by
// tools/card-font.ts) turned into polygons at the size asked for. A character the
// outlines lack (beyond Latin-1 and a few signs) is drawn as "?".
import { GLYPHS, UNITS_PER_EM } from "./glyphs";
import type { Canvas, Path, Rgb } from "./raster";

type Glyph = { advance: number; contours: [x: number, y: number, on: boolean][][] };
const parsed = new Map<string, Glyph>();

function glyph(ch: string): Glyph {
  const hit = parsed.get(ch);
  if (hit) return hit;
  const raw = GLYPHS[ch] ?? GLYPHS["?"]!;
  const [advance, ...contours] = raw as [number, ...number[][]];
  const g: Glyph = {
    advance,
    contours: contours.map((c) => {
      const pts: [number, number, boolean][] = [];
      for (let i = 0; i < c.length; i += 2) {
        const xo = c[i]!;
        const on = (xo & 1) === 1;
        pts.push([(xo - (on ? 1 : 0)) / 2, c[i + 1]!, on]);
      }
      return pts;
    }),
  };
  parsed.set(ch, g);
  return g;
}

export function textWidth(text: string, size: number): number {
  let w = 0;
  for (const ch of text) w += glyph(ch).advance;
  return (w * size) / UNITS_PER_EM;
}

/** `text`, cut with "…" where needed so it is at most `max` pixels wide. */
export function fitText(text: string, size: number, max: number): string {
  if (textWidth(text, size) <= max) return text;
  const chars = [...text];
  while (chars.length > 0 && textWidth(`${chars.join("").trimEnd()}…`, size) > max) chars.pop();
  return `${chars.join("").trimEnd()}…`;
}

/** The outline of `text` with its baseline's left end at (x, y). */
function textPath(text: string, size: number, x: number, y: number): Path {
  const k = size / UNITS_PER_EM;
  const steps = size > 40 ? 6 : 4;
  const path: Path = [];
  let pen = x;
  for (const ch of text) {
    const g = glyph(ch);
    for (const c of g.contours)
      path.push(
        flatten(
          c,
          (gx) => pen + gx * k,
          (gy) => y - gy * k,
          steps,
        ),
      );
    pen += g.advance * k;
  }
  return path;
}

/** A TrueType contour (quadratic, with implied on-curve points between two off-curve ones) as a polygon. */
function flatten(
  c: [number, number, boolean][],
  tx: (x: number) => number,
  ty: (y: number) => number,
  steps: number,
): number[] {
  const n = c.length;
  const onAt = c.findIndex((p) => p[2]);
  // With no on-curve point the contour starts midway between its first two points.
  const start: [number, number] =
    onAt >= 0 ? [c[onAt]![0], c[onAt]![1]] : [(c[0]![0] + c[1 % n]![0]) / 2, (c[0]![1] + c[1 % n]![1]) / 2];
  const first = Math.max(onAt, 0);
  const out: number[] = [tx(start[0]), ty(start[1])];
  let [px, py] = start;
  let ctrl: [number, number] | null = null;
  const curveTo = (ex: number, ey: number) => {
    if (!ctrl) out.push(tx(ex), ty(ey));
    else
      for (let s = 1; s <= steps; s++) {
        const t = s / steps;
        const a = (1 - t) * (1 - t);
        const b = 2 * (1 - t) * t;
        const d = t * t;
        out.push(tx(a * px + b * ctrl[0] + d * ex), ty(a * py + b * ctrl[1] + d * ey));
      }
    px = ex;
    py = ey;
    ctrl = null;
  };
  for (let i = 1; i <= n; i++) {
    const [x, y, on] = c[(first + i) % n]!;
    if (on) curveTo(x, y);
    else if (ctrl) {
      curveTo((ctrl[0] + x) / 2, (ctrl[1] + y) / 2);
      ctrl = [x, y];
    } else ctrl = [x, y];
  }
  if (ctrl) curveTo(start[0], start[1]);
  return out;
}

/** Draws `text` with its baseline's left end at (x, y); `align` "right" puts its right end there. */
export function drawText(
  canvas: Canvas,
  text: string,
  size: number,
  x: number,
  y: number,
  color: Rgb,
  align: "left" | "right" | "center" = "left",
): number {
  const w = textWidth(text, size);
  const left = align === "left" ? x : align === "right" ? x - w : x - w / 2;
  canvas.fill(textPath(text, size, left, y), color);
  return w;
}
