// What a screen reader user hears from the page's one polite live region (#announcer):
// every text it was given, in order, kept from the page's first script on (the region
// empties itself after a while, so reading it later would miss what was said).
import type { Browser, BrowserContext, Page } from "playwright-core";
import { expect } from "vitest";
import { person } from "./harness";
import { eventually } from "./play-helpers";

/** Starts keeping what #announcer says on every page of `ctx` (call before the first goto). */
export async function listenToAnnouncer(ctx: BrowserContext): Promise<void> {
  await ctx.addInitScript(() => {
    const w = window as unknown as { heard: string[] };
    w.heard = [];
    document.addEventListener("DOMContentLoaded", () => {
      const region = document.getElementById("announcer");
      if (!region) return;
      new MutationObserver(() => {
        const text = (region.textContent ?? "").trim();
        if (text) w.heard.push(text);
      }).observe(region, { childList: true, characterData: true, subtree: true });
    });
  });
}

/** Everything the live region has said on this page so far. */
export const heard = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { heard: string[] }).heard);

/** Forgets what was said so far (the next reads start from here). */
export const forget = (page: Page): Promise<void> =>
  page.evaluate(() => {
    (window as unknown as { heard: string[] }).heard = [];
  });

/** A seat's page at `width`, opened by its link with the live region listened to, once its link is live. */
export async function seatListening(
  where: { browser: Browser; base: string },
  id: string,
  token: string,
  width = 360,
): Promise<Page> {
  const ctx = await person(where.browser, where.base, width, width > 400 ? 900 : 740);
  await listenToAnnouncer(ctx);
  const page = await ctx.newPage();
  await page.goto(`/g/${id}#seat=${token}`);
  await eventually(() => page.locator("#link-state").textContent()).toBe("Live");
  return page;
}

/**
 * What the page gives a screen reader once it is this seat's turn: the tree of the table and the
 * move bar, and what was said since the last read (forgotten then, so the next read starts there).
 */
export async function hearTurn(page: Page): Promise<{ table: string; moves: string; said: string }> {
  await page.locator("#moves .your-turn").waitFor();
  await eventually(async () => (await heard(page)).join(" ")).toContain("Your turn.");
  const read = {
    table: await page.locator("#stage").ariaSnapshot(),
    moves: await page.locator("#moves").ariaSnapshot(),
    said: (await heard(page)).join(" "),
  };
  await forget(page);
  // Nothing is said as a sign: a screen reader reads "♠" as "black spade suit". (An image named
  // by its word, `img "spades": ♠`, is said by its name: its drawn sign is not read.)
  const spoken = `${read.table}\n${read.moves}\n${read.said}`.replace(/(- img "[^"]+"): [♠♥♦♣]/g, "$1");
  expect(spoken).not.toMatch(/[♠♥♦♣]/);
  return read;
}
