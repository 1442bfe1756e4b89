// The replay's step buttons stay together: ◀◀ ◀ Back, the position, Forward ▶
// and ▶▶ sit on one row at every width a person uses, in English and in
// Norwegian, on the match page and in a finished match's embed. (▶▶ used to
// wrap onto a row of its own.)
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { apiOf, playStakesOut } from "./api-client";
import { person, useServiceAndBrowser, keepShot } from "./harness";

const shared = useServiceAndBrowser();
const api = apiOf(shared);

/** The rows the step buttons are laid out on, and whether any runs off the screen. */
async function rows(page: Page): Promise<{ rows: number; off: boolean }> {
  return page.evaluate(() => {
    const keys = ["first", "back", "forward", "end"];
    const boxes = keys.map((k) => document.querySelector(`[data-key="replay-${k}"]`)!.getBoundingClientRect());
    return {
      rows: new Set(boxes.map((b) => Math.round(b.top + b.height / 2))).size,
      off: boxes.some((b) => b.right > document.documentElement.clientWidth + 1),
    };
  });
}

describe("the replay's step buttons", () => {
  it("sit on one row at every width, in English and Norwegian", async () => {
    const created = await api<{ id: string; token: string; invite: string }>("/api/games", {
      game: "stakes",
      seats: 3,
      name: "Annabelle",
    });
    const tokens = [created.token];
    for (const name of ["Bartholomew", "Cy"])
      tokens.push(
        (await api<{ token: string }>(`/api/games/${created.id}/join`, { name, invite: created.invite })).token,
      );
    await playStakesOut(api, created.id, tokens);
    const ctx = await person(shared.browser, shared.svc.base, 360, 740);
    const page = await ctx.newPage();
    for (const lang of ["en", "nb"]) {
      for (const path of [`/m/${created.id}`, `/embed/${created.id}`]) {
        await page.setViewportSize({ width: 320, height: 740 });
        await page.goto(`${path}?lang=${lang}`);
        await page.locator('[data-key="replay-end"]').waitFor();
        for (const width of [320, 328, 360, 420, 481, 520, 600, 700, 800, 1280]) {
          await page.setViewportSize({ width, height: 740 });
          const seen = await rows(page);
          expect(seen, `${path} ${lang} at ${width} px`).toEqual({ rows: 1, off: false });
          if (width === 360 || width === 520 || width === 1280)
            await keepShot(page, `replay-controls-${path.split("/")[1]}-${lang}-${width}.png`);
        }
      }
    }
    await ctx.close();
  });

  it("keep the keyboard's focus on a step button when First or Last is pressed with Enter", async () => {
    const created = await api<{ id: string; token: string; invite: string }>("/api/games", {
      game: "stakes",
      seats: 2,
      name: "Ann",
    });
    const tokens = [created.token];
    tokens.push(
      (await api<{ token: string }>(`/api/games/${created.id}/join`, { name: "Bob", invite: created.invite })).token,
    );
    await playStakesOut(api, created.id, tokens);
    const page = await (await person(shared.browser, shared.svc.base, 1280, 800)).newPage();
    const focused = () =>
      page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.tagName);
    for (const path of [`/m/${created.id}`, `/embed/${created.id}`]) {
      await page.goto(path);
      // From a middle move, where both ends can be pressed.
      await page.locator('[data-key="replay-slider"]').fill("1");
      await page.locator('[data-key="replay-end"]:enabled').focus();
      await page.keyboard.press("Enter");
      await page.locator('[data-key="replay-end"]:disabled').waitFor();
      expect(await focused(), path).toBe("Back one move (←)");
      await page.locator('[data-key="replay-first"]:enabled').focus();
      await page.keyboard.press("Enter");
      await page.locator('[data-key="replay-first"]:disabled').waitFor();
      expect(await focused(), path).toBe("Forward one move (→)");
    }
    await page.context().close();
  });
});
