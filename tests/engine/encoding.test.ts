// src/protocol/encoding.ts and hex.ts, the one base64url and the one hex helper, against Node's Buffer.
import { describe, expect, it } from "vitest";
import { concat, fromBase64url, toBase64url, utf8 } from "../../src/protocol/encoding";
import { fromHex, toHex } from "../../src/protocol/hex";

const samples = [0, 1, 2, 3, 4, 15, 16, 31, 32, 33, 65, 255, 4096].map((n) =>
  Uint8Array.from({ length: n }, (_, i) => (i * 151 + n) & 255),
);

describe("base64url", () => {
  it("writes what Buffer writes, without padding, and reads it back", () => {
    for (const bytes of samples) {
      const text = toBase64url(bytes);
      expect(text).toBe(Buffer.from(bytes).toString("base64url"));
      expect(text).not.toMatch(/[=+/]/);
      expect(fromBase64url(text)).toEqual(new Uint8Array(bytes));
    }
  });

  it("writes only the bytes a view covers", () => {
    const whole = Uint8Array.from([1, 2, 3, 4, 5, 6]);
    expect(toBase64url(whole.subarray(2, 5))).toBe(Buffer.from([3, 4, 5]).toString("base64url"));
  });

  it("tolerates padding and refuses what is not base64url", () => {
    expect(fromBase64url("AQID")).toEqual(Uint8Array.from([1, 2, 3]));
    expect(fromBase64url("AQ==")).toEqual(Uint8Array.from([1]));
    expect(fromBase64url("")).toEqual(new Uint8Array(0));
    for (const bad of ["A", "AQIDB", "a+b/", "AQ ID", "AQ=D", "é"]) expect(fromBase64url(bad)).toBeNull();
  });
});

describe("hex", () => {
  it("writes lowercase two characters a byte, as Buffer does, and reads it back", () => {
    for (const bytes of samples) {
      const text = toHex(bytes);
      expect(text).toBe(Buffer.from(bytes).toString("hex"));
      expect(fromHex(text)).toEqual(new Uint8Array(bytes));
    }
  });

  it("refuses odd lengths, capitals and other characters", () => {
    for (const bad of ["a", "AB", "0g", "0x00", " 00"]) expect(() => fromHex(bad)).toThrow("not lowercase hex");
  });
});

describe("bytes", () => {
  it("utf8 and concat", () => {
    expect(utf8("é")).toEqual(Uint8Array.from([0xc3, 0xa9]));
    expect(concat(Uint8Array.from([1]), new Uint8Array(0), Uint8Array.from([2, 3]))).toEqual(
      Uint8Array.from([1, 2, 3]),
    );
  });
});
