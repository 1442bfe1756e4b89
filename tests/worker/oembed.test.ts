// oEmbed (oembed.com): a link to one of our tables or matches becomes a "rich"
// answer whose html is the embed iframe, within maxwidth/maxheight; anything not
// ours is 404, any format but JSON is 501, and any method but GET/HEAD is 405.
import { beforeAll, describe, expect, it } from "vitest";
import { call, chooser, errorOf, ok, ORIGIN, playToEnd, recordOf, table, type Table } from "./helpers";

interface OEmbed {
  version: string;
  type: string;
  title: string;
  provider_name: string;
  provider_url: string;
  html: string;
  width: number;
  height: number;
  cache_age?: number;
  thumbnail_url?: string;
  thumbnail_width?: number;
  thumbnail_height?: number;
}

const ask = (url: string, extra = "") => call(`/oembed?url=${encodeURIComponent(url)}${extra}`);

let stakes: Table;

beforeAll(async () => {
  stakes = await table("stakes", 3);
});

describe("oEmbed for a live table", () => {
  it.each(["", "/watch", "/join"])("answers type rich for /g/:id%s with the embed iframe", async (suffix) => {
    const o = await ok<OEmbed>(ask(`${ORIGIN}/g/${stakes.id}${suffix}`, "&format=json"));
    expect(o).toMatchObject({ version: "1.0", type: "rich", provider_name: "Tablelink", provider_url: `${ORIGIN}/` });
    expect(o.title).toBe("Stakes at Seat 0's table");
    expect(o.html).toContain(`<iframe src="${ORIGIN}/embed/${stakes.id}" width="${o.width}" height="${o.height}"`);
    expect(o.html).toContain(`<script async src="${ORIGIN}/assets/embed-snippet.js"></script>`);
    expect(Number.isInteger(o.width) && o.width >= 320).toBe(true);
    expect(Number.isInteger(o.height) && o.height > 0).toBe(true);
    // The thumbnail is the table's own card at its version, what a chat app that reads oEmbed first shows.
    const { version } = await (await call(`/api/games/${stakes.id}`)).json<{ version: number }>();
    expect(o).toMatchObject({
      thumbnail_url: `${ORIGIN}/g/${stakes.id}/card.png?v=${version}`,
      thumbnail_width: 1200,
      thumbnail_height: 630,
    });
    const card = await call(new URL(o.thumbnail_url!).pathname + new URL(o.thumbnail_url!).search);
    expect(card.headers.get("content-type")).toBe("image/png");
    await card.body?.cancel();
  });

  it("keeps the address's forced theme and language in the iframe, and nothing else", async () => {
    const o = await ok<OEmbed>(ask(`${ORIGIN}/embed/${stakes.id}?theme=dark&lang=nb&x=1`));
    expect(o.html).toContain(`<iframe src="${ORIGIN}/embed/${stakes.id}?lang=nb&amp;theme=dark"`);
    const light = await ok<OEmbed>(ask(`${ORIGIN}/embed/${stakes.id}?theme=light`));
    expect(light.html).toContain(`<iframe src="${ORIGIN}/embed/${stakes.id}?theme=light"`);
    const bad = await ok<OEmbed>(ask(`${ORIGIN}/embed/${stakes.id}?theme=%22x`));
    expect(bad.html).toContain(`<iframe src="${ORIGIN}/embed/${stakes.id}"`);
  });

  it("takes the embed's own URL too, and JSON is the default format", async () => {
    const o = await ok<OEmbed>(ask(`${ORIGIN}/embed/${stakes.id}`));
    expect(o.type).toBe("rich");
    expect(o.html).toContain(`/embed/${stakes.id}"`);
  });

  it("keeps width and height within maxwidth and maxheight, and drops a thumbnail that would not fit", async () => {
    const small = await ok<OEmbed>(ask(`${ORIGIN}/g/${stakes.id}`, "&format=json&maxwidth=320&maxheight=200"));
    expect(small.width).toBeLessThanOrEqual(320);
    expect(small.height).toBeLessThanOrEqual(200);
    expect(small.html).toContain(`width="${small.width}" height="${small.height}"`);
    expect(small.thumbnail_url).toBeUndefined();
    expect(small.thumbnail_width).toBeUndefined();

    const roomy = await ok<OEmbed>(ask(`${ORIGIN}/g/${stakes.id}`, "&maxwidth=5000&maxheight=5000"));
    const plain = await ok<OEmbed>(ask(`${ORIGIN}/g/${stakes.id}`));
    expect([roomy.width, roomy.height]).toEqual([plain.width, plain.height]);
    expect(roomy.thumbnail_url).toBeDefined();
  });

  it("names the waiting players and the game in the title of a table still filling up", async () => {
    const created = await ok<{ id: string }>(
      call("/api/games", { method: "POST", json: { game: "dobbelsjanse", seats: 4, name: "Ann" } }),
      201,
    );
    const o = await ok<OEmbed>(ask(`${ORIGIN}/g/${created.id}/join`));
    expect(o.title).toBe("Dobbelsjanse at Ann's table");
    expect(o.thumbnail_url).toBe(`${ORIGIN}/g/${created.id}/card.png?v=0`);
  });
});

describe("oEmbed for a finished match", () => {
  it("answers for /m/:id and for the table's own link after the game", async () => {
    const t = await table("stakes", 2);
    await playToEnd(t, chooser(7), 3000);
    await recordOf(t.id);
    const m = await ok<OEmbed>(ask(`${ORIGIN}/m/${t.id}`));
    expect(m.title).toBe("Stakes Duel match: Seat 0 and Seat 1");
    expect(m.html).toContain(`${ORIGIN}/embed/${t.id}"`);
    const g = await ok<OEmbed>(ask(`${ORIGIN}/g/${t.id}`));
    expect(g.title).toBe(m.title);
    expect(g.html).toBe(m.html);
    // The match's own card, at the record's version.
    const record = await recordOf(t.id);
    expect(m.thumbnail_url).toBe(`${ORIGIN}/m/${t.id}/card.png?v=${record.moves.length}`);
  });
});

describe("oEmbed refusals", () => {
  it("is 501 for any format but json", async () => {
    const res = await ask(`${ORIGIN}/g/${stakes.id}`, "&format=xml");
    expect(res.status).toBe(501);
    expect((await res.json()) as unknown).toMatchObject({ error: { code: "oembed/format_unsupported" } });
  });

  it.each([
    ["another site", `https://example.com/g/${"A".repeat(14)}`],
    ["a table that does not exist", `${ORIGIN}/g/${"A".repeat(14)}`],
    ["a match that does not exist", `${ORIGIN}/m/${"A".repeat(14)}`],
    ["a page that is no table", `${ORIGIN}/history`],
    ["a malformed id", `${ORIGIN}/g/%E0%A4%A`],
    ["not a URL", "tablelink"],
  ])("is 404 for %s", async (_what, url) => {
    expect(await errorOf(ask(url))).toEqual({ status: 404, code: "game/not_found" });
  });

  it("is 404 for a match page whose game is still being played", async () => {
    expect(await errorOf(ask(`${ORIGIN}/m/${stakes.id}`))).toEqual({ status: 404, code: "game/not_found" });
  });

  it.each(["", "&maxwidth=abc", "&maxwidth=0", "&maxheight=-5"])(
    "is 400 for a missing url or a bad size (%s)",
    async (extra) => {
      const path =
        extra === "" ? "/oembed?format=json" : `/oembed?url=${encodeURIComponent(`${ORIGIN}/g/${stakes.id}`)}${extra}`;
      expect(await errorOf(call(path))).toEqual({ status: 400, code: "request/invalid" });
    },
  );
});

describe("oEmbed methods", () => {
  const url = () => `/oembed?url=${encodeURIComponent(`${ORIGIN}/g/${stakes.id}`)}&format=json`;

  it.each(["POST", "PUT", "DELETE", "PATCH"])("answers %s with a JSON 405 and Allow: GET, HEAD", async (method) => {
    const res = await call(url(), { method, json: method === "DELETE" ? undefined : {} });
    expect(res.headers.get("allow")).toBe("GET, HEAD");
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    const body = (await res.clone().json()) as { error: { message: string } };
    expect(body.error.message).toContain(method);
    expect(await errorOf(res)).toEqual({ status: 405, code: "request/method_not_allowed" });
  });

  it("still answers HEAD like GET, and the CORS preflight", async () => {
    const head = await call(url(), { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toMatch(/^application\/json/);
    const preflight = await call(url(), {
      method: "OPTIONS",
      headers: { origin: "https://blog.example", "access-control-request-method": "GET" },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("*");
    expect(preflight.headers.get("access-control-allow-methods")).toContain("GET");
  });
});
