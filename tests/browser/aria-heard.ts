// What a screen reader user hears from the page's one polite live region (#announcer):
// every text it was given, in order, kept from the page's first script on (the region
// empties itself after a while, so reading it later would miss what was said).
import type { BrowserContext, Page } from "playwright-core";

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
