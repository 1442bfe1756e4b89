// A QR code encoder, small enough for the play page: byte mode, error
// correction level M (a phone across the table still reads a slightly blurred
// code), versions 1–40 (up to 2,331 bytes: an invite link, or the link that
// carries all your tables to your phone), the mask
// chosen by the standard's penalty rules. Follows ISO/IEC 18004 the way Project
// Nayuki's reference implementation lays it out; checked by decoding its output
// with an independent reader in tests/engine/web/qr.test.ts.
import { dataCodewords, withEcc } from "./qr-codewords";

const MAX_VERSION = 40;
const FORMAT_M = 0; // level M's two format bits

function alignmentPositions(ver: number, size: number): number[] {
  if (ver === 1) return [];
  const n = Math.floor(ver / 7) + 2;
  // Version 32 is the standard's one exception to the spacing rule.
  const step = ver === 32 ? 26 : Math.ceil((ver * 4 + 4) / (n * 2 - 2)) * 2;
  const result = [6];
  for (let pos = size - 7; result.length < n; pos -= step) result.splice(1, 0, pos);
  return result;
}

const bit = (x: number, i: number) => ((x >>> i) & 1) !== 0;

const MASKS: ((x: number, y: number) => boolean)[] = [
  (x, y) => (x + y) % 2 === 0,
  (_x, y) => y % 2 === 0,
  (x) => x % 3 === 0,
  (x, y) => (x + y) % 3 === 0,
  (x, y) => (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0,
  (x, y) => ((x * y) % 2) + ((x * y) % 3) === 0,
  (x, y) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
  (x, y) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
];

class Grid {
  readonly dark: boolean[][];
  readonly fixed: boolean[][];
  constructor(readonly size: number) {
    this.dark = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
    this.fixed = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
  }
  set(x: number, y: number, dark: boolean): void {
    this.dark[y]![x] = dark;
    this.fixed[y]![x] = true;
  }
}

function drawFunctionPatterns(g: Grid, ver: number): void {
  const s = g.size;
  for (let i = 0; i < s; i++) {
    g.set(6, i, i % 2 === 0);
    g.set(i, 6, i % 2 === 0);
  }
  for (const [cx, cy] of [
    [3, 3],
    [s - 4, 3],
    [3, s - 4],
  ] as const)
    for (let dy = -4; dy <= 4; dy++)
      for (let dx = -4; dx <= 4; dx++) {
        const x = cx + dx;
        const y = cy + dy;
        const d = Math.max(Math.abs(dx), Math.abs(dy));
        if (x >= 0 && x < s && y >= 0 && y < s) g.set(x, y, d !== 2 && d !== 4);
      }
  const pos = alignmentPositions(ver, s);
  const last = pos.length - 1;
  pos.forEach((px, i) => {
    pos.forEach((py, j) => {
      if ((i === 0 && j === 0) || (i === 0 && j === last) || (i === last && j === 0)) return;
      for (let dy = -2; dy <= 2; dy++)
        for (let dx = -2; dx <= 2; dx++) g.set(px + dx, py + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1);
    });
  });
  drawFormat(g, 0);
  if (ver >= 7) {
    let rem = ver;
    for (let i = 0; i < 12; i++) rem = (rem << 1) ^ ((rem >>> 11) * 0x1f25);
    const bits = (ver << 12) | rem;
    for (let i = 0; i < 18; i++) {
      const a = s - 11 + (i % 3);
      const b = Math.floor(i / 3);
      g.set(a, b, bit(bits, i));
      g.set(b, a, bit(bits, i));
    }
  }
}

function drawFormat(g: Grid, mask: number): void {
  const s = g.size;
  const data = (FORMAT_M << 3) | mask;
  let rem = data;
  for (let i = 0; i < 10; i++) rem = (rem << 1) ^ ((rem >>> 9) * 0x537);
  const bits = ((data << 10) | rem) ^ 0x5412;
  for (let i = 0; i <= 5; i++) g.set(8, i, bit(bits, i));
  g.set(8, 7, bit(bits, 6));
  g.set(8, 8, bit(bits, 7));
  g.set(7, 8, bit(bits, 8));
  for (let i = 9; i < 15; i++) g.set(14 - i, 8, bit(bits, i));
  for (let i = 0; i < 8; i++) g.set(s - 1 - i, 8, bit(bits, i));
  for (let i = 8; i < 15; i++) g.set(8, s - 15 + i, bit(bits, i));
  g.set(8, s - 8, true);
}

function drawCodewords(g: Grid, data: number[]): void {
  const s = g.size;
  let i = 0;
  for (let right = s - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    for (let vert = 0; vert < s; vert++)
      for (let j = 0; j < 2; j++) {
        const x = right - j;
        const upward = ((right + 1) & 2) === 0;
        const y = upward ? s - 1 - vert : vert;
        if (!g.fixed[y]![x] && i < data.length * 8) {
          g.dark[y]![x] = bit(data[i >>> 3]!, 7 - (i & 7));
          i++;
        }
      }
  }
}

function applyMask(g: Grid, mask: number): void {
  const f = MASKS[mask]!;
  for (let y = 0; y < g.size; y++)
    for (let x = 0; x < g.size; x++) if (!g.fixed[y]![x] && f(x, y)) g.dark[y]![x] = !g.dark[y]![x];
}

/** The standard's penalty: long runs, 2×2 blocks, finder look-alikes, imbalance. */
function penalty(m: boolean[][]): number {
  const s = m.length;
  let score = 0;
  const lines: boolean[][] = [];
  for (let i = 0; i < s; i++) {
    lines.push(m[i]!);
    lines.push(m.map((row) => row[i]!));
  }
  for (const line of lines) {
    let run = 1;
    for (let i = 1; i <= s; i++) {
      if (i < s && line[i] === line[i - 1]) run++;
      else {
        if (run >= 5) score += run - 2;
        run = 1;
      }
    }
    const str = line.map((d) => (d ? "1" : "0")).join("");
    for (const pat of ["10111010000", "00001011101"])
      for (let k = str.indexOf(pat); k >= 0; k = str.indexOf(pat, k + 1)) score += 40;
  }
  let dark = 0;
  for (let y = 0; y < s; y++)
    for (let x = 0; x < s; x++) {
      if (m[y]![x]) dark++;
      if (x + 1 < s && y + 1 < s) {
        const c = m[y]![x];
        if (c === m[y]![x + 1] && c === m[y + 1]![x] && c === m[y + 1]![x + 1]) score += 3;
      }
    }
  const total = s * s;
  score += (Math.ceil(Math.abs(dark * 20 - total * 10) / total) - 1) * 10;
  return score;
}

/** The QR code of `text` (UTF-8) as rows of dark (true) and light modules, no quiet zone. */
export function qrMatrix(text: string): boolean[][] {
  const bytes = [...new TextEncoder().encode(text)];
  let ver = 1;
  const countBits = (v: number) => (v < 10 ? 8 : 16);
  while (ver <= MAX_VERSION && 4 + countBits(ver) + bytes.length * 8 > dataCodewords(ver) * 8) ver++;
  if (ver > MAX_VERSION) throw new RangeError("Too long for a QR code here");
  const capacity = dataCodewords(ver) * 8;
  const bits: number[] = [];
  const push = (value: number, len: number) => {
    for (let i = len - 1; i >= 0; i--) bits.push((value >>> i) & 1);
  };
  push(0b0100, 4);
  push(bytes.length, countBits(ver));
  for (const b of bytes) push(b, 8);
  push(0, Math.min(4, capacity - bits.length));
  push(0, (8 - (bits.length % 8)) % 8);
  for (let pad = 0xec; bits.length < capacity; pad ^= 0xec ^ 0x11) push(pad, 8);
  const codewords: number[] = [];
  for (let i = 0; i < bits.length; i += 8) codewords.push(parseInt(bits.slice(i, i + 8).join(""), 2));

  const size = ver * 4 + 17;
  const base = new Grid(size);
  drawFunctionPatterns(base, ver);
  drawCodewords(base, withEcc(codewords, ver));
  let best: boolean[][] | null = null;
  let bestScore = Infinity;
  for (let mask = 0; mask < 8; mask++) {
    const g = new Grid(size);
    for (let y = 0; y < size; y++) {
      g.dark[y] = [...base.dark[y]!];
      g.fixed[y] = [...base.fixed[y]!];
    }
    applyMask(g, mask);
    drawFormat(g, mask);
    const p = penalty(g.dark);
    if (p < bestScore) {
      bestScore = p;
      best = g.dark;
    }
  }
  return best!;
}

/** The code as an SVG image (one path, 4 modules of quiet zone), black on white in both themes. */
export function qrSvg(text: string, label: string): SVGSVGElement {
  const m = qrMatrix(text);
  const n = m.length + 8;
  let d = "";
  for (const [y, row] of m.entries())
    for (const [x, dark] of row.entries()) if (dark) d += `M${x + 4} ${y + 4}h1v1h-1z`;
  const NS = "http://www.w3.org/2000/svg";
  const svg = document.createElementNS(NS, "svg");
  svg.setAttribute("viewBox", `0 0 ${n} ${n}`);
  svg.setAttribute("role", "img");
  svg.setAttribute("aria-label", label);
  svg.setAttribute("shape-rendering", "crispEdges");
  const bg = document.createElementNS(NS, "rect");
  bg.setAttribute("width", String(n));
  bg.setAttribute("height", String(n));
  bg.setAttribute("fill", "#fff");
  const path = document.createElementNS(NS, "path");
  path.setAttribute("d", d);
  path.setAttribute("fill", "#000");
  svg.append(bg, path);
  return svg;
}
