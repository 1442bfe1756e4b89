// The embed page is the one page any site may frame; every other page forbids
// framing. Game and match pages carry Open Graph / Twitter share tags and the
// oEmbed discovery link, built from public data and escaped.
import { env } from "cloudflare:workers";
import { createExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { app } from "../../src/http/app";
import { chooser, ok, ORIGIN, playToEnd, post, recordOf, table, viewOf, type Table } from "./helpers";

// A stand-in for web/dist (the worker tests do not depend on the web build).
const SHELL = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Tablelink</title></head><body><main></main></body></html>`;
const assets = {
  fetch: async () => new Response(SHELL, { headers: { "content-type": "text/html; charset=utf-8" } }),
} as unknown as Fetcher;

function site(path: string): Promise<Response> {
  return Promise.resolve(app.fetch(new Request(ORIGIN + path), { ...env, ASSETS: assets }, createExecutionContext()));
}

/** The content of every <meta property|name=key> in the page. */
function metas(html: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)">/g)) out[m[1]!] = m[2]!;
  return out;
}

const unescapeHtml = (s: string) =>
  s
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");

let t: Table;
beforeAll(async () => {
  // A fixture: seat 0 plays first.
  t = await table("stakes", 3, { options: { fixture: { rolls: [3, 4] } } });
});

describe("framing", () => {
  it("lets any site frame /embed/:id, with the strict policy otherwise unchanged", async () => {
    const res = await site(`/embed/${t.id}`);
    expect(res.status).toBe(200);
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("frame-ancestors *");
    expect(csp).not.toContain("frame-ancestors 'none'");
    for (const d of [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self'",
      "connect-src 'self'",
      "base-uri 'none'",
    ])
      expect(csp).toContain(d);
    expect(csp).not.toContain("unsafe");
    expect(res.headers.get("x-frame-options")).toBeNull();
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it.each([
    "/",
    "/history",
    `/g/${"A".repeat(14)}`,
    `/g/${"A".repeat(14)}/watch`,
    `/m/${"A".repeat(14)}`,
    "/rules/stakes",
    "/nowhere",
  ])("forbids framing %s", async (path) => {
    const res = await site(path);
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
  });

  it("follows ?theme= only for light and dark, from the first byte", async () => {
    expect(await (await site(`/embed/${t.id}?theme=dark`)).text()).toContain('<html lang="en" data-theme="dark">');
    expect(await (await site(`/embed/${t.id}?theme=light`)).text()).toContain('data-theme="light"');
    expect(await (await site(`/embed/${t.id}?theme=%22onload%3D`)).text()).not.toContain("data-theme");
  });

  it("answers a malformed embed id with a small 404 that may still be framed", async () => {
    const res = await site("/embed/short");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors *");
  });
});

describe("share tags on game pages", () => {
  it.each(["", "/watch", "/join"])(
    "/g/:id%s names the game, the players and the status, with the table's own card and oEmbed discovery",
    async (suffix) => {
      const html = await (await site(`/g/${t.id}${suffix}`)).text();
      const m = metas(html);
      expect(unescapeHtml(m["og:title"]!)).toBe("Stakes at Seat 0's table");
      expect(unescapeHtml(m["og:description"]!)).toBe(
        "Stakes for 3 with Seat 0, Seat 1 and Seat 2: round 1, Seat 0 to play. Watch it live.",
      );
      expect(m["og:image"]).toBe(`${ORIGIN}/g/${t.id}/card.png?v=0`);
      expect(m["og:image:type"]).toBe("image/png");
      expect(m["og:url"]).toBe(`${ORIGIN}/g/${t.id}${suffix}`);
      expect(m["twitter:card"]).toBe("summary_large_image");
      expect(m["twitter:image"]).toBe(m["og:image"]);
      const oembed = `${ORIGIN}/oembed?url=${encodeURIComponent(`${ORIGIN}/g/${t.id}${suffix}`)}&format=json`;
      expect(html).toContain(
        `<link rel="alternate" type="application/json+oembed" href="${oembed.replace(/&/g, "&amp;")}"`,
      );
      expect(html).toContain("<title>Stakes at Seat 0's table · Tablelink</title>");
      // The tags are in the head, before the body.
      expect(html.indexOf("og:title")).toBeLessThan(html.indexOf("</head>"));
    },
  );

  it("says how many players a waiting table still needs", async () => {
    const created = await ok<{ id: string }>(
      app.fetch(
        new Request(`${ORIGIN}/api/games`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ game: "twelves", seats: 4, name: "Ann" }),
        }),
        env,
        createExecutionContext(),
      ),
      201,
    );
    const m = metas(await (await site(`/g/${created.id}/join`)).text());
    expect(m["og:description"]).toBe("Twelves for 4: Ann is waiting for 3 more players. Open the link to take a seat.");
    expect(m["og:image"]).toBe(`${ORIGIN}/g/${created.id}/card.png?v=0`);
  });

  it("escapes everything a player typed", async () => {
    const evil = `</title><script>alert(1)</script>&"'`;
    const created = await ok<{ id: string }>(
      app.fetch(
        new Request(`${ORIGIN}/api/games`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ game: "stakes", seats: 3, name: evil }),
        }),
        env,
        createExecutionContext(),
      ),
      201,
    );
    const html = await (await site(`/g/${created.id}`)).text();
    expect(html).not.toContain("<script>");
    expect(html).not.toContain(evil);
    expect(html.match(/<title>/g)).toHaveLength(1);
    const m = metas(html);
    expect(unescapeHtml(m["og:title"]!)).toBe(`Stakes at ${evil}'s table`);
  });

  it("never shows what only a seat may see: a peek's cards stay out of the page", async () => {
    const p = await table("stakes", 3, {
      options: { fixture: { deck: ["JS", "7H", "8C", "2D", "9S"], rolls: [6, 5] } },
    });
    await ok(post(p.id, p.tokens[0]!, 0, { type: "flip" }));
    const mine = await viewOf(p.id, p.tokens[0]);
    expect((mine.state as { known?: string[] }).known).toEqual(["7H", "8C"]);
    // Without the game's own id, which appears in the page's URLs and may contain "7H".
    const html = (await (await site(`/g/${p.id}`)).text()).replaceAll(p.id, "");
    expect(html).not.toMatch(/7H|8C|7♥|8♣/);
  });

  it("answers the 404 page, with no share tags, for a table that does not exist", async () => {
    const res = await site(`/g/${"B".repeat(14)}`);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain("There is no table or page at this address.");
    expect(html).not.toContain("og:title");
  });
});

describe("share tags on match pages", () => {
  it("/m/:id names the winner and links its oEmbed", async () => {
    const d = await table("stakes", 2);
    const final = await playToEnd(d, chooser(3), 3000);
    await recordOf(d.id);
    const html = await (await site(`/m/${d.id}`)).text();
    const m = metas(html);
    const winner = `Seat ${final.result!.winners[0]}`;
    expect(m["og:title"]).toBe("Stakes Duel match: Seat 0 and Seat 1");
    expect(final.result!.winners).toHaveLength(1);
    expect(m["og:description"]).toBe(
      `Stakes Duel for 2 with Seat 0 and Seat 1: ${winner} won. Replay every move with the cards face up.`,
    );
    expect(html).toContain(
      `type="application/json+oembed" href="${ORIGIN}/oembed?url=${encodeURIComponent(`${ORIGIN}/m/${d.id}`)}&amp;format=json"`,
    );
  });
});
