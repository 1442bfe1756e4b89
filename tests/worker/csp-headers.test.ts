// Headers (api.md "Limits and headers"): a CSP and X-Frame-Options on everything
// that is not a page (only the embed may be framed).
import { describe, expect, it } from "vitest";
import { table } from "./helpers";
import { site } from "./headers-site";

describe("Content-Security-Policy and X-Frame-Options", async () => {
  const t = await table("stakes", 2);
  const NOTHING = "default-src 'none'; frame-ancestors 'none'";
  const resources: [string, string, RequestInit?][] = [
    ["a JSON view", `/api/games/${t.id}`],
    ["a JSON error", "/api/games/AAAAAAAAAAAAAA"],
    ["an unknown API route", "/api/nothing"],
    ["a 400 from a POST", "/api/games", { method: "POST", headers: { "content-type": "application/json" }, body: "{" }],
    ["oEmbed", `/oembed?url=${encodeURIComponent(`http://tablelink.test/g/${t.id}`)}`],
    ["oEmbed's 405", "/oembed", { method: "POST" }],
    ["a script", "/assets/embed.js"],
    ["a stylesheet", "/assets/site.css"],
    ["the web app manifest", "/manifest.webmanifest"],
  ];

  it.each(resources)("%s allows nothing and may not be framed", async (_, path, init) => {
    const res = await site(`http://tablelink.test${path}`, init);
    expect(res.status).toBeLessThan(500);
    expect(res.headers.get("content-security-policy")).toBe(NOTHING);
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    await res.body?.cancel();
  });

  it("lets a script or stylesheet still reach any page that loads it (CORS, nosniff, the file's own type)", async () => {
    for (const [path, type] of [
      ["/assets/embed.js", "text/javascript"],
      ["/assets/site.css", "text/css"],
    ]) {
      const res = await site(`http://tablelink.test${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("content-type"), path).toBe(type);
      expect(res.headers.get("access-control-allow-origin"), path).toBe("*");
      expect(await res.text(), path).not.toBe("");
    }
  });

  it("gives the service worker our own origin, since a worker script's CSP governs the worker", async () => {
    const res = await site("http://tablelink.test/sw.js");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-security-policy")).toBe("default-src 'self'; frame-ancestors 'none'");
    expect(res.headers.get("service-worker-allowed")).toBe("/");
  });

  it("keeps the page policy on pages, the 404 page included", async () => {
    for (const path of ["/", `/g/${t.id}`, `/m/${t.id}`, "/nowhere"]) {
      const res = await site(`http://tablelink.test${path}`);
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(csp, path).toContain("script-src 'self'");
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).not.toContain("default-src 'none'");
      expect(res.headers.get("x-frame-options"), path).toBe("DENY");
      await res.body?.cancel();
    }
  });

  it("lets any site frame the embed, found or not: no frame-ancestors 'none', no X-Frame-Options", async () => {
    for (const path of [`/embed/${t.id}`, "/embed/AAAAAAAAAAAAAA"]) {
      const res = await site(`http://tablelink.test${path}`);
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(csp, path).toContain("frame-ancestors *");
      expect(csp, path).not.toContain("frame-ancestors 'none'");
      expect(res.headers.get("x-frame-options"), path).toBeNull();
      await res.body?.cancel();
    }
  });
});
