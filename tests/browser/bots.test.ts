// Bots as a person meets them: "Play now" on the home page starts a table with a
// bot in every other seat and the bot answers on its own; a waiting table's
// seated player fills the empty seats with bots and the game starts. The home
// page with its bot choices still reads well on a phone, light and dark.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { lowContrast, smallTargets } from "./contrast";
import { person, useServiceAndBrowser } from "./harness";
import { createAtHome, eventually, withEvidence } from "./play-helpers";

const shared = useServiceAndBrowser();

async function stageText(page: Page): Promise<string> {
  return (await page.locator("main").textContent()) ?? "";
}

describe("bots in the browser", () => {
  it("Play now starts a Stakes Duel against a bot, which plays its turns by itself", async () => {
    const page = await (await person(shared.browser, shared.svc.base, 360, 800)).newPage();
    await withEvidence("bots-play-now", [page], async () => {
      await page.goto("/");
      await page.check("#game-stakes-duel");
      await page.fill("#name", "Pat");
      await page.selectOption("#bot-level", "easy");
      await page.click("#play-now");
      await page.waitForURL(/\/g\/[^/]+$/);
      // The bot is named as a bot, and no invite is asked for: the game is on.
      await eventually(() => stageText(page)).toMatch(/Bot \w+ \(easy\)/);
      expect(await page.locator(".waiting").count()).toBe(0);
      // Play a few turns: after each of ours, the bot's turn passes back to us without anyone else.
      for (let turn = 0; turn < 3; turn++) {
        await page.locator(".your-turn").waitFor({ timeout: 20_000 });
        const before = await page.locator("#moves button:not([disabled])").count();
        expect(before).toBeGreaterThan(0);
        await page.locator("#moves button:not([disabled])").first().click();
        await page.waitForTimeout(200);
        if ((await page.locator("main").textContent())?.includes("Game over")) break;
      }
      // The bot's own moves are in the table's log under its name.
      await eventually(() => stageText(page), 20_000).toMatch(/Bot \w+ \(easy\) (flips|banks|twists|passes)/);
    });
  });

  it("a waiting table's player fills the empty seats with bots, and the game starts", async () => {
    const page = await (await person(shared.browser, shared.svc.base)).newPage();
    await withEvidence("bots-add", [page], async () => {
      await createAtHome(page, { game: "stakes", seats: 3, name: "Ann" });
      await eventually(() => page.locator("#waiting-title").textContent()).toBe("1 of 3 seats taken");
      await page.getByRole("button", { name: "Add a strong bot" }).click();
      await eventually(() => page.locator("#waiting-title").textContent()).toBe("2 of 3 seats taken");
      expect(await page.locator(".seat-list").textContent()).toMatch(/Bot \w+ \(strong\)/);
      await page.getByRole("button", { name: "Add an easy bot" }).click();
      await page.locator(".waiting").waitFor({ state: "detached" });
      await eventually(() => stageText(page)).toMatch(/Bot \w+ \(easy\)/);
    });
  });

  it("keeps the home page readable on a phone with the bot choices, light and dark", async () => {
    const page = await (await person(shared.browser, shared.svc.base, 320, 800)).newPage();
    await page.goto("/");
    expect(await page.getByRole("button", { name: "Play now against bots" }).isVisible()).toBe(true);
    for (const scheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      expect(await lowContrast(page)).toEqual([]);
    }
    expect(await smallTargets(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
});
