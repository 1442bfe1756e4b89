// npx tsx tools/embed-heights.ts [game:seats,…]: how tall /embed/:id really is, per game, seat count and
// frame width, measured in Chromium while random games are played through the API.
// The tallest moment of each (waiting, playing, the finished replay) is printed;
// src/protocol/embed-size.ts holds the heights the oEmbed answer gives from it.
// A report, not a test: tests/browser/embed-size.test.ts checks the answer holds.
import { chromium, type Page } from "playwright-core";
import { CHROMIUM_FLAGS, chromiumPath } from "../tests/browser/chromium";
import { apiOf } from "../tests/browser/api-client";
import { startService } from "./dev-service";

const COMBOS: [string, number][] = (process.argv[2] ?? "")
  .split(",")
  .filter(Boolean)
  .map((c) => [c.split(":")[0]!, Number(c.split(":")[1])] as [string, number]);
const ALL: [string, number][] = [
  ["stakes", 2],
  ["stakes", 3],
  ["stakes", 6],
  ["dobbelsjanse", 3],
  ["dobbelsjanse", 6],
  ["twelves", 2],
  ["twelves", 4],
  ["twelves", 6],
];
const WIDTHS = [320, 600];
const MAX_MOVES = 400;

type Json = Record<string, unknown>;

async function main(): Promise<void> {
  const svc = await startService({ RATE_LIMITS: "off" });
  const browser = await chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_FLAGS });
  // The browser tests' API client: a refused request stops the run, saying why.
  const api = apiOf({ svc });
  const call = (path: string, body?: unknown, token?: string) => api<Json>(path, body, token);
  const height = (p: Page) => p.evaluate(() => Math.ceil(document.body.getBoundingClientRect().height));
  try {
    for (const [game, seats] of COMBOS.length > 0 ? COMBOS : ALL) {
      const options = game === "twelves" ? { games: 1, botPace: "instant" } : { botPace: "instant" };
      const made = await call("/api/games", { game, seats, name: "Annabelle", options });
      const id = made.id as string;
      const pages = await Promise.all(
        WIDTHS.map(async (w) => {
          const p = await browser.newPage({ viewport: { width: w, height: 700 } });
          await p.goto(`${svc.base}/embed/${id}`, { waitUntil: "domcontentloaded", timeout: 120_000 });
          await p.locator("#link-state", { hasText: "Live" }).waitFor({ timeout: 120_000 });
          return p;
        }),
      );
      const waiting = await Promise.all(pages.map(height));
      const tokens = [made.token as string];
      for (let s = 1; s < seats; s++)
        tokens.push(
          (await call(`/api/games/${id}/join`, { name: `Player ${s} Longname`, invite: made.invite })).token as string,
        );
      const playing = WIDTHS.map(() => 0);
      for (let n = 0; n < MAX_MOVES; n++) {
        const v = await call(`/api/games/${id}`);
        if (v.status !== "playing") break;
        const seat = (v.toAct as number[])[0]!;
        const mine = await call(`/api/games/${id}`, undefined, tokens[seat]);
        const legal = mine.legal as unknown[];
        await call(
          `/api/games/${id}/moves`,
          { version: mine.version, move: legal[Math.floor(Math.random() * legal.length)] },
          tokens[seat],
        );
        await new Promise((r) => setTimeout(r, 120));
        // The move that ends the match turns the page into the replay: that is measured below, not as play.
        if ((await call(`/api/games/${id}`)).status !== "playing") break;
        for (const [i, h] of (await Promise.all(pages.map(height))).entries()) playing[i] = Math.max(playing[i]!, h);
      }
      const finished = await Promise.all(
        pages.map(async (p) => {
          await p
            .getByText("Step through every move")
            .waitFor({ timeout: 20_000 })
            .catch(() => undefined);
          return height(p);
        }),
      );
      for (const [i, w] of WIDTHS.entries())
        console.log(
          JSON.stringify({ game, seats, width: w, waiting: waiting[i], playing: playing[i], finished: finished[i] }),
        );
      await Promise.all(pages.map((p) => p.close()));
    }
  } finally {
    await browser.close();
    await svc.stop();
  }
}

await main();
