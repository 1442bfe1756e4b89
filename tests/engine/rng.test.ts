import { describe, expect, it } from "vitest";
import { chachaBlock, keyWords } from "../../src/engine/chacha";
import { newRng, nextInt, nextWord, shuffleInPlace } from "../../src/engine/rng";

describe("ChaCha20 PRNG", () => {
  it("matches the RFC 8439 §2.3.2 block test vector", () => {
    const key = keyWords("000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f");
    const out = new Uint32Array(16);
    chachaBlock(key, 1, new Uint32Array([0x09000000, 0x4a000000, 0]), out);
    expect([...out].map((w) => w.toString(16).padStart(8, "0"))).toEqual([
      "e4e7f110",
      "15593bd1",
      "1fdd0f50",
      "c47120a3",
      "c7f4d1c7",
      "0368c033",
      "9aaa2204",
      "4e6cd4c3",
      "466482d2",
      "09aa9f07",
      "05d7c214",
      "a2028bd9",
      "d19c12b5",
      "b94e16de",
      "e883d0cb",
      "4e3c50a2",
    ]);
  });

  it("matches the RFC 8439 §A.1 keystream for the all-zero key (our nonce)", () => {
    const rng = newRng("0".repeat(64));
    const first = [0, 1, 2, 3].map(() => nextWord(rng).toString(16).padStart(8, "0"));
    // 76 b8 e0 ad a0 f1 3d 90 40 5d 6a e5 53 86 bd 28 ... read as little-endian words
    expect(first).toEqual(["ade0b876", "903df1a0", "e56a5d40", "28bd8653"]);
  });

  it("is deterministic and its state is just the word count", () => {
    const a = newRng("ab".repeat(32));
    const b = newRng("ab".repeat(32));
    const xs = Array.from({ length: 40 }, () => nextInt(a, 6));
    expect(Array.from({ length: 40 }, () => nextInt(b, 6))).toEqual(xs);
    const c = { seed: a.seed, n: 0 };
    for (let i = 0; i < 40; i++) nextInt(c, 6);
    expect(c.n).toBe(a.n);
  });

  it("gives every face of a die roughly equally often", () => {
    const rng = newRng("12".repeat(32));
    const counts = new Array(12).fill(0);
    for (let i = 0; i < 120_000; i++) counts[nextInt(rng, 12)]++;
    for (const c of counts) expect(Math.abs(c - 10_000)).toBeLessThan(500);
  });

  it("shuffles into a permutation", () => {
    const rng = newRng("34".repeat(32));
    const xs = shuffleInPlace(
      rng,
      Array.from({ length: 52 }, (_, i) => i),
    );
    expect([...xs].sort((x, y) => x - y)).toEqual(Array.from({ length: 52 }, (_, i) => i));
    expect(xs).not.toEqual(Array.from({ length: 52 }, (_, i) => i));
  });
});
