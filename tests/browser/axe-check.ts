// axe-core in a page, for the accessibility tests (axe-*.test.ts): injected once per
// document (@axe-core/playwright injects it again for every analysis, which was most
// of an analysis's time) and run on the page as it is now. What counts is what a
// screen reader or keyboard user is stopped by: serious and critical violations,
// listed as "where rule: element".
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

const AXE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

interface Found {
  id: string;
  impact?: string | null;
  nodes: { target: unknown[] }[];
}

/** The serious and critical violations on the page now, each as "`where` rule: target". */
export async function seriousNow(page: Page, where: string): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<{ violations: Found[] }> } })
      .axe;
    const r = await axe.run(document, { resultTypes: ["violations"] });
    return r.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => ({ target: n.target })) }));
  });
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .flatMap((v) => v.nodes.map((n) => `${where} ${v.id}: ${n.target.join(" ")}`));
}

/** The same, at a phone's width (360 px) and a laptop's (1280 px); the page is left at 1280. */
export async function seriousAtBothWidths(page: Page, where: string): Promise<string[]> {
  const found: string[] = [];
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
    found.push(...(await seriousNow(page, `${where} ${width}px`)));
  }
  return found;
}
