// Offline: once any of the site's pages has been opened (its service worker keeps
// the pages that open offline, and every script they can load in every language,
// at install), a practice table opens and plays with no connection at all, the
// home page offers it, a table opened once shows as it last was, and the rules
// open, in the language the browser reads.
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { apiOf, seatedTable } from "./api-client";
import { person, useServiceAndBrowser } from "./harness";
import { eventually, withEvidence } from "./play-helpers";
import { playToTheEnd } from "./practice-helpers";
import { screenshots } from "./screenshots";

const shared = useServiceAndBrowser();
const api = apiOf(shared);

/** Waits until the site's service worker has taken over the page (it installs once the page has loaded). */
async function workerControls(page: Page): Promise<void> {
  await eventually(() => page.evaluate(() => navigator.serviceWorker.controller !== null), 30_000).toBe(true);
}

async function offlinePerson(lang: string): Promise<BrowserContext> {
  // A browser set to the language: it asks for it (Accept-Language), with nothing chosen on the site.
  const ctx = await person(shared.browser, shared.svc.base, 360, 800, { locale: lang === "nb" ? "nb-NO" : "en-GB" });
  // Navigations get 60 s: wrangler dev rebuilds the pages whenever web/ changes on this busy machine.
  ctx.setDefaultNavigationTimeout(60_000);
  return ctx;
}

const WORDS = {
  en: {
    table: /^You are offline: this is the table as it was at /,
    practice: "You are offline: practice tables work without a connection.",
    home: "You are offline: creating a table needs a connection.",
    practiceLink: "Practice against bots",
    live: "Live",
  },
  nb: {
    table: /^Du er frakoblet\. Slik så bordet ut /,
    practice: "Du er frakoblet, men øvingsbord virker uten nett.",
    home: "Du er frakoblet. Du må være på nett for å opprette et bord.",
    practiceLink: "Øv mot roboter",
    live: "Tilkoblet",
  },
} as const;

describe.each(["en", "nb"] as const)("every page that opens offline, in %s", (lang) => {
  it("a seat link opened once (the first visit to the site) opens offline, and so do a practice table, the rules and the home page", async () => {
    const words = WORDS[lang];
    const t = await seatedTable(api, "stakes", ["Ann", "Bob", "Cy"]);
    const ctx = await offlinePerson(lang);
    const page = await ctx.newPage();
    await withEvidence(`offline-pages-${lang}`, [page], async () => {
      // The first visit to the site is a seat link, before any service worker.
      await page.goto(`/g/${t.id}#seat=${t.tokens[0]}`);
      await page.locator("#stage .seat").first().waitFor();
      // Live: the table as it is now is what this browser keeps for later.
      await eventually(() => page.locator("#link-state").innerText(), 30_000).toBe(words.live);
      expect(await page.locator("html").getAttribute("lang")).toBe(lang);
      await workerControls(page);
      // The page asked to be kept (it came before the worker): it is, by the time the worker says so.
      await eventually(() => page.evaluate(() => caches.match("/g/", { ignoreVary: true }).then(Boolean)), 30_000).toBe(
        true,
      );

      await ctx.setOffline(true);
      await page.reload();
      // The table as it last was, in the page's language, with every part it loads later (the seat link's own parts).
      await eventually(() => page.locator("#notice").innerText(), 30_000).toMatch(words.table);
      await page.locator("#stage .seat", { hasText: "Bob" }).waitFor();
      expect(await page.locator("html").getAttribute("lang")).toBe(lang);
      await screenshots(page, `offline-table-${lang}`);

      // A practice table never opened: it deals and offers a move.
      await page.goto("/practice/twelves");
      await eventually(() => page.locator("#notice").innerText(), 30_000).toBe(words.practice);
      expect(await page.locator("#title").innerText()).toBe("Twelves");
      await page.locator("#moves button:not([disabled])").first().waitFor({ timeout: 30_000 });
      expect(await page.locator("html").getAttribute("lang")).toBe(lang);
      await screenshots(page, `offline-practice-${lang}`);

      await page.goto("/rules/dobbelsjanse");
      await page.getByRole("heading", { level: 1 }).filter({ hasText: "Dobbelsjanse" }).waitFor();
      expect(await page.locator("html").getAttribute("lang")).toBe(lang);

      await page.goto("/");
      await page.getByText(words.home).waitFor();
      await page.getByRole("link", { name: words.practiceLink }).first().waitFor();
      expect(await page.locator("html").getAttribute("lang")).toBe(lang);
      await screenshots(page, `offline-home-${lang}`);
    });
    await ctx.close();
  });
});

describe("a seat link left at once", () => {
  it("opens offline as it was, though the live link never brought a view before the connection went", async () => {
    const t = await seatedTable(api, "stakes", ["Ann", "Bob", "Cy"]);
    const ctx = await offlinePerson("en");
    const page = await ctx.newPage();
    await withEvidence("offline-left-at-once", [page], async () => {
      // The live link never answers (a network that fails right after the page came).
      await page.routeWebSocket(/\/live$/, () => undefined);
      await page.goto(`/g/${t.id}#seat=${t.tokens[0]}`);
      await page.locator("#stage .seat", { hasText: "Bob" }).waitFor();
      await workerControls(page);
      await eventually(() => page.evaluate(() => caches.match("/g/", { ignoreVary: true }).then(Boolean)), 30_000).toBe(
        true,
      );
      await ctx.setOffline(true);
      await page.reload();
      await eventually(() => page.locator("#notice").innerText(), 30_000).toMatch(WORDS.en.table);
      await page.locator("#stage .seat", { hasText: "Bob" }).waitFor();
    });
    await ctx.close();
  });
});

describe("a practice table opened directly", () => {
  it("opens again offline with no visit to the home page, and a round's summary keeps its look when the connection went while it was open", async () => {
    const ctx = await offlinePerson("en");
    const page = await ctx.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await withEvidence("practice-direct-offline", [page], async () => {
      await page.goto("/practice/stakes");
      await page.locator("#moves button:not([disabled])").first().waitFor({ timeout: 30_000 });
      await workerControls(page);

      // The connection goes while the table is open: what the page loads later (the summary's styles) still comes.
      await ctx.setOffline(true);
      const summary = page.getByRole("dialog").filter({ has: page.locator("#round-summary-title") });
      for (let presses = 0; !(await summary.isVisible()); presses++) {
        expect(presses).toBeLessThan(300);
        const next = page.locator("#moves button:not([disabled])").first();
        await Promise.race([next.waitFor({ timeout: 30_000 }), summary.waitFor({ timeout: 30_000 })]);
        if (!(await summary.isVisible())) await next.click({ timeout: 5_000 }).catch(() => undefined);
      }
      // Styled, the summary is a sheet of its own width that sits just above the move bar.
      const box = (await summary.boundingBox())!;
      const bar = (await page.locator("#moves").boundingBox())!;
      expect(box.width).toBeLessThanOrEqual(640);
      expect(box.y + box.height).toBeLessThanOrEqual(bar.y);
      expect(box.y + box.height).toBeGreaterThan(bar.y - 20);

      // Reloaded offline, the page comes from the worker (not the browser's offline page) and deals again.
      await page.reload();
      await eventually(() => page.locator("#notice").innerText(), 30_000).toBe(WORDS.en.practice);
      expect(await page.locator("#title").innerText()).toBe("Stakes");
      await page.locator("#moves button:not([disabled])").first().waitFor({ timeout: 30_000 });
    });
    await ctx.close();
  });
});

describe.each(["en", "nb"] as const)("after a first visit to the home page, in %s", (lang) => {
  it("/practice/duel opens and plays to the end with the network off, and a seat link opened since opens offline", async () => {
    const words = WORDS[lang];
    const t = await seatedTable(api, "stakes", ["Ann", "Bob", "Cy"]);
    const ctx = await offlinePerson(lang);
    const page = await ctx.newPage();
    await withEvidence(`practice-offline-${lang}`, [page], async () => {
      await page.goto("/");
      // The service worker has installed (it keeps the practice page and its code as it does).
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      await workerControls(page);
      // A seat link, opened online through the worker.
      await page.goto(`/g/${t.id}#seat=${t.tokens[0]}`);
      await page.locator("#stage .seat").first().waitFor();
      // Live: the table as it is now is what this browser keeps for later.
      await eventually(() => page.locator("#link-state").innerText(), 30_000).toBe(words.live);
      await ctx.setOffline(true);
      // The home page, offline, still offers practice.
      await page.goto("/");
      const practice = page.getByRole("link", { name: words.practiceLink }).first();
      await practice.waitFor();
      await page.goto("/practice/duel");
      await eventually(() => page.locator("#title").textContent()).toBe("Stakes Duel");
      await eventually(() => page.locator("#notice").textContent(), 30_000).toBe(words.practice);
      await eventually(() => page.evaluate(() => document.body.dataset.botsRun)).toBe("worker");
      await playToTheEnd(page);
      await page.locator("#standings-title").waitFor();
      if (lang === "en") expect(await page.locator("#standings-title").textContent()).toMatch(/^Game over — /);
      // And the table opened before: as it last was (with every part the seat link loads later).
      await page.goto(`/g/${t.id}`);
      await eventually(() => page.locator("#notice").innerText(), 30_000).toMatch(words.table);
      await page.locator("#stage .seat", { hasText: "Bob" }).waitFor();
    });
    await ctx.close();
  });
});
