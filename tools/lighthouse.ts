// npm run lighthouse: Lighthouse's mobile performance score and CLS for the home,
// join, play, watch, embed and match pages of a fresh local service, in our
// Chromium (CHROME_PATH, else where the browser tests find it). A report, not a
// test: the scores depend on the machine and how busy it is (Lighthouse throttles
// the CPU 4× on top of it). Lighthouse is fetched by npx at the version that runs
// on Node 22 here (12.2.3), so it is no dependency of the project.
// docs/measurements.md keeps the last scores.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromiumPath } from "../tests/browser/chromium";
import { apiOf } from "../tests/browser/api-client";
import { startService } from "./dev-service";

const LIGHTHOUSE = "lighthouse@12.2.3";
type Json = Record<string, unknown>;

async function main(): Promise<void> {
  const chrome = process.env.CHROME_PATH ?? chromiumPath(true);
  const svc = await startService({ RATE_LIMITS: "off" });
  const dir = mkdtempSync(join(tmpdir(), "tablelink-lighthouse-"));
  try {
    // The browser tests' API client: a refused request stops the run, saying why.
    const api = apiOf({ svc });
    const call = (path: string, body?: unknown, token?: string) => api<Json>(path, body, token);
    const waiting = await call("/api/games", { game: "stakes", seats: 3, name: "Ann" });
    const duel = await call("/api/games", { game: "stakes", seats: 2, name: "Ann" });
    await call(`/api/games/${duel.id}/join`, { name: "Bob", invite: duel.invite });
    const done = await call("/api/games", { game: "twelves", seats: 2, name: "Cy", options: { games: 1 } });
    const tokens = [done.token as string];
    tokens.push((await call(`/api/games/${done.id}/join`, { name: "Dee", invite: done.invite })).token as string);
    for (let n = 0; n < 500; n++) {
      const v = await call(`/api/games/${done.id}`);
      if (v.status !== "playing") break;
      const seat = (v.toAct as number[])[0]!;
      const mine = await call(`/api/games/${done.id}`, undefined, tokens[seat]);
      const legal = mine.legal as unknown[];
      await call(`/api/games/${done.id}/moves`, { version: mine.version, move: legal[0] }, tokens[seat]);
    }
    const pages: [string, string][] = [
      ["home", "/"],
      ["join", `/g/${waiting.id}/join#invite=${waiting.invite}`],
      ["play", `/g/${duel.id}#seat=${duel.token}`],
      ["watch", `/g/${duel.id}/watch`],
      ["embed", `/embed/${duel.id}`],
      ["match", `/m/${done.id}`],
    ];
    console.log("page   performance  CLS     FCP      LCP      TBT");
    for (const [name, path] of pages) {
      const out = join(dir, `${name}.json`);
      const r = spawnSync(
        "npx",
        [
          "--yes",
          LIGHTHOUSE,
          svc.base + path,
          "--quiet",
          "--only-categories=performance",
          "--output=json",
          `--output-path=${out}`,
          "--chrome-flags=--headless=new --no-sandbox --disable-gpu",
        ],
        { encoding: "utf8", env: { ...process.env, CHROME_PATH: chrome }, stdio: ["ignore", "pipe", "pipe"] },
      );
      if (r.status !== 0) {
        console.log(`${name.padEnd(6)} Lighthouse failed (${r.status}): ${(r.stderr || r.stdout).trim().slice(-400)}`);
        continue;
      }
      const lh = JSON.parse(readFileSync(out, "utf8")) as {
        categories: { performance: { score: number } };
        audits: Record<string, { numericValue?: number; displayValue?: string }>;
      };
      const a = lh.audits;
      console.log(
        [
          name.padEnd(6),
          String(Math.round(lh.categories.performance.score * 100)).padEnd(12),
          (a["cumulative-layout-shift"]?.numericValue ?? Number.NaN).toFixed(3).padEnd(7),
          (a["first-contentful-paint"]?.displayValue ?? "").padEnd(8),
          (a["largest-contentful-paint"]?.displayValue ?? "").padEnd(8),
          a["total-blocking-time"]?.displayValue ?? "",
        ].join(" "),
      );
    }
  } finally {
    await svc.stop();
  }
}

await main();
