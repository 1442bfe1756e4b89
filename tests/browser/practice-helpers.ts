// Playing a practice table (/practice/:game) as a person does: press a move button
// whenever the table offers one, until the result shows. No fixed delays: each
// step waits for what a person would see (a move button to press, or the result).
// The bots keep a short pause under automation (navigator.webdriver), so a whole
// match takes seconds, not minutes.
import type { BrowserContext, Frame, FrameLocator, Page } from "playwright-core";

type Where = Page | Frame;

/** Presses the first move button on offer, again and again, until the match's result is up; the presses made. */
export async function playToTheEnd(where: Where, frame?: FrameLocator, maxPresses = 600): Promise<number> {
  const scope = frame ?? where;
  let missed = 0;
  for (let presses = 0; presses < maxPresses; presses++) {
    const next = await where.waitForFunction(
      () => {
        if (document.querySelector("#standings-title")) return "over";
        // A game word's explanation, opened because the redrawn table put the word under the resting mouse.
        if (document.querySelector(".term-tip:popover-open")) return "tip";
        const b = document.querySelector<HTMLButtonElement>("#moves button:not([disabled])");
        return b ? "move" : false;
      },
      undefined,
      { timeout: 30_000, polling: 50 },
    );
    const seen = await next.jsonValue();
    if (seen === "over") return presses;
    if (seen === "tip") {
      // As a person does: the mouse moves off the word, and the explanation closes.
      await ("page" in where ? where.page() : where).mouse.move(1, 1);
      await where.waitForFunction(() => !document.querySelector(".term-tip:popover-open"), undefined, {
        timeout: 5_000,
      });
      continue;
    }
    // The table may redraw between finding the button and pressing it: a redrawn one is pressed next time round.
    try {
      await scope.locator("#moves button:not([disabled])").first().click({ timeout: 5_000 });
      missed = 0;
    } catch (e) {
      if (++missed >= 5) throw e;
    }
  }
  throw new Error(`no result after ${maxPresses} presses`);
}

/** Every request the context's pages and workers make, as URLs. */
export function watchRequests(ctx: BrowserContext): string[] {
  const urls: string[] = [];
  ctx.on("request", (r) => urls.push(r.url()));
  return urls;
}

export const apiRequests = (urls: string[]) => urls.filter((u) => new URL(u).pathname.startsWith("/api"));
