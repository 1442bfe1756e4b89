// axe-core and html-validate on the club pages at phone and desktop widths: a
// member's club page with standings, an open table, a recent match and a head to
// head opened; the invite link's join page; and the page someone without a
// membership sees. Any serious or critical axe violation fails, named by rule and
// element, and so does any markup problem (as tests/browser/valid-pages.test.ts).
import AxeBuilder from "@axe-core/playwright";
import { HtmlValidate, type Message } from "html-validate";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { apiOf, playStakesOut } from "./api-client";
import { person, useServiceAndBrowser } from "./harness";
import { countShifts, shiftScore } from "./layout-shifts";
import { settled } from "./play-helpers";

const shared = useServiceAndBrowser();
const api = apiOf(shared);

const validator = new HtmlValidate({
  extends: ["html-validate:standard", "html-validate:a11y"],
  rules: { "no-implicit-input-type": "error" },
});

async function serious(page: Page, where: string): Promise<string[]> {
  const res = await new AxeBuilder({ page }).analyze();
  const report = await validator.validateString(await page.content());
  return [
    ...res.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .flatMap((v) => v.nodes.map((n) => `${where} ${v.id}: ${n.target.join(" ")}`)),
    ...report.results.flatMap((r) =>
      r.messages.map((m: Message) => `${where} ${m.ruleId}: ${m.message} (${m.selector ?? ""})`),
    ),
  ];
}

describe("axe and html-validate find nothing on the club pages", () => {
  it("member, join and private pages at 360 and 1280 px, in English and Norwegian", async () => {
    const club = await api<{ id: string; invite: string; member: { token: string } }>("/api/clubs", {
      name: "Axe club",
      member: { name: "Ann" },
    });
    const bob = await api<{ member: { token: string } }>(`/api/clubs/${club.id}/join`, {
      name: "Bob",
      invite: club.invite,
    });
    // A finished club Duel (standings, a recent match) and an open club table.
    const duel = await api<{ id: string; token: string }>(
      `/api/clubs/${club.id}/tables`,
      { game: "stakes", seats: 2 },
      club.member.token,
    );
    const seat = await api<{ token: string }>(`/api/clubs/${club.id}/tables/${duel.id}/join`, {}, bob.member.token);
    await playStakesOut(api, duel.id, [duel.token, seat.token]);
    await api(`/api/clubs/${club.id}/tables`, { game: "twelves", seats: 3 }, bob.member.token);

    const found: string[] = [];
    for (const lang of ["en", "nb"])
      for (const width of [360, 1280]) {
        const ctx = await person(shared.browser, shared.svc.base, width, 800);
        const page = await ctx.newPage();
        await page.goto(`/c/${club.id}?lang=${lang}#member=${club.member.token}`);
        await page.locator("table.rank").first().waitFor({ timeout: 20_000 });
        await page.locator(".club-match-list a").first().waitFor({ timeout: 20_000 });
        await page.locator(".member-list summary").first().click();
        await page.locator(".h2h table, .h2h p").first().waitFor();
        found.push(...(await serious(page, `club ${lang} ${width}px`)));
        await ctx.close();

        const other = await person(shared.browser, shared.svc.base, width, 800);
        const joinPage = await other.newPage();
        await joinPage.goto(`/c/${club.id}/join?lang=${lang}#invite=${club.invite}`);
        await joinPage.locator("#club-member-name").waitFor();
        found.push(...(await serious(joinPage, `join ${lang} ${width}px`)));
        await joinPage.goto(`/c/${club.id}?lang=${lang}`);
        await joinPage.locator(".club-private h1").waitFor();
        found.push(...(await serious(joinPage, `private ${lang} ${width}px`)));
        await other.close();
      }
    expect(found, found.join("\n")).toEqual([]);

    // With every text 40% longer (the layout tests' pseudo-language), nothing overflows a phone.
    const ctx = await person(shared.browser, shared.svc.base, 360, 740);
    const page = await ctx.newPage();
    await page.goto(`/c/${club.id}?lang=en-XA#member=${club.member.token}`);
    await page.locator("table.rank").first().waitFor({ timeout: 20_000 });
    const wide = () =>
      page.evaluate(() =>
        [...document.querySelectorAll("main *")]
          .filter((el) => el.getBoundingClientRect().right > 360)
          .map((el) => `${el.tagName}.${el.className}: ${Math.round(el.getBoundingClientRect().right)}`)
          .slice(0, 8),
      );
    expect(await wide()).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await ctx.close();
    // The join page as someone who is not a member yet sees it.
    const friend = await person(shared.browser, shared.svc.base, 360, 740);
    const joinPage = await friend.newPage();
    await joinPage.goto(`/c/${club.id}/join?lang=en-XA#invite=${club.invite}`);
    await joinPage.locator("#club-member-name").waitFor();
    expect(await joinPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await friend.close();
  });

  it("the club page shifts less than 0.1 at 360×740 while it is drawn (as tests/browser/page-shifts.test.ts)", async () => {
    const club = await api<{ id: string; member: { token: string } }>("/api/clubs", {
      name: "Still club",
      member: { name: "Ann" },
    });
    const ctx = await person(shared.browser, shared.svc.base, 360, 740);
    await countShifts(ctx);
    const page = await ctx.newPage();
    await page.goto(`/c/${club.id}#member=${club.member.token}`);
    await page.getByRole("heading", { name: "Still club", level: 1 }).waitFor();
    await settled(page);
    const cls = await shiftScore(page);
    console.log(`club CLS at 360×740: ${cls.toFixed(4)}`);
    expect(cls).toBeLessThan(0.1);
    await ctx.close();
  });
});
