// An embed never moves the page it sits in. A reader of a blog post with a table
// below the fold keeps reading where they are: the practice table bringing the
// reader's seat into view when their turn comes scrolls only inside its frame (it
// used to scroll the whole post, 663 px on a phone, 555 on a desktop), and a live
// /embed/:id table following its game, to its finished replay, scrolls nothing.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { apiOf, seatedTable } from "./api-client";
import { useBlog } from "./blog";
import { person, useServiceAndBrowser } from "./harness";
import { eventually, withEvidence } from "./play-helpers";

const shared = useServiceAndBrowser();
const api = apiOf(shared);
const blog = useBlog();

/** A post whose table comes a little more than a screen down (near enough for the frame to load at once). */
function post(frame: string, screen: number): string {
  const text = "We played all evening, and the dice were kind to nobody. ".repeat(80);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Game night</title><style>body{margin:0;padding:8px 16px;font:16px/1.5 Georgia,serif}</style></head>
<body><h1>Game night</h1><div style="height:${screen + 200}px;overflow:hidden">${text}</div>${frame}<p>The end of the post.</p></body></html>`;
}

const scrolled = (page: Page) => page.evaluate(() => Math.round(scrollY));

describe("an embed below the fold", () => {
  for (const [width, height] of [
    [360, 740],
    [1280, 800],
  ] as const) {
    it(`a practice table leaves the post where it is at ${width} px when the reader's turn comes`, async () => {
      const base = shared.svc.base;
      const o = await api<{ html: string }>(`/oembed?url=${encodeURIComponent(`${base}/practice/stakes`)}`);
      blog.publish(post(o.html, height));
      const ctx = await person(shared.browser, blog.base, width, height);
      ctx.setDefaultNavigationTimeout(60_000);
      const page = await ctx.newPage();
      await withEvidence(`embed-scroll-practice-${width}`, [page], async () => {
        await page.goto(`${blog.base}/post`);
        const frame = page.frameLocator("iframe");
        // The reader's turn: their moves are offered in the frame.
        await eventually(() => frame.locator("#moves button:not([disabled])").count(), 30_000).toBeGreaterThan(0);
        // The table below is out of sight, and the post has not moved.
        expect(await scrolled(page)).toBe(0);
        expect((await page.locator("iframe").boundingBox())!.y).toBeGreaterThan(height);
      });
      await ctx.close();
    });
  }

  it("a live table and its finished replay leave the post where it is", async () => {
    const g = await seatedTable(api, "twelves", ["Ann", "Bob"], { games: 1 });
    const o = await api<{ html: string }>(`/oembed?url=${encodeURIComponent(`${shared.svc.base}/g/${g.id}`)}`);
    blog.publish(post(o.html, 740));
    const ctx = await person(shared.browser, blog.base, 360, 740);
    ctx.setDefaultNavigationTimeout(60_000);
    const page = await ctx.newPage();
    await withEvidence("embed-scroll-live", [page], async () => {
      await page.goto(`${blog.base}/post`);
      const frame = page.frameLocator("iframe");
      await eventually(() => frame.locator("#link-state").textContent()).toBe("Live");
      for (;;) {
        const v = await api<{ status: string; version: number; toAct: number[] }>(`/api/games/${g.id}`);
        if (v.status === "finished") break;
        await api(`/api/games/${g.id}/moves`, { version: v.version, move: { type: "leave" } }, g.tokens[v.toAct[0]!]);
        expect(await scrolled(page)).toBe(0);
      }
      await eventually(() => frame.locator("#link-state").textContent()).toBe("Finished");
      expect(await scrolled(page)).toBe(0);
    });
    await ctx.close();
  });
});
