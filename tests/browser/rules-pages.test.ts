// The rules pages, read as a player would: one page per game, How to play first
// and short, every section there, nothing of how the service is built, and no
// sideways scrolling on the smallest phone.
import { describe, expect, it } from "vitest";
import { person, useServiceAndBrowser } from "./harness";
import { screenshots } from "./screenshots";

const shared = useServiceAndBrowser();

const GAMES = [
  { path: "/rules/stakes", heading: "Stakes and Stakes Duel", faq: /shield/i },
  { path: "/rules/dobbelsjanse", heading: "Dobbelsjanse", faq: /double chance/i },
  { path: "/rules/twelves", heading: "Twelves", faq: /What does Watch catch/ },
];
// Words of how the service is built, which have no place in a player's rules.
const FORBIDDEN = /\b(engine|engines|ruling|rulings|test|tests|spec|specs|property|properties)\b|\.md\b/i;

describe("rules pages written for players", () => {
  it.each(GAMES)(
    "$path has its own title and heading, How to play in under 250 words, and folds the rest",
    async ({ path, heading, faq }) => {
      const page = await (await person(shared.browser, shared.svc.base, 360, 800)).newPage();
      const res = await page.goto(path);
      expect(res?.status()).toBe(200);
      expect(await page.title()).toBe(`${heading} rules · Tablelink`);
      expect(await page.locator("h1").allTextContents()).toEqual([heading]);
      // How to play opens the page: the first section, open, with a drawn example.
      const how = page.locator("section.how");
      expect(await how.locator("h2").textContent()).toBe("How to play");
      expect(await how.isVisible()).toBe(true);
      const words = (await how.innerText()).split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
      expect(words).toBeGreaterThan(80);
      expect(words).toBeLessThan(250);
      expect(await how.locator("figure [role=img]").count()).toBeGreaterThan(0);
      // The full rules fold away; the questions are there.
      expect(await page.locator("details.rule").count()).toBeGreaterThan(4);
      expect(await page.locator("details.rule[open]").count()).toBe(0);
      expect(await page.locator(".faq summary").allTextContents()).toEqual(
        expect.arrayContaining([expect.stringMatching(faq)]),
      );
      // Every section opened, the whole page speaks to players only.
      await page.click("button.show-all");
      expect(await page.locator("details.rule:not([open])").count()).toBe(0);
      for (const d of await page.locator("details.faq-item summary").all()) await d.click();
      const text = await page.locator("main").innerText();
      expect(text.match(FORBIDDEN)?.[0] ?? null).toBeNull();
      expect(await page.content()).not.toMatch(/Ruling|\.\.\/seeds|\.md\b/);
      await page.setViewportSize({ width: 320, height: 700 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    },
  );

  it("keeps Dobbelsjanse's Norwegian original and the Twelves fragment", async () => {
    const page = await (await person(shared.browser, shared.svc.base, 360, 800)).newPage();
    await page.goto("/rules/dobbelsjanse");
    await page.locator("details.original summary").click();
    expect(await page.locator('details.original[lang="nb"]').innerText()).toContain("kalkulert risiko");
    await page.goto("/rules/twelves");
    expect(await page.locator("details.original summary").textContent()).toContain("fragment");
  });

  it("opens a folded section when a link points into it", async () => {
    const page = await (await person(shared.browser, shared.svc.base, 360, 800)).newPage();
    await page.goto("/rules/stakes#busting");
    expect(await page.locator("#busting").isVisible()).toBe(true);
    expect(await page.locator("details.rule", { has: page.locator("#busting") }).getAttribute("open")).toBe("");
  });

  it("reads on a phone: Twelves folded is a few screens, not dozens", async () => {
    const page = await (await person(shared.browser, shared.svc.base, 360, 800)).newPage();
    for (const g of GAMES) {
      await page.goto(g.path);
      const folded = await page.evaluate(() => document.documentElement.scrollHeight);
      await page.click("button.show-all");
      const open = await page.evaluate(() => document.documentElement.scrollHeight);
      console.log(`${g.path} at 360 px: ${folded} px folded, ${open} px with every section open`);
      expect(folded).toBeLessThan(open);
      await page.click("button.show-all");
      await screenshots(page, `rules-${g.path.split("/").pop()}`, { targets: true });
    }
  });
});
