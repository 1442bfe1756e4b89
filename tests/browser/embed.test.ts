// A live table in someone's blog post: a stand-in blog on another loopback
// origin pastes the snippet from the play page's "Embed this table" panel.
// Moves made through the API show up in the frame live, the frame fits its
// content through the resize script, and the frame never shows what only a
// seat may see, even in a browser that holds that seat's link. Once the game
// is over the frame turns into the match's final table with its replay.
import type { BrowserContext, FrameLocator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { apiOf, playStakesOut, type StakesSeen } from "./api-client";
import { useBlog } from "./blog";
import { lowContrast } from "./contrast";
import { person, useServiceAndBrowser, keepShot } from "./harness";
import { eventually, isViewMessage, withEvidence } from "./play-helpers";

// Target 21 (A=6, B=5). Ann's first flip is a Jack: she alone sees 7♥ and 8♣ on top.
const FIXTURE = { deck: ["JS", "7H", "8C", "2D", "9S", "QH", "5C", "4D"], rolls: [6, 5] };

const shared = useServiceAndBrowser();
const blog = useBlog();

function post(snippet: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Game night</title><style>body{font:17px/1.5 Georgia,serif;max-width:720px;margin:0 auto;padding:16px;background:#fffdf7;color:#222}</style></head>
<body><h1>Game night: Stakes</h1><p>Ann, Bob and Cy are playing Stakes tonight. Follow the table as it happens:</p>
${snippet}
<p>The last one to bust buys the next round.</p></body></html>`;
}

const api = apiOf(shared);

async function move(id: string, token: string, m: unknown): Promise<StakesSeen> {
  const v = await api<StakesSeen>(`/api/games/${id}`, undefined, token);
  return api<StakesSeen>(`/api/games/${id}/moves`, { version: v.version, move: m }, token);
}

/** The frame's own content height, and the height the blog gave the iframe. */
async function heights(page: Page): Promise<{ content: number; frame: number }> {
  const frame = await page.locator("iframe").boundingBox();
  const content = await page.frames()[1]!.evaluate(() => Math.ceil(document.body.getBoundingClientRect().height));
  return { content, frame: Math.round(frame!.height) };
}

const cardsIn = (f: FrameLocator) =>
  f.locator(".card").evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")));

describe("embedding a live table", () => {
  it("follows the game live in another site's page, fits its frame, and shows nothing private", async () => {
    const created = await api<{ id: string; token: string; invite: string; urls: { play: string } }>("/api/games", {
      game: "stakes",
      seats: 3,
      name: "Ann",
      options: { fixture: FIXTURE },
    });
    const { id } = created;
    const tokens = [created.token];
    tokens.push((await api<{ token: string }>(`/api/games/${id}/join`, { name: "Bob", invite: created.invite })).token);

    // Ann's own browser holds her seat (the play page stores it), and she copies the snippet.
    const ann: BrowserContext = await person(shared.browser, shared.svc.base, 1280, 900);
    const annPage = await ann.newPage();
    const reader = await ann.newPage();
    await withEvidence("embed", [annPage, reader], async () => {
      await annPage.goto(created.urls.play);
      await annPage.locator(".waiting").waitFor();
      await annPage.click(".embed-panel summary");
      const snippet = await annPage.inputValue("#embed-snippet");
      expect(snippet).toContain(`<iframe src="${shared.svc.base}/embed/${id}"`);
      expect(snippet).toContain(`<script async src="${shared.svc.base}/assets/embed-snippet.js"></script>`);
      blog.publish(post(snippet));
      await keepShot(annPage, "embed-panel.png", { fullPage: true });

      // The same browser reads the blog: the frame is a spectator even so. Its first
      // live connection drops once it has brought the table, like a flaky Wi-Fi;
      // every hello the frame sends on the way is recorded.
      const hellos: { type: string; token?: string }[] = [];
      let sockets = 0;
      await reader.routeWebSocket(/\/live$/, (ws) => {
        const first = ++sockets === 1;
        const server = ws.connectToServer();
        ws.onMessage((m) => {
          hellos.push(JSON.parse(String(m)) as { type: string; token?: string });
          server.send(m);
        });
        server.onMessage((m) => {
          ws.send(m);
          if (first && isViewMessage(m)) void ws.close({ code: 1001, reason: "dropped" });
        });
      });
      await reader.goto(`${blog.base}/game-night`);
      const frame = reader.frameLocator("iframe");
      await eventually(() => frame.locator(".turn").textContent()).toBe(
        "Waiting for 1 more player: take a seat at the full table.",
      );
      expect(await frame.locator("#full-link").getAttribute("target")).toBe("_blank");
      expect(await frame.locator("#full-link").getAttribute("href")).toBe(`/g/${id}`);
      // The frame told the blog its height and the script fitted the iframe to it.
      await eventually(async () => {
        const hh = await heights(reader);
        return Math.abs(hh.frame - hh.content) <= 1;
      }).toBe(true);
      const waitingHeight = (await heights(reader)).frame;
      expect(waitingHeight).toBeLessThan(520);

      // It reconnected by itself, as a spectator both times.
      await eventually(() => sockets).toBe(2);
      await eventually(() => frame.locator("#link-state").textContent()).toBe("Live");
      // A spectator's hello both times: no seat token, only the page's language for the log.
      expect(hellos).toEqual([
        { type: "hello", lang: "en" },
        { type: "hello", lang: "en" },
      ]);

      // Cy takes the last seat: the table appears in the frame and the frame grows with it.
      tokens.push(
        (await api<{ token: string }>(`/api/games/${id}/join`, { name: "Cy", invite: created.invite })).token,
      );
      await eventually(() => frame.locator(".target-num").textContent()).toBe("21");
      await eventually(async () => {
        const hh = await heights(reader);
        return hh.frame > waitingHeight && Math.abs(hh.frame - hh.content) <= 1;
      }).toBe(true);

      // Ann flips her Jack and peeks: the frame shows the Jack, never what she saw.
      const annView = await move(id, tokens[0]!, { type: "flip" });
      expect(annView.state!.known).toEqual(["7H", "8C"]);
      await eventually(() => cardsIn(frame)).toEqual(["Jack of spades, Peek"]);
      await eventually(() => frame.locator(".happened").textContent()).toContain("Ann");
      const text = await frame.locator("body").innerText();
      expect(text).not.toMatch(/7♥|8♣|7H|8C|You see|peeked/);
      expect(await frame.locator(".known, .you-tag, #moves button, .hidden-info").count()).toBe(0);
      await keepShot(reader, "embed-blog-live.png", { fullPage: true });

      // More moves, live: Ann keeps the order, Bob flips the 7♥.
      await move(id, tokens[0]!, { type: "peek", order: "keep" });
      await move(id, tokens[1]!, { type: "flip" });
      await eventually(() => cardsIn(frame)).toEqual(["Jack of spades, Peek", "7 of hearts"]);
      await eventually(() => frame.locator("section.seat:has(.name:text-is('Bob')) .total b").textContent()).toBe("7");

      // The reader's phone: the blog's 16 px margins leave the frame 320 px wide.
      await reader.setViewportSize({ width: 352, height: 800 });
      await eventually(async () => {
        const hh = await heights(reader);
        return Math.abs(hh.frame - hh.content) <= 1;
      }).toBe(true);
      expect(
        await reader
          .frames()[1]!
          .evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
      ).toBe(true);
      expect(await reader.locator("iframe").evaluate((f) => f.getBoundingClientRect().width)).toBe(320);
      expect(await lowContrast(reader.frames()[1]! as unknown as Page)).toEqual([]);
      await keepShot(reader, "embed-blog-phone.png", { fullPage: true });
      await reader.emulateMedia({ colorScheme: "dark" });
      const bg = () => reader.frames()[1]!.evaluate(() => getComputedStyle(document.body).backgroundColor);
      await eventually(bg).toBe("rgb(18, 20, 23)");
      // The frame's document has the same evaluate as a page: the contrast check runs inside it.
      expect(await lowContrast(reader.frames()[1]! as unknown as Page)).toEqual([]);
      await reader.setViewportSize({ width: 1280, height: 900 });
      await keepShot(reader, "embed-blog-dark.png", { fullPage: true });

      // ?theme= overrides the reader's setting.
      blog.publish(post(snippet.replace(`/embed/${id}"`, `/embed/${id}?theme=light"`)));
      await reader.reload();
      await eventually(bg).toBe("rgb(244, 241, 234)");
      await reader.emulateMedia({ colorScheme: "light" });

      // The game ends: the frame becomes the final table with the replay, link out to the match.
      await playStakesOut(api, id, tokens);
      await eventually(() => frame.locator(".replay-pos").textContent(), 20_000).toMatch(/^Move (\d+) of \1$/);
      expect(await frame.locator("#full-link").getAttribute("href")).toBe(`/m/${id}`);
      await frame.locator('[data-key="replay-back"]').click();
      await eventually(() => frame.locator(".replay-pos").textContent()).toMatch(/^Move (\d+) of (\d+)$/);
      const [, k, n] = /^Move (\d+) of (\d+)$/.exec((await frame.locator(".replay-pos").textContent())!)!;
      expect(Number(k)).toBe(Number(n) - 1);
      await frame.locator('[data-key="replay-end"]').click();
      await eventually(async () => {
        const hh = await heights(reader);
        return Math.abs(hh.frame - hh.content) <= 1;
      }).toBe(true);
      await keepShot(reader, "embed-blog-finished.png", { fullPage: true });
    });
  });

  it("serves a PNG share image per game", async () => {
    for (const game of ["stakes", "dobbelsjanse", "twelves"]) {
      const res = await fetch(`${shared.svc.base}/assets/og-${game}.png`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/png");
      expect(
        Buffer.from(await res.arrayBuffer())
          .subarray(1, 4)
          .toString(),
      ).toBe("PNG");
    }
  });
});
