// Pages in Norwegian (issue 27): each page comes up in Bokmål with ?lang=nb and
// says so in <html lang>; the switcher changes the language and the next page
// remembers it; the browser's own language is read when nothing was chosen
// (`no` as Bokmål); and with every text about 40% longer (the en-XA
// pseudo-language) nothing runs off a 360 px screen or is clipped in a button or
// a seat's head. One load per page and language.
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { apiOf, seatedTable } from "./api-client";
import { person, useServiceAndBrowser } from "./harness";
import { screenshots } from "./screenshots";

const shared = useServiceAndBrowser();
const api = apiOf(shared);

type Tables = { play: string; join: string; watch: string; match: string; embed: string };
let made: Tables | undefined;
/** A table in play (seat and watch), one filling up (join) and a finished one (match, embed). */
async function tables(): Promise<Tables> {
  if (made) return made;
  const live = await seatedTable(api, "stakes", ["Ann", "Bob", "Cy"]);
  const waiting = await api<{ id: string; invite: string }>("/api/games", { game: "stakes", seats: 3, name: "Dag" });
  const done = await seatedTable(api, "stakes", ["Eva", "Finn"]);
  await api(`/api/games/${done.id}/resign`, {}, done.tokens[0]);
  made = {
    play: `/g/${live.id}#seat=${live.tokens[0]}`,
    join: `/g/${waiting.id}/join#invite=${waiting.invite}`,
    watch: `/g/${live.id}/watch`,
    match: `/m/${done.id}`,
    embed: `/embed/${done.id}`,
  };
  return made;
}

/** `path` with ?lang= put before its fragment. */
const withLang = (path: string, lang: string) => {
  const [p, hash] = path.split("#");
  return `${p}${p!.includes("?") ? "&" : "?"}lang=${lang}${hash ? `#${hash}` : ""}`;
};

/** The pages and, for each, a locator that shows it has drawn its own content. */
async function pages(): Promise<[string, string, string][]> {
  const t = await tables();
  return [
    ["home", "/", "#create"],
    ["history", "/history", "h1"],
    ["rules", "/rules/dobbelsjanse", "article.rules"],
    ["play", t.play, "#stage .seat"],
    ["join", t.join, "#join-name"],
    ["watch", t.watch, "#watching"],
    ["match", t.match, ".replay-table .center"],
    ["embed", t.embed, ".replay-table .center"],
    ["404", "/no/such/page", "main.not-found"],
  ];
}

async function open(ctx: BrowserContext, path: string, ready: string): Promise<Page> {
  const page = await ctx.newPage();
  // This busy machine can take a while to serve a first load.
  await page.goto(path, { timeout: 60_000 });
  await page.locator(ready).first().waitFor({ timeout: 60_000 });
  return page;
}

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);
const current = (page: Page) => page.locator(".langs a[aria-current]").innerText();

describe("pages in Norwegian and English", () => {
  it("every page comes up in Bokmål with ?lang=nb, its switcher naming Norsk", async () => {
    const ctx = await person(shared.browser, shared.svc.base, 360, 740);
    const words: Record<string, string> = {
      home: "Start et bord",
      history: "Ferdigspilte kamper",
      play: "Slik spiller du",
      join: "Sett deg",
      watch: "Ser på",
      404: "Her er det ingenting",
    };
    for (const [name, path, ready] of await pages()) {
      const page = await open(ctx, withLang(path, "nb"), ready);
      expect(await htmlLang(page), name).toBe("nb");
      expect(await current(page), name).toBe("Norsk");
      if (words[name]) await page.getByText(words[name]!).first().waitFor();
      if (name === "play") await screenshots(page, "language-play-nb");
      await page.close();
    }
    await ctx.close();
  });

  it("the Norwegian home page says everything in Bokmål: the practice link and every choice of bots", async () => {
    const ctx = await person(shared.browser, shared.svc.base, 360, 740);
    const page = await open(ctx, "/?lang=nb", "#create");
    await page.getByRole("link", { name: "Øv mot roboter" }).waitFor();
    await page.getByText("Roboter", { exact: true }).click();
    const bots = page.getByRole("combobox", { name: "Roboter på de siste plassene" });
    expect(await bots.locator("option").allInnerTexts()).toEqual([
      "Ingen roboter",
      "1 robot",
      "2 roboter",
      "3 roboter",
      "4 roboter",
      "5 roboter",
    ]);
    // No English left among what the page shows or offers.
    const shown = `${await page.locator("body").innerText()} ${(await page.locator("option").allInnerTexts()).join(" ")}`;
    expect(shown).not.toMatch(/\b(bots?|Practice|against)\b/);
    await screenshots(page, "language-home-nb");
    await ctx.close();
  });

  it("the switcher changes the language and the next page remembers it; the browser's language comes first", async () => {
    const ctx = await person(shared.browser, shared.svc.base, 1280, 800);
    const t = await tables();
    const page = await open(ctx, t.join, "#join-name");
    expect(await htmlLang(page)).toBe("en");
    await page.getByRole("link", { name: "Norsk" }).click();
    await page.getByRole("button", { name: "Sett deg" }).waitFor();
    expect(await htmlLang(page)).toBe("nb");
    // The invite came along: the form to take a seat is still offered.
    expect(page.url()).toContain("#invite=");
    await page.goto("/");
    await page.getByRole("heading", { name: "Start et bord" }).waitFor();
    expect(await htmlLang(page)).toBe("nb");
    await page.getByRole("link", { name: "English" }).click();
    await page.getByRole("heading", { name: "Start a table" }).waitFor();
    await page.goto("/history");
    expect(await htmlLang(page)).toBe("en");
    await ctx.close();

    for (const locale of ["nb-NO", "no", "nn-NO"]) {
      const norwegian = await shared.browser.newContext({ baseURL: shared.svc.base, locale });
      const home = await open(norwegian, "/", "#create");
      expect(await htmlLang(home), locale).toBe("nb");
      await norwegian.close();
    }
  });

  it("with every text 40% longer, nothing overflows a 360 px screen or clips in a button or seat head", async () => {
    const ctx = await person(shared.browser, shared.svc.base, 360, 740);
    // The 404 page is written by the Worker, not built, and has no pseudo-language.
    for (const [name, path, ready] of (await pages()).filter(([n]) => n !== "404")) {
      const page = await open(ctx, withLang(path, "en-XA"), ready);
      expect(await htmlLang(page), name).toBe("en-XA");
      const over = await page.evaluate(() => {
        const out: string[] = [];
        const root = document.documentElement;
        if (root.scrollWidth > root.clientWidth) out.push(`page ${root.scrollWidth} > ${root.clientWidth}`);
        for (const el of document.querySelectorAll<HTMLElement>("button, .button, .seat-head, .langs a")) {
          if (el.offsetParent === null) continue;
          if (el.scrollWidth > el.clientWidth + 1)
            out.push(
              `${el.tagName}.${el.className} "${el.innerText.slice(0, 40)}" ${el.scrollWidth} > ${el.clientWidth}`,
            );
          if (el.getBoundingClientRect().right > root.clientWidth + 1)
            out.push(`off screen: "${el.innerText.slice(0, 40)}"`);
        }
        return out;
      });
      expect(over, name).toEqual([]);
      await page.close();
    }
    await ctx.close();
  });
});
