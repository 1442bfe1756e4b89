// The bots' own randomness: a small, fast, seeded generator (sfc32), separate from
// the engine's ChaCha stream so a bot never touches the game's state. The same
// seed always gives the same decisions, in the Worker, the browser and Node.

/** FNV-1a over a string, four lanes, to turn any seed text into sfc32's state. */
function hashLanes(text: string): [number, number, number, number] {
  const lanes: [number, number, number, number] = [0x811c9dc5, 0x01000193, 0x9e3779b9, 0x85ebca6b];
  for (let lane = 0; lane < 4; lane++) {
    let h = lanes[lane]! ^ (lane * 0x27d4eb2f);
    for (let i = 0; i < text.length; i++) {
      h ^= text.charCodeAt(i);
      h = Math.imul(h, 0x01000193);
    }
    h ^= h >>> 15;
    h = Math.imul(h, 0x2c1b3c6d);
    h ^= h >>> 12;
    lanes[lane] = h >>> 0;
  }
  return lanes;
}

export class BotRng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: string) {
    [this.a, this.b, this.c, this.d] = hashLanes(seed);
    for (let i = 0; i < 12; i++) this.next();
  }

  /** Uniform 32-bit unsigned integer. */
  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** Uniform in [0, 1). */
  float(): number {
    return this.next() / 4294967296;
  }

  /** Uniform integer in [0, n). The tiny modulo bias is irrelevant for play. */
  int(n: number): number {
    return Math.floor(this.float() * n);
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)]!;
  }

  chance(p: number): boolean {
    return this.float() < p;
  }

  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const t = items[i]!;
      items[i] = items[j]!;
      items[j] = t;
    }
    return items;
  }

  /** 64 lowercase hex chars: a seed for the engine's PRNG inside a simulated sample. */
  hexSeed(): string {
    let s = "";
    for (let i = 0; i < 8; i++) s += this.next().toString(16).padStart(8, "0");
    return s;
  }
}
