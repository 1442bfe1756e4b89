// Practice offline: once the site has been opened (the home page, whose service
// worker keeps the practice page and all its code at install), a practice table
// opens and plays with no connection at all, and the home page offers it offline.
import { describe, it } from "vitest";
import { person, useServiceAndBrowser } from "./harness";
import { eventually, withEvidence } from "./play-helpers";
import { playToTheEnd } from "./practice-helpers";

const shared = useServiceAndBrowser();

describe("practice offline", () => {
  it("after a first visit to the home page, /practice/duel opens and plays to the end with the network off", async () => {
    const ctx = await person(shared.browser, shared.svc.base, 360, 800);
    // Navigations get 60 s: wrangler dev rebuilds the pages whenever web/ changes on this busy machine.
    ctx.setDefaultNavigationTimeout(60_000);
    const page = await ctx.newPage();
    await withEvidence("practice-offline", [page], async () => {
      await page.goto("/");
      // The service worker has installed (it keeps the practice page and its code as it does).
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      await ctx.setOffline(true);
      // The home page, offline, still offers practice.
      await page.reload();
      const practice = page.getByRole("link", { name: /Practice against bots/ }).first();
      await practice.waitFor();
      await page.goto("/practice/duel");
      await eventually(() => page.locator("#title").textContent()).toBe("Stakes Duel");
      await eventually(() => page.locator("#notice").textContent()).toContain("You are offline");
      await eventually(() => page.evaluate(() => document.body.dataset.botsRun)).toBe("worker");
      await playToTheEnd(page);
      await eventually(() => page.locator("#standings-title").textContent()).toMatch(/^Game over — /);
    });
    await ctx.close();
  });
});
