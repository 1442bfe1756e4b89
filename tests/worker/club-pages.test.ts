// The club pages' routes (src/http/club-page-routes.ts): /c/:id and /c/:id/join are the
// built club shell in the page's language with the pages' security headers, kept
// out of search engines (a club is private); a malformed club id is the HTML 404.
import { env } from "cloudflare:workers";
import { createExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { app } from "../../src/http/app";

const ID = "AAAAAAAAAAAAAA";

function site() {
  const asked: string[] = [];
  const assets = {
    fetch: async (input: Request | URL | string) => {
      const path = new URL(input instanceof Request ? input.url : input).pathname;
      asked.push(path);
      return new Response(`<!doctype html><html><head><title>Club</title></head>${path}</html>`, {
        headers: { "content-type": "text/html" },
      });
    },
  } as unknown as Fetcher;
  const get = (path: string) =>
    app.fetch(new Request(`http://tablelink.test${path}`), { ...env, ASSETS: assets }, createExecutionContext());
  return { asked, get };
}

describe("club pages", () => {
  it("serve the club shell for /c/:id and /c/:id/join, in the page's language, with page headers and noindex", async () => {
    const { asked, get } = site();
    for (const path of [`/c/${ID}`, `/c/${ID}/join`, `/c/${ID}?lang=nb`]) {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^text\/html/);
      expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
      expect(res.headers.get("referrer-policy")).toBe("no-referrer");
      expect(res.headers.get("x-robots-tag")).toBe("noindex");
      expect(res.headers.get("cache-control")).toBe("no-cache");
      await res.text();
    }
    expect(asked).toEqual(["/club", "/club", "/nb/club"]);
  });

  it("answers a malformed club id with the HTML 404, without asking for the page", async () => {
    const { asked, get } = site();
    for (const path of ["/c/short", "/c/short/join", `/c/${ID}x`]) {
      const res = await get(path);
      expect(res.status).toBe(404);
      expect(res.headers.get("content-type")).toMatch(/^text\/html/);
      await res.text();
    }
    expect(asked).toEqual([]);
  });
});
