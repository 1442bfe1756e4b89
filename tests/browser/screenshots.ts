// The table pages' screenshots, 1280 and 360 wide in light and dark, with what
// each width and theme must hold: no text under 4.5:1, no sideways scrolling on
// a phone, and (where a test asks) every control big enough for a thumb.
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { lowContrast, smallTargets } from "./contrast";
import { keepShot } from "./harness";

export async function screenshots(page: Page, name: string, opts: { targets?: boolean } = {}): Promise<void> {
  // Each screenshot as tall as the page, so the sticky move bar is drawn at the bottom, not over the table.
  const resizeTo = async (width: number) => {
    await page.setViewportSize({ width, height: 800 });
    await page.setViewportSize({ width, height: await page.evaluate(() => document.documentElement.scrollHeight) });
  };
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    // Light goes wide then narrow, dark narrow then wide: one resize fewer.
    for (const width of scheme === "light" ? [1280, 360] : [360, 1280]) {
      await resizeTo(width);
      await keepShot(page, `${name}-${width}${scheme === "dark" ? "-dark" : ""}.png`, { fullPage: true });
      expect(await lowContrast(page)).toEqual([]);
      if (width === 360)
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      if (opts.targets && scheme === "light") expect(await smallTargets(page)).toEqual([]);
    }
  }
  await page.emulateMedia({ colorScheme: "light" });
  await page.setViewportSize({ width: 1280, height: 900 });
}
