// "Your tables" for a seat that was handed on, in real Chromium: the player whose
// seat a friend took over sees who took it and on which day (the table's own
// clock, in the reader's time zone and language), a link to watch the table and
// Remove; never a broken link. English and Bokmål, 360 and 1280 px, light and dark.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { apiOf, seatedTable } from "./api-client";
import { person, useServiceAndBrowser } from "./harness";
import { eventually, withEvidence } from "./play-helpers";
import { screenshots } from "./screenshots";

const shared = useServiceAndBrowser();
const api = apiOf(shared);
const DAY = 86_400_000;

/** Ann, Bo and Cy at a Dobbelsjanse table; Cy resigns and, three days on by the table's clock, Dee takes Cy's seat. */
async function cyReplacedByDee(): Promise<{ id: string; cy: string; at: string }> {
  const { id, tokens } = await seatedTable(api, "dobbelsjanse", ["Ann", "Bo", "Cy"]);
  await api(`/api/games/${id}/resign`, {}, tokens[2]);
  const { now } = await api<{ now: string }>(`/api/games/${id}/fixture/advance`, { ms: 3 * DAY });
  const { invite } = await api<{ invite: string }>(`/api/games/${id}/seats/2/replace`, { with: "invite" }, tokens[0]);
  await api(`/api/games/${id}/join`, { name: "Dee", invite });
  return { id, cy: tokens[2]!, at: now };
}

const handedOn = (page: Page) => page.locator(".your-tables .table-row", { hasText: /Dee/ });

describe("your tables: a seat taken over", () => {
  it("says who took the seat over and on which day, with a watch link and Remove, in English and Bokmål", async () => {
    const ctx = await person(shared.browser, shared.svc.base, 1280, 800);
    const page = await ctx.newPage();
    await withEvidence("your-tables-replaced", [page], async () => {
      const t = await cyReplacedByDee();
      await page.goto("/");
      await page.evaluate(
        ([id, token]) => localStorage.setItem(`tablelink:seat:${id}`, JSON.stringify({ token, seat: 2 })),
        [t.id, t.cy],
      );
      const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
      const day = (lang: string) =>
        new Date(t.at).toLocaleDateString(lang, { weekday: "short", day: "numeric", month: "short", timeZone: zone });

      await page.reload();
      await eventually(() => handedOn(page).count()).toBe(1);
      const row = handedOn(page);
      expect((await row.innerText()).replace(/\s+/g, " ").trim()).toBe(
        `Dee took over your seat on ${day("en")} Watch the table Remove`,
      );
      expect(await page.locator("#your-tables").innerText()).not.toMatch(/Broken link|no longer works/);
      expect(await row.getByRole("link", { name: "Watch the table" }).getAttribute("href")).toBe(`/g/${t.id}`);
      await screenshots(page, "your-tables-replaced");

      await page.goto("/?lang=nb");
      await eventually(() => handedOn(page).count()).toBe(1);
      expect((await handedOn(page).innerText()).replace(/\s+/g, " ").trim()).toBe(
        `Dee tok over plassen din ${day("nb")} Se på bordet Fjern`,
      );
      await screenshots(page, "your-tables-replaced-nb");

      // Remove forgets the seat here.
      await handedOn(page).getByRole("button", { name: "Fjern" }).click();
      await eventually(() => handedOn(page).count()).toBe(0);
      expect(await page.evaluate((id) => localStorage.getItem(`tablelink:seat:${id}`), t.id)).toBeNull();
    });
  });
});
