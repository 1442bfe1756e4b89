// ChaCha20 block function (RFC 8439 §2.3). The engine's PRNG is the ChaCha20
// keystream keyed by the 256-bit game seed: a standard, reimplementable
// construction, so anyone can replay a match's shuffles and rolls.

const C0 = 0x61707865,
  C1 = 0x3320646e,
  C2 = 0x79622d32,
  C3 = 0x6b206574;

function rotl(v: number, c: number): number {
  return (v << c) | (v >>> (32 - c));
}

/** Writes the 16 little-endian output words of block `counter` into `out`. */
export function chachaBlock(key: Uint32Array, counter: number, nonce: Uint32Array, out: Uint32Array): void {
  const s0 = C0,
    s1 = C1,
    s2 = C2,
    s3 = C3;
  const s4 = key[0]!,
    s5 = key[1]!,
    s6 = key[2]!,
    s7 = key[3]!;
  const s8 = key[4]!,
    s9 = key[5]!,
    s10 = key[6]!,
    s11 = key[7]!;
  const s12 = counter >>> 0,
    s13 = nonce[0]!,
    s14 = nonce[1]!,
    s15 = nonce[2]!;
  let x0 = s0,
    x1 = s1,
    x2 = s2,
    x3 = s3,
    x4 = s4,
    x5 = s5,
    x6 = s6,
    x7 = s7;
  let x8 = s8,
    x9 = s9,
    x10 = s10,
    x11 = s11,
    x12 = s12,
    x13 = s13,
    x14 = s14,
    x15 = s15;
  for (let i = 0; i < 10; i++) {
    // column rounds
    x0 = (x0 + x4) | 0;
    x12 = rotl(x12 ^ x0, 16);
    x8 = (x8 + x12) | 0;
    x4 = rotl(x4 ^ x8, 12);
    x0 = (x0 + x4) | 0;
    x12 = rotl(x12 ^ x0, 8);
    x8 = (x8 + x12) | 0;
    x4 = rotl(x4 ^ x8, 7);
    x1 = (x1 + x5) | 0;
    x13 = rotl(x13 ^ x1, 16);
    x9 = (x9 + x13) | 0;
    x5 = rotl(x5 ^ x9, 12);
    x1 = (x1 + x5) | 0;
    x13 = rotl(x13 ^ x1, 8);
    x9 = (x9 + x13) | 0;
    x5 = rotl(x5 ^ x9, 7);
    x2 = (x2 + x6) | 0;
    x14 = rotl(x14 ^ x2, 16);
    x10 = (x10 + x14) | 0;
    x6 = rotl(x6 ^ x10, 12);
    x2 = (x2 + x6) | 0;
    x14 = rotl(x14 ^ x2, 8);
    x10 = (x10 + x14) | 0;
    x6 = rotl(x6 ^ x10, 7);
    x3 = (x3 + x7) | 0;
    x15 = rotl(x15 ^ x3, 16);
    x11 = (x11 + x15) | 0;
    x7 = rotl(x7 ^ x11, 12);
    x3 = (x3 + x7) | 0;
    x15 = rotl(x15 ^ x3, 8);
    x11 = (x11 + x15) | 0;
    x7 = rotl(x7 ^ x11, 7);
    // diagonal rounds
    x0 = (x0 + x5) | 0;
    x15 = rotl(x15 ^ x0, 16);
    x10 = (x10 + x15) | 0;
    x5 = rotl(x5 ^ x10, 12);
    x0 = (x0 + x5) | 0;
    x15 = rotl(x15 ^ x0, 8);
    x10 = (x10 + x15) | 0;
    x5 = rotl(x5 ^ x10, 7);
    x1 = (x1 + x6) | 0;
    x12 = rotl(x12 ^ x1, 16);
    x11 = (x11 + x12) | 0;
    x6 = rotl(x6 ^ x11, 12);
    x1 = (x1 + x6) | 0;
    x12 = rotl(x12 ^ x1, 8);
    x11 = (x11 + x12) | 0;
    x6 = rotl(x6 ^ x11, 7);
    x2 = (x2 + x7) | 0;
    x13 = rotl(x13 ^ x2, 16);
    x8 = (x8 + x13) | 0;
    x7 = rotl(x7 ^ x8, 12);
    x2 = (x2 + x7) | 0;
    x13 = rotl(x13 ^ x2, 8);
    x8 = (x8 + x13) | 0;
    x7 = rotl(x7 ^ x8, 7);
    x3 = (x3 + x4) | 0;
    x14 = rotl(x14 ^ x3, 16);
    x9 = (x9 + x14) | 0;
    x4 = rotl(x4 ^ x9, 12);
    x3 = (x3 + x4) | 0;
    x14 = rotl(x14 ^ x3, 8);
    x9 = (x9 + x14) | 0;
    x4 = rotl(x4 ^ x9, 7);
  }
  out[0] = x0 + s0;
  out[1] = x1 + s1;
  out[2] = x2 + s2;
  out[3] = x3 + s3;
  out[4] = x4 + s4;
  out[5] = x5 + s5;
  out[6] = x6 + s6;
  out[7] = x7 + s7;
  out[8] = x8 + s8;
  out[9] = x9 + s9;
  out[10] = x10 + s10;
  out[11] = x11 + s11;
  out[12] = x12 + s12;
  out[13] = x13 + s13;
  out[14] = x14 + s14;
  out[15] = x15 + s15;
}

/** The value of a hex digit's char code. */
function hexDigit(c: number): number {
  return c <= 57 ? c - 48 : (c | 32) - 87;
}

/** 64 hex chars → 8 little-endian 32-bit words, as RFC 8439 reads a key. */
export function keyWords(hex: string): Uint32Array {
  const words = new Uint32Array(8);
  for (let i = 0; i < 8; i++) {
    let w = 0;
    for (let b = 3; b >= 0; b--) {
      const k = i * 8 + b * 2;
      w = (w << 8) | (hexDigit(hex.charCodeAt(k)) << 4) | hexDigit(hex.charCodeAt(k + 1));
    }
    words[i] = w >>> 0;
  }
  return words;
}
