// Where ALLOW_FIXTURES is not "true" (production), nothing made for tests exists
// (api.md "Limits (fourth round)"): not the layout tests' pseudo-language (its
// pages, scripts and practice worker, however the path is spelled), not the test
// clock, not the benchmark's routes, not the live route's way onto the game object.
import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { app } from "../../src/http/app";
import { table } from "./helpers";

/** An asset server that has every file: its body names the path asked for. */
const assets = {
  fetch: async (input: Request | URL | string) => {
    const path = new URL(input instanceof Request ? input.url : input).pathname;
    const type = path.endsWith(".js") ? "text/javascript" : "text/html";
    return new Response(`<!doctype html><html>served ${path}</html>`, { headers: { "content-type": type } });
  },
} as unknown as Fetcher;

function siteWith(allow: string | undefined) {
  const vars = { ...env, ASSETS: assets, ALLOW_FIXTURES: allow } as unknown as Env;
  return async (path: string, init: RequestInit = {}) => {
    const res = await app.fetch(new Request(`http://example.com${path}`, init), vars, createExecutionContext());
    return { status: res.status, body: await res.text() };
  };
}

const PSEUDO_FILES = [
  "/assets/xa/play.js",
  "/assets/xa/practice.js",
  "/assets/xa/practice-worker.js",
  "/assets/xa/manifest.webmanifest",
  "/assets//xa/play.js",
  "/assets/./xa/play.js",
  "/assets/%78a/play.js",
  "/xa/play",
  "/xa/",
];

describe("test-only things where fixtures are not allowed", () => {
  it.each([["false"], [undefined], ["TRUE"], ["1"]])(
    "ALLOW_FIXTURES=%s: the pseudo-language and every fixture route are absent",
    async (allow) => {
      const site = siteWith(allow);
      for (const path of PSEUDO_FILES) {
        const res = await site(path);
        expect(res.status, path).toBe(404);
        expect(res.body, path).not.toContain("served");
      }
      // ?lang=en-XA picks no pseudo page: the English one is served.
      for (const page of ["/?lang=en-XA", "/practice/stakes?lang=en-XA", "/embed/practice/stakes?lang=en-XA"]) {
        const res = await site(page);
        expect(res.body, page).toContain("served");
        expect(res.body, page).not.toContain("/xa/");
      }
      const t = await table("stakes", 2);
      const json = { "content-type": "application/json" };
      for (const [method, path, body] of [
        ["POST", `/api/games/${t.id}/fixture/advance`, { ms: 1000 }],
        ["GET", "/api/_bench/noop", undefined],
        ["POST", "/api/_bench/room", undefined],
      ] as const) {
        const res = await site(path, { method, headers: json, body: body ? JSON.stringify(body) : undefined });
        expect(res.status, path).toBe(404);
        expect(JSON.parse(res.body).error.code, path).toBe("route/not_found");
      }
    },
  );

  it('ALLOW_FIXTURES="true": the pseudo-language is served, for the layout tests', async () => {
    const site = siteWith("true");
    for (const path of ["/assets/xa/play.js", "/assets/xa/practice-worker.js"]) {
      const res = await site(path);
      expect(res.status, path).toBe(200);
      expect(res.body, path).toContain(`served ${path}`);
    }
    expect((await site("/practice/stakes?lang=en-XA")).body).toContain("served /xa/practice");
  });
});
