// `npm run bench -- --practice`: how long a practice table's strong bot thinks in
// Chromium (web/src/practice), at full speed and with the CPU slowed 4× (CDP
// Emulation.setCPUThrottlingRate), per game. A page plays the table as a person
// would (the first move button, again and again; a new match when one ends) and
// reads each bot decision's time from the page's User Timing entries
// ("tablelink:bot-decision", timed in the worker around the bot's own choice).
// Only decisions among two or more moves count (one legal move needs no thought).
// Reports only: the machine is shared and noisy.
import { chromium, type Browser, type Page } from "playwright-core";
import { CHROMIUM_FLAGS, chromiumPath } from "../tests/browser/chromium";

export interface PracticeTiming {
  game: string;
  rate: number;
  ms: number[];
}

const GAMES: [string, number][] = [
  ["duel", 2],
  ["stakes", 4],
  ["dobbelsjanse", 4],
  ["twelves", 4],
];

/** Bot decision times (ms) the page has recorded since it loaded, among two or more moves. */
const decisions = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByName("tablelink:bot-decision")
      .filter((e) => ((e as PerformanceMeasure).detail as { choices: number }).choices > 1)
      .map((e) => e.duration),
  );

async function timeGame(browser: Browser, origin: string, game: string, seats: number, rate: number, want: number) {
  const ctx = await browser.newContext({ baseURL: origin, viewport: { width: 1280, height: 900 } });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });
  const done: number[] = [];
  const deadline = Date.now() + 240_000;
  await page.goto(`/practice/${game}?bot=strong&seats=${seats}`, { timeout: 120_000 });
  while (done.length + (await decisions(page)).length < want && Date.now() < deadline) {
    const state = await page
      .waitForFunction(
        () =>
          document.querySelector("#standings-title")
            ? "over"
            : document.querySelector("#moves button:not([disabled])")
              ? "move"
              : false,
        undefined,
        { timeout: 60_000, polling: 50 },
      )
      .then((h) => h.jsonValue());
    if (state === "over") {
      // Keep what this match measured, and start another.
      done.push(...(await decisions(page)));
      await page.reload({ timeout: 120_000 });
      await page.locator("#stage .seat").first().waitFor();
      continue;
    }
    await page
      .locator("#moves button:not([disabled])")
      .first()
      .click({ timeout: 2_000 })
      .catch(() => undefined);
  }
  done.push(...(await decisions(page)));
  await ctx.close();
  return done;
}

export async function practiceTimings(origin: string, quick: boolean): Promise<PracticeTiming[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_FLAGS });
  const out: PracticeTiming[] = [];
  try {
    for (const [game, seats] of GAMES)
      for (const rate of [1, 4])
        out.push({ game, rate, ms: await timeGame(browser, origin, game, seats, rate, quick ? 30 : 100) });
  } finally {
    await browser.close();
  }
  return out;
}

export function quantile(xs: number[], q: number): number {
  if (xs.length === 0) return Number.NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
}
