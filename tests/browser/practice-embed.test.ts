// A practice table in a blog post: <iframe sandbox="allow-scripts"> of
// /embed/practice/:game on another origin (an opaque origin inside: no storage,
// no service worker), played by a reader right there, with no /api request.
// oEmbed hands out that frame.
import { describe, expect, it } from "vitest";
import { useBlog } from "./blog";
import { keepShot, person, useServiceAndBrowser } from "./harness";
import { eventually, withEvidence } from "./play-helpers";
import { apiRequests, playToTheEnd, watchRequests } from "./practice-helpers";

const shared = useServiceAndBrowser();
const blog = useBlog();

describe("a practice table in a sandboxed frame", () => {
  it("plays a whole Twelves game inside <iframe sandbox=allow-scripts> on a blog", async () => {
    const base = shared.svc.base;
    const o = (await (
      await fetch(`${base}/oembed?url=${encodeURIComponent(`${base}/practice/twelves?games=1`)}`)
    ).json()) as { html: string };
    // The post pastes oEmbed's frame, made sandboxed as many blog platforms do.
    blog.publish(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Try it</title></head><body>
<h1>Try Twelves</h1>
${o.html.replace("<iframe ", '<iframe sandbox="allow-scripts" ')}
</body></html>`);
    const ctx = await person(shared.browser, blog.base, 900, 900);
    // Navigations get 60 s: wrangler dev rebuilds the pages whenever web/ changes on this busy machine.
    ctx.setDefaultNavigationTimeout(60_000);
    const requests = watchRequests(ctx);
    const page = await ctx.newPage();
    const failed: string[] = [];
    page.on("requestfailed", (r) => failed.push(`${r.url()} ${r.failure()?.errorText ?? ""}`));
    await withEvidence("practice-embed", [page], async () => {
      await page.goto(`${blog.base}/post`);
      const frame = page.frameLocator("iframe");
      await eventually(() => frame.locator("#title").textContent()).toBe("Twelves");
      const inner = page.frames()[1]!;
      expect(await inner.evaluate(() => self.origin)).toBe("null");
      // Chromium refuses a worker in a sandboxed frame (an opaque origin), even from a blob: the table
      // then runs on the frame's own thread, yielding before each bot decision (web/src/practice/host.ts).
      await eventually(() => inner.evaluate(() => document.body.dataset.botsRun)).toMatch(/^(worker|page)$/);
      await playToTheEnd(inner, frame);
      await eventually(() => frame.locator("#standings-title").textContent()).toMatch(/^Game over — /);
      // In a frame, "with friends" opens the site in a new tab rather than making a table here.
      expect(await frame.getByRole("link", { name: /Play this with friends/ }).getAttribute("target")).toBe("_blank");
      // The snippet's script fitted the frame to the table: as tall as the table, not as tall as it may grow.
      const frameHeight = async () => (await page.locator("iframe").boundingBox())?.height ?? 0;
      await eventually(frameHeight).toBeGreaterThan(300);
      const content = await inner.evaluate(() =>
        Math.ceil(document.querySelector("main")!.getBoundingClientRect().bottom),
      );
      expect(await frameHeight()).toBeLessThan(content + 100);

      // How to play reads the game's summary from the rules page, which an opaque origin reads
      // cross-origin. (Asked after the game: the bots may end a Twelves game before the reader's
      // first move, and the result sheet then covers the table.)
      await frame.getByRole("button", { name: "Back to the table" }).click();
      await frame.getByRole("button", { name: "How to play" }).first().click();
      const how = frame.getByRole("dialog", { name: "How to play" });
      await how.getByRole("link", { name: "All the rules and questions" }).waitFor();
      expect(await how.innerText()).not.toContain("could not be loaded");
      expect((await how.innerText()).length).toBeGreaterThan(200);
      // The sheet sits in the middle of the frame, whose foot may be below the blog's window: the
      // reader scrolls the post (a cross-origin frame cannot scroll its host page for us).
      await page.locator("iframe").evaluate((f) => f.scrollIntoView({ block: "end" }));
      await how.getByRole("button", { name: "Close" }).click();
      await eventually(() => how.isVisible()).toBe(false);
    });
    expect(apiRequests(requests)).toEqual([]);
    expect(failed.filter((f) => f.startsWith(shared.svc.base))).toEqual([]);
    await ctx.close();
  });

  it("in a plain frame on another site, plays without registering the site's service worker there", async () => {
    const base = shared.svc.base;
    blog.publish(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Try it</title></head><body>
<iframe src="${base}/embed/practice/twelves?games=1" title="Twelves" width="600" height="700"></iframe>
</body></html>`);
    const ctx = await person(shared.browser, blog.base, 900, 900);
    ctx.setDefaultNavigationTimeout(60_000);
    const page = await ctx.newPage();
    await withEvidence("practice-embed-plain", [page], async () => {
      await page.goto(`${blog.base}/post`);
      const frame = page.frameLocator("iframe");
      await eventually(() => frame.locator("#title").textContent()).toBe("Twelves");
      const inner = page.frames()[1]!;
      await playToTheEnd(inner, frame);
      await eventually(() => frame.locator("#standings-title").textContent()).toMatch(/^Game over — /);
      // A whole game after the frame loaded: a worker asked for at load would be there by now.
      expect(await inner.evaluate(() => document.readyState)).toBe("complete");
      expect(await inner.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
      expect(ctx.serviceWorkers()).toEqual([]);
    });
    await ctx.close();
  });

  it("is dark in a frame oEmbed made from a ?theme=dark address, whatever the reader's setting", async () => {
    const base = shared.svc.base;
    const o = (await (
      await fetch(`${base}/oembed?url=${encodeURIComponent(`${base}/embed/practice/stakes?theme=dark`)}`)
    ).json()) as { html: string };
    expect(o.html).toContain("theme=dark");
    blog.publish(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dark</title></head><body>
${o.html}
</body></html>`);
    const ctx = await person(shared.browser, blog.base, 900, 900);
    ctx.setDefaultNavigationTimeout(60_000);
    const page = await ctx.newPage();
    await page.emulateMedia({ colorScheme: "light" });
    await withEvidence("practice-embed-dark", [page], async () => {
      await page.goto(`${blog.base}/post`);
      const frame = page.frameLocator("iframe");
      await eventually(() => frame.locator("#title").textContent()).toBe("Stakes");
      await frame.locator("#stage *").first().waitFor();
      // What the reader sees: a dark page with light text.
      const colours = await page.frames()[1]!.evaluate(() => {
        const lum = (c: string) => {
          const [r, g, b] = (c.match(/\d+(\.\d+)?/g) ?? []).map(Number);
          return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
        };
        return {
          background: lum(getComputedStyle(document.body).backgroundColor),
          text: lum(getComputedStyle(document.body).color),
        };
      });
      expect(colours.background).toBeLessThan(60);
      expect(colours.text).toBeGreaterThan(180);
      await keepShot(page, "practice-embed-dark.png");
    });
    await ctx.close();
  });
});
