// Pages come from web/dist with strict security headers; anything missing is a
// small HTML 404, never a server error. Routes gated on ALLOW_FIXTURES vanish without it.
import { env } from "cloudflare:workers";
import { createExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { app } from "../../src/http/app";
import { call, errorOf, ok, table } from "./helpers";

const UNKNOWN = "AAAAAAAAAAAAAA";
const pagesOf = (id: string) => ["/", `/g/${id}`, `/g/${id}/join`, `/g/${id}/watch`, "/history", `/m/${UNKNOWN}`, "/rules/stakes"];

function expectPageHeaders(res: Response) {
  const csp = res.headers.get("content-security-policy") ?? "";
  for (const d of ["default-src 'self'", "script-src 'self'", "frame-ancestors 'none'", "base-uri 'none'", "form-action 'self'"])
    expect(csp).toContain(d);
  expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  expect(res.headers.get("referrer-policy")).toBe("no-referrer");
}

function withEnv(overrides: Partial<Env>) {
  return (path: string, init?: RequestInit) =>
    app.fetch(new Request("http://tablelink.test" + path, init), { ...env, ...overrides }, createExecutionContext());
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

  it.each(["/nowhere", "/g/short", "/rules/chess", "/assets/missing.js", `/g/${UNKNOWN}`, `/g/${UNKNOWN}/join`, `/g/${UNKNOWN}/watch`, `/embed/${UNKNOWN}`])(
    "%s is the 404 page, linking home",
    async (path) => {
      const res = await call(path);
      expect(res.status).toBe(404);
      expect(res.headers.get("content-type")).toMatch(/^text\/html/);
      const html = await res.text();
      expect(html).toContain("<title>Not found · Tablelink</title>");
      expect(html).toContain("There is no table or page at this address.");
      expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Start a new table<\/a>/);
    },
  );
});

describe("fixtures and bench routes follow ALLOW_FIXTURES", () => {
  const stakesFixture = { game: "dobbelsjanse", seats: 3, name: "A", options: { fixture: { deck: ["QS"] } } };

  it("refuses fixtures where they are not allowed", async () => {
    const prod = withEnv({ ALLOW_FIXTURES: "false" });
    expect(await errorOf(prod("/api/games", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(stakesFixture) }))).toEqual({
      status: 400, code: "request/fixtures_disabled",
    });
    expect(await errorOf(prod("/api/_bench/noop"))).toEqual({ status: 404, code: "route/not_found" });
    expect(await errorOf(prod("/api/_bench/room", { method: "POST" }))).toEqual({ status: 404, code: "route/not_found" });
  });

  it("accepts them, and the bench no-ops, where they are", async () => {
    await ok(call("/api/games", { method: "POST", json: stakesFixture }), 201);
    expect(await ok(call("/api/_bench/noop"))).toEqual({ ok: true });
    expect(await ok(call("/api/_bench/room", { method: "POST" }))).toEqual({ ok: true });
  });
});
