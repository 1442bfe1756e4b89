// A practice table (/practice/:game) as a person plays it: a whole match of each
// game against bots, pressing the move buttons until the result shows, with the
// bots marked as bots, thinking in a worker, and not one request to /api. Bad
// address values are said on the page and the table still starts; a game not
// offered is the 404 page. Screenshots at 360 and 1280, light and dark.
import { describe, expect, it } from "vitest";
import { person, useServiceAndBrowser } from "./harness";
import { eventually, withEvidence } from "./play-helpers";
import { apiRequests, playToTheEnd, watchRequests } from "./practice-helpers";
import { screenshots } from "./screenshots";

const shared = useServiceAndBrowser();

describe("a practice table, played to the end", () => {
  // Short matches: the fewest seats, one game of Twelves.
  it.each([
    ["stakes", "?seats=3", "Stakes"],
    ["duel", "?bot=strong", "Stakes Duel"],
    ["dobbelsjanse", "?seats=3&bot=strong", "Dobbelsjanse"],
    ["twelves", "?games=1&bot=strong", "Twelves"],
  ])("/practice/%s%s: a whole match against bots, with no /api request", async (game, query, title) => {
    const ctx = await person(shared.browser, shared.svc.base, 1280, 900);
    // Navigations get 60 s: wrangler dev rebuilds the pages whenever web/ changes on this busy machine.
    ctx.setDefaultNavigationTimeout(60_000);
    const requests = watchRequests(ctx);
    const page = await ctx.newPage();
    await withEvidence(`practice-${game}`, [page], async () => {
      await page.goto(`/practice/${game}${query}`);
      await eventually(() => page.locator("#title").textContent()).toBe(title);
      await eventually(() => page.evaluate(() => document.body.dataset.botsRun)).toBe("worker");
      // Every other seat is a bot, named and marked as one.
      await eventually(() =>
        page.locator("#stage").getByRole("img", { name: "bot", exact: true }).count(),
      ).toBeGreaterThan(0);
      const presses = await playToTheEnd(page);
      expect(presses).toBeGreaterThan(0);
      const result = page.locator("#standings-title");
      await eventually(() => result.textContent()).toMatch(/^Game over — .+ (wins?|share the win)/);
      // The result offers the next step: again, or with friends for real.
      await page.getByRole("button", { name: "Play again" }).waitFor();
      await page.getByRole("button", { name: "Play this with friends" }).waitFor();
      // The whole match took place in the browser.
      expect(apiRequests(requests)).toEqual([]);
      if (game === "stakes") {
        await page.getByRole("button", { name: "Back to the table" }).click();
        await screenshots(page, "practice-stakes-end");
      }
    });
    await ctx.close();
  });
});

describe("the practice address", () => {
  it("says what was wrong with ?seats= and ?bot= and starts with the defaults", async () => {
    const ctx = await person(shared.browser, shared.svc.base, 360, 800);
    // Navigations get 60 s: wrangler dev rebuilds the pages whenever web/ changes on this busy machine.
    ctx.setDefaultNavigationTimeout(60_000);
    const requests = watchRequests(ctx);
    const page = await ctx.newPage();
    await page.goto("/practice/stakes?seats=9&bot=genius");
    const notice = page.locator("#notice");
    await eventually(() => notice.textContent()).toContain(
      "“9” is not a number of players for this game (3–6): playing with 3.",
    );
    expect(await notice.textContent()).toContain(
      "“genius” is not a bot level (easy or strong): playing against easy bots.",
    );
    await eventually(() => page.locator("#stage .seat").count()).toBe(3);
    await eventually(() =>
      page
        .locator("#stage")
        .getByText(/^Bot \w+ \(easy\)$/)
        .count(),
    ).toBe(2);
    await screenshots(page, "practice-stakes-start", { targets: true });
    expect(apiRequests(requests)).toEqual([]);
    await ctx.close();
  });

  it("a game not offered is the 404 page", async () => {
    const ctx = await person(shared.browser, shared.svc.base);
    // Navigations get 60 s: wrangler dev rebuilds the pages whenever web/ changes on this busy machine.
    ctx.setDefaultNavigationTimeout(60_000);
    const page = await ctx.newPage();
    const res = await page.goto("/practice/chess");
    expect(res?.status()).toBe(404);
    await page.getByRole("heading", { name: "Nothing here" }).waitFor();
    await ctx.close();
  });
});
