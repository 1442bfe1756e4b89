// A tiny RGB canvas for the share card: polygons filled with the nonzero rule and
// anti-aliased edges (exact coverage across a row, four samples down a pixel), and
// the shapes the card is made of. No Canvas API exists in a Worker, and a real
// renderer (satori + resvg) would cost about a megabyte and far more CPU per card.
export type Rgb = readonly [number, number, number];
/** Closed polygons, each a flat list x0, y0, x1, y1, … in pixels. */
export type Path = number[][];

const SUB = 4;

export class Canvas {
  readonly px: Uint8Array;
  private readonly cover: Float32Array;
  /**
   * Whole pixels a span covers, as a difference array (+k where a run starts, −k
   * where it ends), summed up once per pixel row in blendRow: a wide box then
   * costs two writes per sample row instead of one per pixel.
   */
  private readonly runs: Float32Array;

  constructor(
    readonly width: number,
    readonly height: number,
    background: Rgb,
  ) {
    this.px = new Uint8Array(width * height * 3);
    this.px.set(background);
    // Doubling copies: about twenty calls instead of one per pixel.
    for (let n = 3; n < this.px.length; n *= 2) this.px.copyWithin(n, 0, Math.min(n, this.px.length - n));
    this.cover = new Float32Array(width + 1);
    this.runs = new Float32Array(width + 1);
  }

  /** Fills `path` in `color` at `opacity` (0–1). */
  fill(path: Path, color: Rgb, opacity = 1): void {
    let count = 0;
    for (const poly of path) count += poly.length / 2;
    const edges = new Float64Array(count * 4);
    let m = 0;
    let top = Number.POSITIVE_INFINITY;
    let bottom = Number.NEGATIVE_INFINITY;
    for (const poly of path) {
      const n = poly.length / 2;
      for (let i = 0; i < n; i++) {
        const y0 = poly[i * 2 + 1]!;
        const y1 = poly[((i + 1) % n) * 2 + 1]!;
        if (y0 === y1) continue;
        edges[m++] = poly[i * 2]!;
        edges[m++] = y0;
        edges[m++] = poly[((i + 1) % n) * 2]!;
        edges[m++] = y1;
        top = Math.min(top, y0, y1);
        bottom = Math.max(bottom, y0, y1);
      }
    }
    const xs = new Float64Array(m / 4);
    const dirs = new Int8Array(m / 4);
    const y0 = Math.max(0, Math.floor(top));
    const y1 = Math.min(this.height, Math.ceil(bottom));
    // Each pixel row's edges: a glyph's edges span a few rows, so a row looks at a few of them, not all.
    const rows: number[][] = Array.from({ length: Math.max(0, y1 - y0) }, () => []);
    for (let e = 0; e < m; e += 4) {
      const lo = Math.max(y0, Math.floor(Math.min(edges[e + 1]!, edges[e + 3]!)));
      const hi = Math.min(y1 - 1, Math.ceil(Math.max(edges[e + 1]!, edges[e + 3]!)) - 1);
      for (let y = lo; y <= hi; y++) rows[y - y0]!.push(e);
    }
    for (let y = y0; y < y1; y++) {
      const mine = rows[y - y0]!;
      if (mine.length === 0) continue;
      this.lo = this.width;
      this.hi = -1;
      for (let s = 0; s < SUB; s++) {
        const sy = y + (s + 0.5) / SUB;
        let k = 0;
        for (const e of mine) {
          const ay = edges[e + 1]!;
          const by = edges[e + 3]!;
          if (sy < ay === sy < by) continue;
          const ax = edges[e]!;
          const x = ax + ((sy - ay) / (by - ay)) * (edges[e + 2]! - ax);
          // Insertion sort: a row crosses only a few edges.
          let j = k++;
          while (j > 0 && xs[j - 1]! > x) {
            xs[j] = xs[j - 1]!;
            dirs[j] = dirs[j - 1]!;
            j--;
          }
          xs[j] = x;
          dirs[j] = by > ay ? 1 : -1;
        }
        let wind = 0;
        let start = 0;
        for (let i = 0; i < k; i++) {
          const before = wind;
          wind += dirs[i]!;
          if (before === 0 && wind !== 0) start = xs[i]!;
          else if (before !== 0 && wind === 0) this.span(start, xs[i]!);
        }
      }
      if (this.hi >= 0) this.blendRow(y, color, opacity);
    }
  }

  private lo = 0;
  private hi = -1;

  /** Adds one sample row's coverage of [a, b) to the row buffer. */
  private span(a: number, b: number): void {
    const w = this.width;
    a = Math.max(0, Math.min(w, a));
    b = Math.max(0, Math.min(w, b));
    if (b <= a) return;
    const ia = Math.floor(a);
    const ib = Math.min(w - 1, Math.floor(b));
    const k = 1 / SUB;
    this.lo = Math.min(this.lo, ia);
    this.hi = Math.max(this.hi, ib);
    if (ia === ib) {
      this.cover[ia]! += (b - a) * k;
      return;
    }
    this.cover[ia]! += (ia + 1 - a) * k;
    if (ib > ia + 1) {
      this.runs[ia + 1]! += k;
      this.runs[ib]! -= k;
    }
    this.cover[ib]! += (b - ib) * k;
  }

  private blendRow(y: number, color: Rgb, opacity: number): void {
    const row = y * this.width * 3;
    const [r, g, b] = color;
    const px = this.px;
    let run = 0;
    for (let x = this.lo; x <= this.hi; x++) {
      run += this.runs[x]!;
      this.runs[x] = 0;
      const cv = this.cover[x]! + run;
      this.cover[x] = 0;
      if (cv <= 0) continue;
      const a = Math.min(cv, 1) * opacity;
      const p = row + x * 3;
      px[p] = px[p]! + (r - px[p]!) * a + 0.5;
      px[p + 1] = px[p + 1]! + (g - px[p + 1]!) * a + 0.5;
      px[p + 2] = px[p + 2]! + (b - px[p + 2]!) * a + 0.5;
    }
  }
}

/** A rectangle with rounded corners of radius `r`. */
export function roundRect(x: number, y: number, w: number, h: number, r: number): Path {
  const pts: number[] = [];
  const corner = (cx: number, cy: number, from: number) => {
    for (let i = 0; i <= 8; i++) {
      const t = from + (i / 8) * (Math.PI / 2);
      pts.push(cx + Math.cos(t) * r, cy + Math.sin(t) * r);
    }
  };
  corner(x + w - r, y + r, -Math.PI / 2);
  corner(x + w - r, y + h - r, 0);
  corner(x + r, y + h - r, Math.PI / 2);
  corner(x + r, y + r, Math.PI);
  return [pts];
}

/** A ring (outline) around a rounded rectangle: the outer shape and the inner one, the other way round. */
export function roundRing(x: number, y: number, w: number, h: number, r: number, t: number): Path {
  const outer = roundRect(x, y, w, h, r)[0]!;
  const inner = roundRect(x + t, y + t, w - 2 * t, h - 2 * t, Math.max(0, r - t))[0]!;
  const reversed: number[] = [];
  for (let i = inner.length - 2; i >= 0; i -= 2) reversed.push(inner[i]!, inner[i + 1]!);
  return [outer, reversed];
}

export function circle(cx: number, cy: number, r: number): Path {
  const pts: number[] = [];
  for (let i = 0; i < 48; i++)
    pts.push(cx + Math.cos((i / 48) * 2 * Math.PI) * r, cy + Math.sin((i / 48) * 2 * Math.PI) * r);
  return [pts];
}
