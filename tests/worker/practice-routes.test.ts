// Practice tables (api.md "Practice tables (third round)"): /practice/:game and
// /embed/practice/:game hand out the one practice page for the four games and
// 404 anything else; only the framed one may be framed (and may start a blob
// worker, as a sandboxed frame must); /oembed answers a practice address with an
// iframe of the framed page, keeping its seats, bot and games.
import { env } from "cloudflare:workers";
import { createExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { app } from "../../src/http/app";
import { call, errorOf, ok, ORIGIN } from "./helpers";

const PAGE = `<!doctype html><html lang="en"><head><title>Practice</title></head><body data-page="practice"></body></html>`;
const asked: string[] = [];
const assets = {
  fetch: async (input: Request | URL | string) => {
    asked.push(new URL(input instanceof Request ? input.url : input).pathname);
    return new Response(PAGE, { headers: { "content-type": "text/html; charset=utf-8" } });
  },
} as unknown as Fetcher;

const site = (path: string) =>
  Promise.resolve(app.fetch(new Request(ORIGIN + path), { ...env, ASSETS: assets }, createExecutionContext()));

interface OEmbed {
  type: string;
  title: string;
  html: string;
  width: number;
  height: number;
  thumbnail_url?: string;
}
const ask = (url: string, extra = "") => call(`/oembed?url=${encodeURIComponent(url)}${extra}`);

describe("practice pages", () => {
  it.each(["stakes", "duel", "dobbelsjanse", "twelves"])(
    "/practice/%s is the practice page, never framed",
    async (game) => {
      const res = await site(`/practice/${game}?seats=3&bot=strong`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('data-page="practice"');
      expect(asked.at(-1)).toBe("/practice");
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("script-src 'self'");
      expect(res.headers.get("x-frame-options")).toBe("DENY");
    },
  );

  it.each(["stakes", "duel", "dobbelsjanse", "twelves"])(
    "/embed/practice/%s may be framed anywhere and start a blob worker",
    async (game) => {
      const res = await site(`/embed/practice/${game}`);
      expect(res.status).toBe(200);
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("frame-ancestors *");
      expect(csp).toContain("worker-src 'self' blob:");
      expect(csp).toContain("script-src 'self'");
      expect(res.headers.get("x-frame-options")).toBeNull();
    },
  );

  it("previews as its game: title, description, picture and oEmbed discovery, in the page's language", async () => {
    const html = await (await site("/practice/twelves?seats=4&bot=strong&x=1")).text();
    expect(html).toContain("<title>Practice Twelves against bots · Tablelink</title>");
    const url = `${ORIGIN}/practice/twelves?seats=4&bot=strong`;
    expect(html).toContain(`<meta property="og:url" content="${url.replace(/&/g, "&amp;")}">`);
    expect(html).toContain(`<meta property="og:image" content="${ORIGIN}/assets/og-twelves.png">`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain('<meta property="og:title" content="Practice Twelves against bots">');
    expect(html).toMatch(/<meta name="description" content="A table of Twelves against bots/);
    const discovery = `${ORIGIN}/oembed?url=${encodeURIComponent(url)}&amp;format=json`;
    expect(html).toContain(`<link rel="alternate" type="application/json+oembed" href="${discovery}"`);
    const nb = await (await site("/embed/practice/duel?lang=nb")).text();
    expect(nb).toContain("<title>Øv på Stakes Duell mot roboter · Tablelink</title>");
    expect(nb).toContain(`<meta property="og:url" content="${ORIGIN}/embed/practice/duel?lang=nb">`);
    expect(nb).toContain(`<meta property="og:image" content="${ORIGIN}/assets/og-stakes.png">`);
  });

  it("in a frame follows ?theme= (light or dark only) from the first byte", async () => {
    expect(await (await site("/embed/practice/stakes?theme=dark")).text()).toContain(
      '<html lang="en" data-theme="dark">',
    );
    expect(await (await site("/embed/practice/stakes?theme=light")).text()).toContain('data-theme="light"');
    expect(await (await site("/embed/practice/stakes?theme=%22x")).text()).not.toContain("data-theme");
  });

  it.each(["/practice/chess", "/practice/Stakes", "/embed/practice/poker", "/practice/", "/practice/stakes/more"])(
    "%s is the 404 page",
    async (path) => {
      const res = await site(path);
      expect(res.status).toBe(404);
      expect(res.headers.get("content-type")).toContain("text/html");
    },
  );
});

describe("oEmbed for a practice table", () => {
  it.each(["/practice/stakes", "/embed/practice/stakes", "/practice/stakes/"])(
    "answers %s with an iframe of the framed practice page",
    async (path) => {
      const o = await ok<OEmbed>(ask(`${ORIGIN}${path}`));
      expect(o.type).toBe("rich");
      expect(o.title).toBe("Practice Stakes against bots");
      expect(o.html).toContain(`<iframe src="${ORIGIN}/embed/practice/stakes" width="${o.width}" height="${o.height}"`);
      expect(o.html).toContain(`<script async src="${ORIGIN}/assets/embed-snippet.js"></script>`);
      expect(o.width).toBeGreaterThanOrEqual(320);
      expect(o.thumbnail_url).toBe(`${ORIGIN}/assets/og-stakes.png`);
    },
  );

  it("is in the address's language and keeps its forced theme", async () => {
    const o = await ok<OEmbed>(ask(`${ORIGIN}/embed/practice/duel?lang=nb&theme=dark&seats=2`));
    expect(o.title).toBe("Øv på Stakes Duell mot roboter");
    expect(o.html).toContain(`<iframe src="${ORIGIN}/embed/practice/duel?seats=2&amp;lang=nb&amp;theme=dark"`);
    expect(o.html).toContain('title="Øv på Stakes Duell mot roboter"');
  });

  it("keeps seats, bot and games, and nothing else", async () => {
    const o = await ok<OEmbed>(ask(`${ORIGIN}/practice/twelves?seats=4&bot=strong&games=1&x=<b>`));
    expect(o.html).toContain(`src="${ORIGIN}/embed/practice/twelves?seats=4&amp;bot=strong&amp;games=1"`);
    expect(o.html).not.toContain("<b>");
    expect(o.title).toBe("Practice Twelves against bots");
  });

  it("stays within maxwidth and maxheight", async () => {
    const o = await ok<OEmbed>(ask(`${ORIGIN}/practice/duel`, "&maxwidth=400&maxheight=500"));
    expect(o.width).toBeLessThanOrEqual(400);
    expect(o.height).toBeLessThanOrEqual(500);
    expect(o.thumbnail_url).toBeUndefined();
    expect(o.title).toBe("Practice Stakes Duel against bots");
  });

  it("is 404 for a game not offered, and 501 for another format", async () => {
    expect(await errorOf(ask(`${ORIGIN}/practice/chess`))).toEqual({ status: 404, code: "game/not_found" });
    const res = await ask(`${ORIGIN}/practice/stakes`, "&format=xml");
    expect(res.status).toBe(501);
  });
});

describe("the practice worker's script", () => {
  it("may load our own scripts (its CSP governs the worker), from any page", async () => {
    const res = await site("/assets/practice-worker.js");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-security-policy")).toBe("default-src 'self'; frame-ancestors 'none'");
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });
});
