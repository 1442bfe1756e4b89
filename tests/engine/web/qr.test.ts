// The invite's QR code is our own encoder (web/src/lib/qr.ts): read back here by
// an independent decoder (jsQR), at every size an invite link can take, and up
// to the longest links (the one that carries your tables to your phone).
import jsQR from "jsqr";
import { describe, expect, it } from "vitest";
import { qrMatrix } from "../../../web/src/lib/qr";

function decode(text: string): string | null {
  const m = qrMatrix(text);
  const scale = 4;
  const quiet = 4;
  const n = (m.length + 2 * quiet) * scale;
  const px = new Uint8ClampedArray(n * n * 4).fill(255);
  m.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (!dark) return;
      for (let dy = 0; dy < scale; dy++)
        for (let dx = 0; dx < scale; dx++) {
          const i = (((y + quiet) * scale + dy) * n + (x + quiet) * scale + dx) * 4;
          px[i] = px[i + 1] = px[i + 2] = 0;
        }
    });
  });
  return jsQR(px, n, n, { inversionAttempts: "dontInvert" })?.data ?? null;
}

describe("QR codes for invite links", () => {
  it("reads back a real invite link", () => {
    const url = "https://tablelink.example/g/V1StGXR8_Z5jdH/join#invite=Uakgb_J5m9g-0JDMbcJqLJ";
    expect(decode(url)).toBe(url);
  });

  it("reads back every length from 1 to 200 bytes (versions 1 to 10, one block and several)", () => {
    const failed: number[] = [];
    for (let len = 1; len <= 200; len += 7) {
      const text = Array.from(
        { length: len },
        (_, i) => "abcdefghijklmnopqrstuvwxyz0123456789-_/:#="[(i * 7 + len) % 42],
      ).join("");
      if (decode(text) !== text) failed.push(len);
    }
    expect(failed).toEqual([]);
  });

  it("reads back long links, versions 11 to 40 (version 32 included)", () => {
    const failed: number[] = [];
    for (const len of [230, 300, 420, 600, 800, 1000, 1250, 1400, 1500, 1700, 1900, 2100, 2331]) {
      const text = Array.from(
        { length: len },
        (_, i) => "abcdefghijklmnopqrstuvwxyz0123456789-_/:#="[(i * 11 + len) % 42],
      ).join("");
      if (decode(text) !== text) failed.push(len);
    }
    expect(failed).toEqual([]);
  });

  it("grows with the text: 21 modules for a short link, and refuses what does not fit", () => {
    expect(qrMatrix("hello").length).toBe(21);
    expect(qrMatrix("x".repeat(100)).length).toBe(4 * 6 + 17);
    expect(qrMatrix("x".repeat(1500)).length).toBe(4 * 32 + 17);
    expect(qrMatrix("x".repeat(2331)).length).toBe(4 * 40 + 17);
    expect(() => qrMatrix("x".repeat(2332))).toThrow(RangeError);
  });
});
