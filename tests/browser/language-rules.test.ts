// The rules pages, the history page, the 404 page and the app manifest in
// Norwegian (issue 27), read as a Norwegian player would: Bokmål headings and
// sentences with ?lang=nb, a link into a folded section still opening it, the
// manifest the Norwegian pages link to in Norwegian, the English pages as they
// were, and nothing running off a 360 px screen with the longer Norwegian words.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { apiOf, seatedTable } from "./api-client";
import { person, ROOT, useServiceAndBrowser } from "./harness";
import { screenshots } from "./screenshots";

const shared = useServiceAndBrowser();
const api = apiOf(shared);

const RULES = [
  {
    path: "/rules/stakes",
    h1: "Stakes og Stakes Duell",
    sentence: "Det første du gjør i en runde, må være å snu.",
    section: "Kortene og hva de gjør",
    faq: "Kan jeg vri etter at jeg har sikret?",
    english: "Stakes and Stakes Duel",
  },
  {
    path: "/rules/dobbelsjanse",
    h1: "Dobbelsjanse",
    sentence: "Så begynner en ny runde med tomt bord.",
    section: "Neste runde",
    faq: "Er det noen gang lurt å score 0?",
    english: "Dobbelsjanse",
  },
  {
    path: "/rules/twelves",
    h1: "Twelves",
    sentence: "Fire shots, og du sovner.",
    section: "Hemmelige og åpne handlinger",
    faq: "Hva avslører Vakt?",
    english: "Twelves",
  },
];

async function open(ctx: BrowserContext, path: string): Promise<Page> {
  const page = await ctx.newPage();
  // This busy machine can take a while to serve a first load.
  await page.goto(path, { timeout: 60_000 });
  return page;
}

const scrollWidth = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth);

describe("rules, history, 404 and manifest in Norwegian", () => {
  it.each(RULES)("$path reads in Bokmål with ?lang=nb, and in English without", async (g) => {
    const ctx = await person(shared.browser, shared.svc.base, 360, 800);
    const page = await open(ctx, `${g.path}?lang=nb`);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("nb");
    expect(await page.title()).toBe(`${g.h1} – regler · Tablelink`);
    expect(await page.locator("h1").allTextContents()).toEqual([g.h1]);
    expect(await page.locator("section.how h2").textContent()).toBe("Slik spiller du");
    await page.locator("section.how").getByText(g.sentence).waitFor();
    await page.getByRole("heading", { name: g.section }).waitFor();
    await page.locator(".faq summary").getByText(g.faq).waitFor();
    expect(await page.locator("meta[name=description]").getAttribute("content")).toMatch(/^Slik spiller du /);
    // The drawn example speaks Norwegian too.
    expect(await page.locator("figure.example figcaption").innerText()).not.toMatch(/\b(the|and|or)\b/);
    // "Open all", then every question: the whole page, with nothing off the side of a phone.
    await page.getByRole("button", { name: "Åpne alle reglene" }).click();
    await page.getByRole("button", { name: "Lukk alle reglene" }).waitFor();
    for (const d of await page.locator("details.faq-item summary").all()) await d.click();
    expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
    await page.getByRole("button", { name: "Lukk alle reglene" }).click();
    await screenshots(page, `language-rules-${g.path.split("/").pop()}-nb`);

    // The English page is as it was.
    const en = await open(ctx, `${g.path}?lang=en`);
    expect(await en.locator("h1").allTextContents()).toEqual([g.english]);
    expect(await en.locator("section.how h2").textContent()).toBe("How to play");
    expect(await en.title()).toBe(`${g.english} rules · Tablelink`);
    await ctx.close();
  });

  it("keeps Dobbelsjanse's original text, and offers practice in Norwegian", async () => {
    const ctx = await person(shared.browser, shared.svc.base, 360, 800);
    const page = await open(ctx, "/rules/dobbelsjanse?lang=nb");
    await page.getByRole("heading", { name: "Originalreglene" }).click();
    expect(await page.locator('details.original[lang="nb"]').innerText()).toContain("kalkulert risiko");
    await page.getByRole("heading", { name: "Prøv selv" }).waitFor();
    await page.getByRole("link", { name: "Øv på Dobbelsjanse mot roboter" }).waitFor();
    await ctx.close();
  });

  it("opens a folded section when a link points into it, in Norwegian too", async () => {
    const ctx = await person(shared.browser, shared.svc.base, 360, 800);
    const page = await open(ctx, "/rules/stakes?lang=nb#busting");
    const busting = page.locator("#busting");
    await busting.waitFor();
    expect(await busting.textContent()).toBe("Sprekk");
    expect(await busting.isVisible()).toBe(true);
    expect(await page.locator("details.rule", { has: busting }).getAttribute("open")).toBe("");
    await page.getByText("Sikrede poeng er låst: ingen senere endring av målet kan røre dem.").waitFor();
    await ctx.close();
  });

  it("the 404 and history pages read in Bokmål, and fit a 360 px screen", async () => {
    const done = await seatedTable(api, "stakes", ["Eva", "Finn"]);
    await api(`/api/games/${done.id}/resign`, {}, done.tokens[0]);
    const ctx = await person(shared.browser, shared.svc.base, 360, 800);

    for (const path of ["/no/such/page?lang=nb", "/practice/no-such-game?lang=nb"]) {
      const missing = await open(ctx, path);
      expect(await missing.locator("h1").textContent()).toBe("Her er det ingenting");
      await missing.getByRole("link", { name: "Start et nytt bord" }).waitFor();
      expect(await scrollWidth(missing)).toBeLessThanOrEqual(360);
    }

    const page = await open(ctx, "/history?lang=nb");
    expect(await page.locator("h1").textContent()).toBe("Ferdigspilte kamper");
    // The title wraps on a phone rather than ending in "…".
    expect(await page.locator("h1").evaluate((h) => h.scrollWidth <= h.clientWidth)).toBe(true);
    await page.getByRole("link", { name: "Nytt bord" }).waitFor();
    // The match just finished is listed, its time written the Norwegian way.
    const row = page.locator(`a[href="/m/${done.id}"]`);
    await row.waitFor();
    expect(await row.locator("b").textContent()).toBe("Stakes Duell");
    const time = row.locator("time");
    const iso = (await time.getAttribute("datetime"))!;
    const norwegian = await page.evaluate(
      (d) => new Date(d).toLocaleString("nb", { dateStyle: "medium", timeStyle: "short" }),
      iso,
    );
    expect(await time.textContent()).toBe(norwegian);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
    await screenshots(page, "language-history-nb");
    await ctx.close();
  });

  it("the manifest a Norwegian page links to is in Norwegian; the English one is the file as it was", async () => {
    const ctx = await person(shared.browser, shared.svc.base, 360, 800);
    const nb = await open(ctx, "/?lang=nb");
    const nbHref = await nb.locator('link[rel="manifest"]').getAttribute("href");
    expect(nbHref).toBe("/manifest.webmanifest?lang=nb");
    const nbRes = await ctx.request.get(nbHref!);
    expect(nbRes.headers()["content-type"]).toContain("application/manifest+json");
    const m = await nbRes.json();
    expect(m).toMatchObject({ id: "/", lang: "nb", name: "Tablelink", short_name: "Tablelink", start_url: "/" });
    expect(m.description).toBe(
      "Dine bord med Stakes, Dobbelsjanse og Twelves. Spill via lenke, ett trekk om dagen eller alt på én gang.",
    );

    const en = await open(ctx, "/?lang=en");
    const enHref = await en.locator('link[rel="manifest"]').getAttribute("href");
    expect(enHref).toBe("/manifest.webmanifest");
    const file = readFileSync(join(ROOT, "web", "static", "manifest.webmanifest"), "utf8");
    expect(await (await ctx.request.get(enHref!)).text()).toBe(file);
    // A language the site does not speak gets the English manifest.
    expect(await (await ctx.request.get("/manifest.webmanifest?lang=xx")).text()).toBe(file);
    await ctx.close();
  });
});
