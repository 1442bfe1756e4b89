// Embeds that fit without our script: a blog that only pastes the oEmbed
// answer's iframe (no script: many platforms strip it) shows the whole table,
// from the first deal through the finished match's replay, with nothing cut off
// at the bottom of the frame and nothing to scroll inside it: on a phone (the
// answer for maxwidth 328) and on a laptop (600). The frame is as tall as the
// table gets in play, so the post keeps no empty room under it; the replay, which
// runs longer, is scaled down to the frame. With the script, the frame follows the
// content instead, a frame the blog sandboxed (origin "null") all the same.
import type { FrameLocator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { apiOf, playStakesOut } from "./api-client";
import { useBlog } from "./blog";
import { person, useServiceAndBrowser, keepShot } from "./harness";
import { eventually, withEvidence } from "./play-helpers";
import { embedHeight } from "../../src/protocol/embed-size";

const shared = useServiceAndBrowser();
const api = apiOf(shared);
const blog = useBlog();

interface OEmbed {
  html: string;
  width: number;
  height: number;
}

function post(body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Game night</title><style>body{margin:0;padding:8px 16px;font:16px/1.5 Georgia,serif}</style></head>
<body><h1>Game night</h1>${body}<p>The end of the post.</p></body></html>`;
}

/** What the reader sees of the table: how far down the frame the content reaches (as drawn, scaled or not), and the frame's height. */
async function frameFit(page: Page): Promise<{ content: number; frame: number }> {
  const frame = (await page.locator("iframe").boundingBox())!;
  const content = await page.frames()[1]!.evaluate(() => Math.ceil(document.body.getBoundingClientRect().bottom));
  return { content, frame: Math.round(frame.height) };
}

async function randomMove(id: string, tokens: string[]): Promise<boolean> {
  const v = await api<{ status: string; toAct: number[] }>(`/api/games/${id}`);
  if (v.status !== "playing") return false;
  const seat = v.toAct[0]!;
  const mine = await api<{ version: number; legal: unknown[] }>(`/api/games/${id}`, undefined, tokens[seat]);
  const move = mine.legal[Math.floor(Math.random() * mine.legal.length)];
  await api(`/api/games/${id}/moves`, { version: mine.version, move }, tokens[seat]);
  return true;
}

const frameOf = (page: Page): FrameLocator => page.frameLocator("iframe");

describe("an embed without the script", () => {
  for (const [game, names, width, viewport] of [
    ["stakes", ["Annabelle", "Bartholomew", "Cy"], 328, { width: 360, height: 740 }],
    ["twelves", ["Ann", "Bob"], 600, { width: 1280, height: 800 }],
  ] as const) {
    it(`shows the whole ${game} table in the oEmbed frame at ${width} px, live and as the finished replay`, async () => {
      const made = await api<{ id: string; token: string; invite: string }>("/api/games", {
        game,
        seats: names.length,
        name: names[0],
        options: game === "twelves" ? { games: 1 } : {},
      });
      const tokens = [made.token];
      for (const name of names.slice(1))
        tokens.push((await api<{ token: string }>(`/api/games/${made.id}/join`, { name, invite: made.invite })).token);
      const o = await api<OEmbed>(
        `/oembed?url=${encodeURIComponent(`${shared.svc.base}/g/${made.id}`)}&maxwidth=${width}`,
      );
      expect(o.width).toBe(width);
      // The blog keeps the iframe and drops the script.
      blog.publish(post(o.html.replace(/<script[^>]*><\/script>/, "")));
      const ctx = await person(shared.browser, blog.base, viewport.width, viewport.height);
      const page = await ctx.newPage();
      await withEvidence(`embed-fit-${game}`, [page], async () => {
        await page.goto(`${blog.base}/post`);
        await eventually(() => frameOf(page).locator("#link-state").textContent()).toBe("Live");
        let tallest = 0;
        for (let n = 0; n < 300 && (await randomMove(made.id, tokens)); n++) {
          if (n % 3 !== 0) continue;
          // Drawn whole within the frame (scaled, should a table in play ever run longer than measured).
          await eventually(async () => {
            const f = await frameFit(page);
            return f.content <= f.frame;
          }).toBe(true);
          const f = await frameFit(page);
          tallest = Math.max(tallest, f.content);
          expect(f.frame).toBe(o.height);
        }
        await frameOf(page).getByText("Step through every move").waitFor({ timeout: 30_000 });
        // The replay is longer than the frame, which was sized for play: it is drawn smaller, whole.
        await eventually(async () => {
          const f = await frameFit(page);
          return f.content <= f.frame;
        }).toBe(true);
        const end = await frameFit(page);
        expect(await hiddenIn(page)).toEqual({ x: 0, y: 0 });
        // Room is not kept empty under the live table: the frame is the in-play height, short of the replay's.
        expect(o.height).toBeLessThan(embedHeight(game, names.length, width, true));
        // The foot of the frame, "Open the full table" or the match link, is inside it.
        const foot = (await frameOf(page).locator(".embed-foot").boundingBox())!;
        const frame = (await page.locator("iframe").boundingBox())!;
        expect(foot.y + foot.height).toBeLessThanOrEqual(frame.y + frame.height + 1);
        for (const scheme of ["light", "dark"] as const) {
          await page.emulateMedia({ colorScheme: scheme });
          await keepShot(page, `embed-fit-${game}-${scheme}.png`, { fullPage: true });
        }
        const zoom = await page.frames()[1]!.evaluate(() => document.documentElement.style.zoom || "1");
        console.log(
          `${game} at ${width}: frame ${o.height}, tallest live ${tallest}, replay drawn ${end.content} px at zoom ${zoom}`,
        );
      });
      await ctx.close();
    });
  }
});

/** How far a reader can scroll inside the frame: anything but 0 is table cut off at its edge. */
async function hiddenIn(page: Page): Promise<{ x: number; y: number }> {
  return page.frames()[1]!.evaluate(() => {
    scrollTo(100_000, 100_000);
    const hidden = { x: Math.round(scrollX), y: Math.round(scrollY) };
    scrollTo(0, 0);
    return hidden;
  });
}

describe("an embed smaller than the table, without the script", () => {
  for (const [limits, viewport] of [
    ["maxwidth=300", { width: 360, height: 740 }],
    ["maxwidth=320", { width: 360, height: 740 }],
    ["maxwidth=600&maxheight=1000", { width: 1280, height: 800 }],
  ] as const) {
    it(`shows the whole finished Duel, scaled down, within ${limits}`, async () => {
      const made = await api<{ id: string; token: string; invite: string }>("/api/games", {
        game: "stakes",
        seats: 2,
        name: "Annabelle",
      });
      const bob = await api<{ token: string }>(`/api/games/${made.id}/join`, {
        name: "Bartholomew",
        invite: made.invite,
      });
      await playStakesOut(api, made.id, [made.token, bob.token]);
      const o = await api<OEmbed>(`/oembed?url=${encodeURIComponent(`${shared.svc.base}/g/${made.id}`)}&${limits}`);
      const [maxwidth, maxheight] = [/maxwidth=(\d+)/, /maxheight=(\d+)/].map((r) =>
        Number(r.exec(limits)?.[1] ?? 1e9),
      );
      expect(o.width).toBeLessThanOrEqual(maxwidth!);
      expect(o.height).toBeLessThanOrEqual(maxheight!);
      blog.publish(post(o.html.replace(/<script[^>]*><\/script>/, "")));
      const ctx = await person(shared.browser, blog.base, viewport.width, viewport.height);
      const page = await ctx.newPage();
      await withEvidence(`embed-scaled-${o.width}`, [page], async () => {
        await page.goto(`${blog.base}/post`);
        await frameOf(page).getByText("Step through every move").waitFor({ timeout: 30_000 });
        const frame = (await page.locator("iframe").boundingBox())!;
        expect([Math.round(frame.width), Math.round(frame.height)]).toEqual([o.width, o.height]);
        // Nothing of the table lies beyond the frame's edges: no scrolling inside it, across or down.
        expect(await hiddenIn(page)).toEqual({ x: 0, y: 0 });
        // The foot, "The whole match", is inside the frame, and so is the last seat's row.
        const foot = (await frameOf(page).locator("#embed-foot").boundingBox())!;
        expect(foot.y + foot.height).toBeLessThanOrEqual(frame.y + frame.height + 1);
        expect(foot.x + foot.width).toBeLessThanOrEqual(frame.x + frame.width + 1);
        for (const scheme of ["light", "dark"] as const) {
          await page.emulateMedia({ colorScheme: scheme });
          await keepShot(page, `embed-scaled-${o.width}x${o.height}-${scheme}.png`, { fullPage: true });
        }
        console.log(`finished Duel within ${limits}: frame ${o.width}×${o.height}`);
      });
      await ctx.close();
    });
  }
});

describe("an embed under 320 px with the script", () => {
  it("fits the frame to the scaled table: nothing cut off, no room left below it", async () => {
    const made = await api<{ id: string }>("/api/games", { game: "stakes", seats: 3, name: "Ann" });
    const o = await api<OEmbed>(`/oembed?url=${encodeURIComponent(`${shared.svc.base}/g/${made.id}`)}&maxwidth=280`);
    expect(o.width).toBe(280);
    blog.publish(post(o.html));
    const ctx = await person(shared.browser, blog.base, 360, 740);
    const page = await ctx.newPage();
    await withEvidence("embed-scaled-script", [page], async () => {
      await page.goto(`${blog.base}/post`);
      await eventually(() => frameOf(page).locator("#link-state").textContent()).toBe("Live");
      // The script shrinks the frame to the waiting table: its foot is the frame's last line.
      await eventually(async () => {
        const frame = (await page.locator("iframe").boundingBox())!;
        const foot = (await frameOf(page).locator("#embed-foot").boundingBox())!;
        return Math.abs(Math.round(frame.y + frame.height - (foot.y + foot.height)));
      }).toBeLessThan(20);
      expect(await hiddenIn(page)).toEqual({ x: 0, y: 0 });
      expect(Math.round((await page.locator("iframe").boundingBox())!.width)).toBe(280);
    });
    await ctx.close();
  });
});

describe("the resize script and a sandboxed frame", () => {
  it("fits a frame the page sandboxed (its messages come from origin null) to its content", async () => {
    const made = await api<{ id: string }>("/api/games", { game: "stakes", seats: 3, name: "Ann" });
    blog.publish(
      post(`<iframe sandbox="allow-scripts" src="${shared.svc.base}/embed/${made.id}" width="600" height="900" title="The table" style="border:0"></iframe>
<script async src="${shared.svc.base}/assets/embed-snippet.js"></script>`),
    );
    const ctx = await person(shared.browser, blog.base, 1280, 800);
    const page = await ctx.newPage();
    await withEvidence("embed-sandboxed-fit", [page], async () => {
      await page.goto(`${blog.base}/post`);
      await eventually(() => frameOf(page).locator("#link-state").textContent()).toBe("Live");
      expect(await page.frames()[1]!.evaluate(() => self.origin)).toBe("null");
      // A waiting table is short: the 900 px frame shrinks to it, and the post's last line follows right after.
      const body = () => page.frames()[1]!.evaluate(() => Math.ceil(document.body.getBoundingClientRect().height));
      await eventually(async () => Math.abs((await frameFit(page)).frame - (await body()))).toBeLessThanOrEqual(1);
      expect((await frameFit(page)).frame).toBeLessThan(400);
      const last = (await page.getByText("The end of the post.").boundingBox())!;
      const frame = (await page.locator("iframe").boundingBox())!;
      expect(last.y - (frame.y + frame.height)).toBeLessThan(40);
    });
    await ctx.close();
  });

  it("grows the frame to a finished match's replay instead of drawing it smaller", async () => {
    const made = await api<{ id: string; token: string; invite: string }>("/api/games", {
      game: "stakes",
      seats: 2,
      name: "Annabelle",
    });
    const o = await api<OEmbed>(`/oembed?url=${encodeURIComponent(`${shared.svc.base}/g/${made.id}`)}&maxwidth=600`);
    blog.publish(post(o.html));
    const ctx = await person(shared.browser, blog.base, 1280, 800);
    const page = await ctx.newPage();
    await withEvidence("embed-script-replay", [page], async () => {
      await page.goto(`${blog.base}/post`);
      await eventually(() => frameOf(page).locator("#link-state").textContent()).toBe("Live");
      const bob = await api<{ token: string }>(`/api/games/${made.id}/join`, { name: "Bob", invite: made.invite });
      await playStakesOut(api, made.id, [made.token, bob.token]);
      await frameOf(page).getByText("Step through every move").waitFor({ timeout: 30_000 });
      // The frame follows the replay down, past the height it was given for play, at full size.
      await eventually(async () => (await frameFit(page)).frame).toBeGreaterThan(o.height);
      await eventually(async () => {
        const f = await frameFit(page);
        return Math.abs(f.frame - f.content) <= 20;
      }).toBe(true);
      expect(await page.frames()[1]!.evaluate(() => document.documentElement.style.zoom)).toBe("");
      expect(await hiddenIn(page)).toEqual({ x: 0, y: 0 });
    });
    await ctx.close();
  });
});
