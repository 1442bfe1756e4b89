// The play page must stay light on a slow phone: its own JS + CSS under 40 KB
// gzipped (the budget in the web issue).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { spawnSync } from "node:child_process";
import { beforeAll, describe, expect, it } from "vitest";
import { ROOT } from "./harness";

const BUDGET = 40 * 1024;

beforeAll(() => {
  const r = spawnSync(join(ROOT, "node_modules/.bin/tsx"), ["web/src/build/build.ts"], { cwd: ROOT, encoding: "utf8" });
  expect(r.status, r.stderr).toBe(0);
});

describe("play page weight", () => {
  it("loads only its own script and stylesheet, together under 40 KB gzipped", () => {
    const html = readFileSync(join(ROOT, "web/dist/play.html"), "utf8");
    const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
    expect(assets.sort()).toEqual(["/assets/play.css", "/assets/play.js"]);
    const gz = assets.reduce((n, a) => n + gzipSync(readFileSync(join(ROOT, "web/dist", a)), { level: 9 }).length, 0);
    expect(gz).toBeLessThan(BUDGET);
  });
});
