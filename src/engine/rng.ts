// The engine's only source of randomness. Its whole state is {seed, n}: the seed
// and how many 32-bit words were consumed, so it is plain JSON inside the game
// state and a match replays exactly from its seed and move log.
//
// Algorithm (documented in the README so anyone can reimplement it):
//   word k = little-endian uint32 number (k mod 16) of ChaCha20 block floor(k/16),
//            key = the 32 seed bytes, nonce = 12 zero bytes, block counter from 0.
//   int(n)  = draw words w until w < floor(2^32 / n) * n, return w mod n.
//   shuffle = Fisher–Yates from the last index down: for i = len-1..1, swap i with int(i+1).
import { chachaBlock, keyWords } from "./chacha";

export interface RngState {
  /** 64 lowercase hex chars: the 256-bit seed. */
  seed: string;
  /** Words consumed so far. */
  n: number;
}

export const SEED_HEX = /^[0-9a-f]{64}$/;

/** SEED_HEX's test written out: every new match checks its seed. */
function isSeedHex(seed: string): boolean {
  if (typeof seed !== "string" || seed.length !== 64) return false;
  for (let i = 0; i < 64; i++) {
    const c = seed.charCodeAt(i);
    if (!((c >= 48 && c <= 57) || (c >= 97 && c <= 102))) return false;
  }
  return true;
}

export function newRng(seed: string): RngState {
  if (!isSeedHex(seed)) throw new Error("seed must be 64 lowercase hex chars");
  return { seed, n: 0 };
}

const ZERO_NONCE = new Uint32Array(3);

// A few one-block memos, one per recently used seed: pure in effect (same inputs,
// same words), they save recomputing a block for each of its 16 words, also when
// two streams (a game's and a playout chooser's) alternate. Looked up in place and
// replaced in turn: reordering them on every switch of stream cost more than the search.
interface Memo {
  seed: string;
  key: Uint32Array;
  block: number;
  out: Uint32Array;
}
const MEMOS = 4;
const memos: Memo[] = [];
let nextSlot = 0;
let last: Memo | null = null;

function memoFor(seed: string): Memo {
  for (let i = 0; i < memos.length; i++) {
    const m = memos[i]!;
    if (m.seed === seed) return (last = m);
  }
  const m: Memo = { seed, key: keyWords(seed), block: -1, out: new Uint32Array(16) };
  if (memos.length < MEMOS) memos.push(m);
  else {
    memos[nextSlot] = m;
    nextSlot = (nextSlot + 1) % MEMOS;
  }
  return (last = m);
}

/** The memo of `rng`'s stream holding its next word's block. */
function blockOf(rng: RngState): Memo {
  const m = last !== null && last.seed === rng.seed ? last : memoFor(rng.seed);
  const block = rng.n >>> 4;
  if (m.block !== block) {
    chachaBlock(m.key, block, ZERO_NONCE, m.out);
    m.block = block;
  }
  return m;
}

export function nextWord(rng: RngState): number {
  const w = blockOf(rng).out[rng.n & 15]!;
  rng.n++;
  return w;
}

/** Uniform integer in [0, n), unbiased by rejection. Mutates `rng`. */
export function nextInt(rng: RngState, n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > 2 ** 32) throw new Error(`bad range ${n}`);
  const limit = Math.floor(2 ** 32 / n) * n;
  for (;;) {
    const w = nextWord(rng);
    if (w < limit) return w % n;
  }
}

/**
 * Fisher–Yates in place, from the last index down. Mutates `rng` and `items`.
 * The same draws as nextInt(rng, i + 1) per step, read straight from the block
 * (a shuffle of 52 cards is most of a new match's cost).
 */
export function shuffleInPlace<T>(rng: RngState, items: T[]): T[] {
  let m = blockOf(rng);
  let n = rng.n;
  for (let i = items.length - 1; i > 0; i--) {
    const range = i + 1;
    const limit = Math.floor(2 ** 32 / range) * range;
    let w: number;
    do {
      const block = n >>> 4;
      if (m.block !== block) {
        rng.n = n;
        m = blockOf(rng);
      }
      w = m.out[n & 15]!;
      n++;
    } while (w >= limit);
    const j = w % range;
    const t = items[i]!;
    items[i] = items[j]!;
    items[j] = t;
  }
  rng.n = n;
  return items;
}
