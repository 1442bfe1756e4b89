// The table page's header on a narrow phone: the table's title is read whole
// ("Dobbelsjanse", not "Dobbel…"), "How to play" and "Rules" stay whole words
// on one line each (the bar wraps onto a second row instead), and nothing in it
// runs off the screen: seated at a waiting table, watching a
// table in play (the Watching tag beside a long title), and offline
// (Reconnecting…).
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { apiOf } from "./api-client";
import { person, useServiceAndBrowser } from "./harness";
import { eventually } from "./play-helpers";

const shared = useServiceAndBrowser();
const api = apiOf(shared);

async function measure(page: Page, where: string): Promise<void> {
  const m = await page.evaluate(() => {
    const lines = (el: Element) => {
      const r = document.createRange();
      r.selectNodeContents(el);
      // One rectangle per line the text is laid out on.
      return new Set([...r.getClientRects()].map((x) => Math.round(x.top))).size;
    };
    const how = document.getElementById("how-open")!;
    const rules = document.getElementById("rules-link")!;
    const bar = document.querySelector("header.bar")!;
    const title = document.getElementById("title")!;
    const cs = getComputedStyle(how);
    const lh = parseFloat(cs.lineHeight) || parseFloat(cs.fontSize) * 1.2;
    const px = (p: string) => parseFloat(cs.getPropertyValue(p)) || 0;
    return {
      how: lines(how),
      rules: lines(rules),
      height: how.getBoundingClientRect().height,
      // One line of text plus the button's padding and border, or the 44 px minimum.
      oneLine: Math.max(
        44,
        lh + px("padding-top") + px("padding-bottom") + px("border-top-width") + px("border-bottom-width"),
      ),
      right: Math.max(...[...bar.querySelectorAll("*")].map((e) => e.getBoundingClientRect().right)),
      vw: document.documentElement.clientWidth,
      // The title is cut ("Dobbel…") when its text is wider than the room it is given.
      title: title.textContent,
      titleCut: title.scrollWidth > title.clientWidth + 1,
    };
  });
  expect(m.how, `${where}: How to play wraps`).toBe(1);
  expect(m.rules, `${where}: Rules wraps`).toBe(1);
  expect(m.height, where).toBeGreaterThanOrEqual(44);
  expect(m.height, `${where}: How to play is taller than one line`).toBeLessThanOrEqual(m.oneLine + 1);
  expect(m.right, `${where}: the header runs off the screen`).toBeLessThanOrEqual(m.vw);
  expect(m.titleCut, `${where}: the title "${m.title}" is cut`).toBe(false);
}

describe("the table page's header", () => {
  for (const width of [320, 360]) {
    it(`keeps How to play on one line at ${width} px`, async () => {
      const c = await api<{ id: string; token: string; invite: string }>("/api/games", {
        game: "dobbelsjanse",
        seats: 3,
        name: "Ann",
      });
      const ctx = await person(shared.browser, shared.svc.base, width, 740);
      const page = await ctx.newPage();
      await page.goto(`/g/${c.id}#seat=${c.token}`);
      await page.locator("#title").filter({ hasText: "Dobbelsjanse" }).waitFor();
      await measure(page, `seated, waiting, ${width} px`);

      const duel = await api<{ id: string; token: string; invite: string }>("/api/games", {
        game: "stakes",
        seats: 2,
        name: "Ann",
      });
      await api(`/api/games/${duel.id}/join`, { name: "Bob", invite: duel.invite });
      await page.goto(`/g/${duel.id}/watch`);
      await page.locator("#watching").waitFor();
      await page.locator("#title").filter({ hasText: "Stakes Duel" }).waitFor();
      await measure(page, `watching, ${width} px`);

      await page.goto(`/g/${duel.id}#seat=${duel.token}`);
      await eventually(() => page.locator("#link-state").textContent()).toBe("Live");
      await ctx.setOffline(true);
      await eventually(() => page.locator("#link-state").textContent()).toBe("Reconnecting…");
      await measure(page, `offline, ${width} px`);
      await ctx.setOffline(false);

      // A practice table: its title beside the Practice tag.
      await page.goto("/practice/stakes");
      await page.locator("#title").filter({ hasText: "Stakes" }).waitFor();
      await measure(page, `practice, ${width} px`);
      await ctx.close();
    });
  }
});
