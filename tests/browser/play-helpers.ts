// Steps a player takes at the table, as a person would: wait for "Your turn",
// press the button that says the move.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { resultsDir } from "./harness";

/** Waits until it is this page's turn and the move button `key` can be pressed, then presses it. */
export async function play(page: Page, key: string): Promise<void> {
  await page.locator(".your-turn").waitFor();
  const button = page.locator(`#moves button[data-key="${key}"]:not([disabled])`);
  await button.click();
}

/** Polls until the value matches: pages update over the live link, not at once. */
export function eventually<T>(read: () => Promise<T> | T, timeout = 10_000) {
  return expect.poll(read, { timeout, interval: 50 });
}

/**
 * Waits until the page is drawn as a person would now see it: its fonts loaded,
 * every finite animation over, and two frames painted since (so layout, scrolling
 * and layout-shift reports of what came before have happened).
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
    await new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done())));
  });
}

/** True for a live link's "view" message (anything else, a pong included, is not). */
export function isViewMessage(m: string | Buffer): boolean {
  try {
    return (JSON.parse(String(m)) as { type?: unknown }).type === "view";
  } catch {
    return false;
  }
}

export function seatOf(page: Page, name: string) {
  // A seat that is away (resigned, or timed out twice, at 3-6 seats) reads "Cy (away)".
  return page.locator("section.seat", {
    has: page.locator(".name", { hasText: new RegExp(`^${name}( \\(away\\))?$`) }),
  });
}

/** Opens the home page (with a test fixture, passed on as options.fixture) and creates a table. */
export async function createAtHome(
  page: Page,
  opts: { game: "stakes" | "stakes-duel"; seats?: number; name: string; fixture?: unknown },
): Promise<void> {
  const q = opts.fixture ? `?fixture=${encodeURIComponent(JSON.stringify(opts.fixture))}` : "";
  await page.goto(`/${q}`);
  await page.check(`#game-${opts.game}`);
  if (opts.seats) await page.selectOption("#seats", String(opts.seats));
  await page.fill("#name", opts.name);
  await page.click("#create");
  await page.locator(".waiting").waitFor();
}

/** Joins through the invite link. */
export async function joinByInvite(page: Page, invite: string, name: string): Promise<void> {
  await page.goto(invite);
  await page.fill("#join-name", name);
  await page.click('button[data-key="join"]');
}

/** Runs a scenario; if it fails, every page's screenshot and console go to test-results/ first. */
export async function withEvidence(name: string, pages: Page[], scenario: () => Promise<void>): Promise<void> {
  const logs: string[] = [];
  pages.forEach((p, i) => {
    p.on("console", (m) => logs.push(`[page ${i}] ${m.type()}: ${m.text()}`));
    p.on("pageerror", (e) => logs.push(`[page ${i}] pageerror: ${e.message}`));
  });
  try {
    await scenario();
  } catch (e) {
    const dir = resultsDir();
    await Promise.all(
      pages.map((p, i) =>
        p.screenshot({ path: join(dir, `${name}-failed-${i}.png`), fullPage: true }).catch(() => undefined),
      ),
    );
    writeFileSync(join(dir, `${name}-failed-console.txt`), logs.join("\n"));
    throw e;
  }
}
