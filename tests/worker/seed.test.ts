import { describe, expect, it } from "vitest";
import { commitmentOf, deriveSeed, newServerSeed } from "../../src/protocol/seed";

// Values computed independently with Node's crypto (createHash / createHmac).
const SERVER_SEED = "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f";

describe("seed commitment and derivation", () => {
  it("commits to the SHA-256 of the seed's bytes", async () => {
    expect(await commitmentOf(SERVER_SEED)).toBe("630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd");
  });

  it("mixes each seat's entropy in seat order with HMAC-SHA-256", async () => {
    expect(await deriveSeed(SERVER_SEED, ["ab", "", "00ff"])).toBe(
      "2381b6fc6fd91a2bd325b5c6308cc24f94a7b75a04e161db43e61cde742b8f57",
    );
  });

  it("uses the server seed itself when no seat sent entropy", async () => {
    expect(await deriveSeed(SERVER_SEED, ["", "", ""])).toBe(SERVER_SEED);
  });

  it("draws fresh 64-hex-char server seeds", () => {
    const a = newServerSeed();
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(newServerSeed()).not.toBe(a);
  });
});
