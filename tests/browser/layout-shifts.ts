// Layout shifts a person did not cause (Cumulative Layout Shift), counted from a page's
// first frame: the pages-that-don't-jump checks of several test files read them alike.
import type { BrowserContext, Page } from "playwright-core";

/** From now on, every page opened in `where` counts its layout shifts (and what moved). */
export async function countShifts(where: BrowserContext | Page): Promise<void> {
  await where.addInitScript(() => {
    const w = window as unknown as { cls: number; moved: string[] };
    w.cls = 0;
    w.moved = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[]) {
        if (e.hadRecentInput) continue;
        w.cls += e.value;
        // What moved, to say so when a page jumps.
        for (const s of e.sources)
          w.moved.push(
            `${e.value.toFixed(3)} ${(s.node as Element | undefined)?.id || s.node?.nodeName} y ${s.previousRect.y}→${s.currentRect.y}`,
          );
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The page's shift score so far. */
export const shiftScore = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as { cls: number }).cls);

/** What moved, one line per shifted element. */
export const shiftSources = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { moved: string[] }).moved);
