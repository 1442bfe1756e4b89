// Pages come from web/dist with strict security headers; anything missing (a
// match with no record and no table too) is a small HTML 404, never a server error. Routes gated on ALLOW_FIXTURES vanish without it.
import { env } from "cloudflare:workers";
import { createExecutionContext, runInDurableObject } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { app } from "../../src/http/app";
import type { GameRoom } from "../../src/index";
import { call, chooser, errorOf, ok, playToEnd, table } from "./helpers";

const UNKNOWN = "AAAAAAAAAAAAAA";
const pagesOf = (id: string) => [
  "/",
  `/g/${id}`,
  `/g/${id}/join`,
  `/g/${id}/watch`,
  "/history",
  `/m/${id}`,
  "/rules/stakes",
];

function expectPageHeaders(res: Response) {
  const csp = res.headers.get("content-security-policy") ?? "";
  for (const d of [
    "default-src 'self'",
    "script-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ])
    expect(csp).toContain(d);
  expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  expect(res.headers.get("referrer-policy")).toBe("no-referrer");
}

/** An asset server that has every page: its body names the file asked for. */
const htmlAssets = {
  fetch: async (input: Request | URL | string) =>
    new Response(`<!doctype html><html>${new URL(input instanceof Request ? input.url : input).pathname}</html>`, {
      headers: { "content-type": "text/html" },
    }),
} as unknown as Fetcher;

function withEnv(overrides: Partial<Env>) {
  return (path: string, init?: RequestInit) =>
    app.fetch(new Request(`http://tablelink.test${path}`, init), { ...env, ...overrides }, createExecutionContext());
}

describe("pages", () => {
  it("every page is an HTML page (or an HTML 404 while the web build lacks it)", async () => {
    const { id } = await table("stakes", 3);
    for (const path of pagesOf(id)) {
      const res = await call(path);
      expect([200, 404]).toContain(res.status);
      expect(res.headers.get("content-type")).toMatch(/^text\/html/);
      expectPageHeaders(res);
      expect(await res.text()).toMatch(/<html|<!doctype/i);
    }
  });

  it("maps each page to its web/dist file and adds the headers to what the asset server sends", async () => {
    const asked: string[] = [];
    const assets = {
      fetch: async (input: Request | URL | string) => {
        const path = new URL(input instanceof Request ? input.url : input).pathname;
        asked.push(path);
        return new Response(`<!doctype html><html>${path}</html>`, { headers: { "content-type": "text/html" } });
      },
    } as unknown as Fetcher;
    const site = withEnv({ ASSETS: assets });
    const { id } = await table("stakes", 3);
    for (const path of pagesOf(id)) {
      const res = await site(path);
      expect(res.status).toBe(200);
      expectPageHeaders(res);
    }
    // The asset server maps /play to play.html (html_handling), so pages are asked for without ".html".
    expect(asked).toEqual(["/", "/play", "/play", "/play", "/history", "/match", "/rules-stakes"]);
  });

  it.each([
    "/nowhere",
    "/g/short",
    "/rules/chess",
    "/assets/missing.js",
    `/g/${UNKNOWN}`,
    `/g/${UNKNOWN}/join`,
    `/g/${UNKNOWN}/watch`,
    `/embed/${UNKNOWN}`,
    `/m/${UNKNOWN}`,
    "/m/short",
  ])("%s is the 404 page, linking home", async (path) => {
    const res = await call(path);
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain("<title>Not found · Tablelink</title>");
    expect(html).toContain("There is no table or page at this address.");
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Start a new table<\/a>/);
  });
});

describe("share tags on the pages that show no table", () => {
  const page = {
    fetch: async () =>
      new Response(
        '<!doctype html><html lang="en"><head><title>Tablelink &amp; friends</title><meta name="description" content="Play by link."></head><body></body></html>',
        { headers: { "content-type": "text/html" } },
      ),
  } as unknown as Fetcher;
  const site = withEnv({ ASSETS: page });

  it.each([
    ["/", "stakes"],
    ["/history", "stakes"],
    ["/rules/stakes", "stakes"],
    ["/rules/dobbelsjanse", "dobbelsjanse"],
    ["/rules/twelves?lang=nb", "twelves"],
  ])("%s previews with its picture, title and description", async (path, game) => {
    const res = await site(path);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<meta property="og:image" content="http://tablelink.test/assets/og-${game}.png">`);
    expect(html).toContain('<meta property="og:image:width" content="1200">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain('<meta property="og:title" content="Tablelink &amp; friends">');
    expect(html).toContain('<meta property="og:description" content="Play by link.">');
    expect(html).toContain(`<meta property="og:url" content="http://tablelink.test${path}">`);
  });
});

describe("the match page /m/:id", () => {
  const site = withEnv({ ASSETS: htmlAssets });
  afterEach(() => vi.restoreAllMocks());

  it("is 404 at once for an id with no record and no table, even where the build has the page", async () => {
    const res = await site(`/m/${UNKNOWN}`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("There is no table or page at this address.");
  });

  it("waits for the record of a finished table that D1 does not have yet (the page, 200)", async () => {
    const t = await table("stakes", 2);
    const stub = env.ROOMS.get(env.ROOMS.idFromName(t.id));
    // The outbox cannot deliver: the record stays on its way.
    const sink = await runInDurableObject(stub, (room: GameRoom) => {
      const real = room.seams.sink;
      room.setSeams({ sink: { insert: async () => Promise.reject(new Error("D1_ERROR: not yet")) } });
      return real;
    });
    vi.spyOn(console, "warn").mockImplementation(() => {});
    await playToEnd(t, chooser(3), 3000);
    expect(await errorOf(call(`/api/matches/${t.id}`))).toEqual({ status: 404, code: "game/not_found" });
    const res = await site(`/m/${t.id}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("<html>/match</html>");
    // Its next retry delivers.
    await runInDurableObject(stub, (room: GameRoom) => room.setSeams({ sink }));
  });

  it("keeps the page, not a 404, while D1 cannot be asked", async () => {
    const fails = () => {
      throw new Error("D1_ERROR: Network connection lost.");
    };
    const down = new Proxy({}, { get: () => fails }) as D1Database;
    const res = await withEnv({ ASSETS: htmlAssets, DB: down })(`/m/${UNKNOWN}`);
    expect(res.status).toBe(200);
    await res.body?.cancel();
  });
});

describe("fixtures and bench routes follow ALLOW_FIXTURES", () => {
  const stakesFixture = { game: "dobbelsjanse", seats: 3, name: "A", options: { fixture: { deck: ["QS"] } } };

  it("refuses fixtures where they are not allowed", async () => {
    const prod = withEnv({ ALLOW_FIXTURES: "false" });
    expect(
      await errorOf(
        prod("/api/games", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(stakesFixture),
        }),
      ),
    ).toEqual({
      status: 400,
      code: "request/fixtures_disabled",
    });
    expect(await errorOf(prod("/api/_bench/noop"))).toEqual({ status: 404, code: "route/not_found" });
    expect(await errorOf(prod("/api/_bench/room", { method: "POST" }))).toEqual({
      status: 404,
      code: "route/not_found",
    });
  });

  it("accepts them, and the bench no-ops, where they are", async () => {
    await ok(call("/api/games", { method: "POST", json: stakesFixture }), 201);
    expect(await ok(call("/api/_bench/noop"))).toEqual({ ok: true });
    expect(await ok(call("/api/_bench/room", { method: "POST" }))).toEqual({ ok: true });
  });
});
