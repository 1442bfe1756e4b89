// Headers on every page we serve. Pages load only our own scripts and styles and
// may not be framed; only the embed pages (/embed/:id) have a second policy that
// lets any site frame them, and nothing else is loosened for them. Whatever is
// not a page gets a policy that allows nothing (securityHeaders, below).
import type { MiddlewareHandler } from "hono";

export const PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'self'",
].join("; ");

export const EMBED_CSP = PAGE_CSP.replace("frame-ancestors 'none'", "frame-ancestors *");

// Nothing the pages do needs these; a page that never asks is safer for saying so.
export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "usb=()",
  "browsing-topics=()",
].join(", ");

export function withPageHeaders(res: Response, csp: string = PAGE_CSP): Response {
  const out = new Response(res.body, res);
  out.headers.set("Content-Security-Policy", csp);
  out.headers.set("Permissions-Policy", PERMISSIONS_POLICY);
  // For browsers older than frame-ancestors. The embed lives in other sites'
  // windows, so only the other pages isolate their browsing context.
  if (csp === PAGE_CSP) {
    out.headers.set("X-Frame-Options", "DENY");
    out.headers.set("Cross-Origin-Opener-Policy", "same-origin");
  } else {
    out.headers.delete("X-Frame-Options");
    out.headers.delete("Cross-Origin-Opener-Policy");
  }
  out.headers.set("X-Content-Type-Options", "nosniff");
  out.headers.set("Referrer-Policy", "no-referrer");
  return out;
}

/** A page whose content depends on the game must not share the static file's validator. */
export function withoutSharedValidators(res: Response): Response {
  const out = new Response(res.body, res);
  out.headers.delete("ETag");
  out.headers.delete("Last-Modified");
  out.headers.set("Cache-Control", "no-cache");
  return out;
}

/** HTTPS only (a browser ignores it over plain http, and local dev stays plain). */
export const HSTS = "max-age=63072000; includeSubDomains";

// Everything that is not a page (JSON, oEmbed, scripts, styles, images): such a
// response is never a document anyone should render or frame, so its policy
// allows nothing. A subresource's own CSP does not govern the page that loads
// it, so scripts and styles still work under this.
export const RESOURCE_CSP = "default-src 'none'; frame-ancestors 'none'";

// A worker script is the exception: its response's CSP does govern the worker.
// The service worker (web/src/sw.ts) fetches and caches our own pages, scripts,
// styles and images (a fetch of a passed-on request may be judged by the
// directive of its kind, not connect-src) and shows notifications with our own
// icons: our own origin for everything, and nothing else.
export const SERVICE_WORKER_CSP = "default-src 'self'; frame-ancestors 'none'";

/**
 * Adds, after the route answered: HSTS over https; the resource CSP to any
 * answer that brought no CSP of its own (pages and embeds bring theirs); and
 * X-Frame-Options DENY, for browsers older than frame-ancestors, wherever the
 * CSP forbids framing (never on the embed, whose CSP lets any site frame it).
 */
export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  // A WebSocket upgrade's answer carries the socket itself: left as it is.
  if (c.res.status === 101 || c.res.webSocket) return;
  // A copy, since a response passed through as it came (from the asset server) has immutable headers.
  const res = new Response(c.res.body, c.res);
  if (new URL(c.req.url).protocol === "https:") res.headers.set("Strict-Transport-Security", HSTS);
  if (!res.headers.has("Content-Security-Policy")) res.headers.set("Content-Security-Policy", RESOURCE_CSP);
  if (res.headers.get("Content-Security-Policy")!.includes("frame-ancestors 'none'"))
    res.headers.set("X-Frame-Options", "DENY");
  c.res = undefined;
  c.res = res;
};
