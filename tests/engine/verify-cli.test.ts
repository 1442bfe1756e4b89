// `npm run verify -- <file>` as a person runs it: exit 0 and "Verified" for an
// honest record, exit 1 naming what was changed for a tampered one.
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { stakes } from "../../src/engine/stakes";
import { playRecord } from "./match-record";

function runVerify(file: string): { code: number; out: string } {
  const tsx = join(process.cwd(), "node_modules", ".bin", "tsx");
  try {
    return { code: 0, out: execFileSync(tsx, ["tools/verify.ts", file], { encoding: "utf8" }) };
  } catch (e) {
    const x = e as { status: number; stdout: string };
    return { code: x.status, out: x.stdout };
  }
}

describe("npm run verify", () => {
  it("verifies an honest record file and names a tampered move", async () => {
    const dir = mkdtempSync(join(tmpdir(), "verify-cli-"));
    const honest = await playRecord(stakes, 3, ["0f".repeat(32), "", "ab"]);
    writeFileSync(join(dir, "honest.json"), JSON.stringify(honest));
    const good = runVerify(join(dir, "honest.json"));
    expect(good.code).toBe(0);
    expect(good.out).toContain("Verified");

    const tampered = { ...honest, moves: honest.moves.map((m, i) => (i === 0 ? { ...m, seat: (m.seat + 1) % 3 } : m)) };
    writeFileSync(join(dir, "tampered.json"), JSON.stringify(tampered));
    const bad = runVerify(join(dir, "tampered.json"));
    expect(bad.code).toBe(1);
    expect(bad.out).toMatch(/FAIL\s+move #0/);
    expect(bad.out).toContain("NOT verified");
  });
});
