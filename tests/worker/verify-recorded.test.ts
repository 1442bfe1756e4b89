// A match recorded by the service, with entropy from every seat, verifies; the
// same record with its seed swapped for another is refused and the seed named.
import { describe, expect, it } from "vitest";
import { verifyMatch } from "../../src/verify/verify-match";
import { chooser, playToEnd, recordOf, table, viewOf } from "./helpers";

describe("verifying a match the service recorded", () => {
  it("checks commitment, derived seed, moves and result", async () => {
    const entropy = ["a1".repeat(32), "b2".repeat(8), "c3c4"];
    const t = await table("stakes", 3, { entropy });
    const before = await viewOf(t.id, t.tokens[0]);
    expect(JSON.stringify(before)).not.toContain("serverSeed");
    await playToEnd(t, chooser(7));
    const record = await recordOf(t.id);
    expect(record.entropy).toEqual(entropy);
    expect(record.commitment).toBe(before.commitment);
    expect(record.seed).not.toBe(record.serverSeed);
    const report = await verifyMatch(record);
    expect(report.problems).toEqual([]);
    expect(report.ok).toBe(true);

    const forged = { ...record, seed: record.serverSeed };
    const bad = await verifyMatch(forged);
    expect(bad.ok).toBe(false);
    expect(bad.problems[0]!.kind).toBe("seed");
  });
});
