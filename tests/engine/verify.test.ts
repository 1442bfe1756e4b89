// The verifier accepts an honest record and names whatever was tampered with.
// Records here are made by playing seeded random games with the engine, exactly
// as the room does; tests/worker/verify-recorded.test.ts checks one the service wrote.
import { describe, expect, it } from "vitest";
import { GAMES } from "../../src/engine/registry";
import type { MatchRecord } from "../../src/protocol/api";
import { verifyMatch } from "../../src/verify/verify-match";
import { playRecord } from "./match-record";

const clone = (r: MatchRecord): MatchRecord => JSON.parse(JSON.stringify(r)) as MatchRecord;

describe.each(Object.values(GAMES).map((def) => [def.id, def] as const))("verify %s", (_id, def) => {
  const seats = Math.max(3, def.minSeats);
  const entropy = Array.from({ length: seats }, (_, i) => (i === 1 ? "" : `${i}a`.repeat(16)));

  it("accepts an honest record, with and without seat entropy", async () => {
    for (const e of [entropy, []]) {
      const report = await verifyMatch(await playRecord(def, seats, e));
      expect(report.problems).toEqual([]);
      expect(report.ok).toBe(true);
      expect(report.checked).toHaveLength(4);
    }
  });

  it("names a changed server seed", async () => {
    const r = clone(await playRecord(def, seats, entropy));
    r.serverSeed = `00${r.serverSeed.slice(2)}`;
    const report = await verifyMatch(r);
    expect(report.ok).toBe(false);
    expect(report.problems[0]!.kind).toBe("commitment");
  });

  it("names a changed entropy", async () => {
    const r = clone(await playRecord(def, seats, entropy));
    r.entropy[0] = "ff".repeat(16);
    const report = await verifyMatch(r);
    expect(report.problems.map((p) => p.kind)).toContain("seed");
  });

  it("names a changed move by its index", async () => {
    const r = clone(await playRecord(def, seats, entropy));
    // Give the first move to a seat that is not the one who made it.
    r.moves[0] = { ...r.moves[0]!, seat: (r.moves[0]!.seat + 1) % seats };
    const report = await verifyMatch(r);
    expect(report.ok).toBe(false);
    expect(report.problems.find((p) => p.kind === "move")?.index).toBe(0);
  });

  it("names a changed result", async () => {
    const r = clone(await playRecord(def, seats, entropy));
    r.result = { winners: r.result.winners.map((w) => (w + 1) % seats), scores: r.result.scores.map((s) => s + 1) };
    const report = await verifyMatch(r);
    expect(report.problems).toHaveLength(1);
    expect(report.problems[0]!.kind).toBe("result");
  });

  it("names a record cut short", async () => {
    const r = clone(await playRecord(def, seats, entropy));
    r.moves.pop();
    const report = await verifyMatch(r);
    expect(report.problems.map((p) => p.kind)).toContain("result");
  });
});
