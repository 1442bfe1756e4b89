// The API described: GET /api/openapi.json for programs and GET /api, the same
// rendered for people. Both are the same for everyone and change only with a
// deploy, so they may be cached (revalidated by ETag after an hour).
import { type Context, Hono } from "hono";
import { openApiDocument } from "./openapi/document";
import { apiPageHtml } from "./openapi/viewer";
import { pageLang, withLang } from "./page-lang";
import { withPageHeaders } from "./security";

export const openApiRoutes = new Hono<{ Bindings: Env }>();

const CACHE = "public, max-age=3600";
let served: { body: string; etag: string } | null = null;

/** The document's JSON and its validator, made on first use rather than at the Worker's start. */
async function document(): Promise<{ body: string; etag: string }> {
  if (served) return served;
  const body = JSON.stringify(openApiDocument);
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(body));
  const hex = [...new Uint8Array(digest).slice(0, 12)].map((b) => b.toString(16).padStart(2, "0")).join("");
  served = { body, etag: `"${hex}"` };
  return served;
}

const unchanged = (c: Context, etag: string) =>
  c.req
    .header("if-none-match")
    ?.split(/\s*,\s*/)
    .includes(etag) ?? false;

openApiRoutes.get("/api/openapi.json", async (c) => {
  const { body, etag } = await document();
  const headers = { "Content-Type": "application/json", "Cache-Control": CACHE, ETag: etag };
  if (unchanged(c, etag)) return c.body(null, 304, headers);
  return c.body(body, 200, headers);
});

openApiRoutes.get("/api", (c) => {
  const lang = pageLang(c);
  const res = new Response(apiPageHtml(lang), {
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
  return withLang(c, withPageHeaders(res), lang);
});
