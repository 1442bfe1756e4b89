// Headers on every /api/* and /oembed answer (api.md "Limits and headers"):
// nosniff; CORS open to any origin (hono/cors), since tokens are bearer headers
// and never cookies (a sandboxed embed, whose origin is "null", reads the API
// too); and no caching anywhere of an answer to a request that carried a token
// or a body, which can hold a seat's private view or a fresh token.
import type { MiddlewareHandler } from "hono";
import { cors } from "hono/cors";

const openCors = cors({
  origin: "*",
  // One string each: hono joins a list with bare commas, and api.md gives these with a space.
  allowMethods: ["GET, POST, PUT, DELETE, OPTIONS"],
  allowHeaders: ["Authorization, Content-Type"],
  maxAge: 86400,
});

export const apiHeaders: MiddlewareHandler = async (c, next) => {
  // On the preflight too, which hono/cors answers itself.
  c.header("X-Content-Type-Options", "nosniff");
  const preflight = await openCors(c, async () => {
    await next();
    // A WebSocket upgrade's answer carries the socket itself: left as it is.
    if (c.res.status === 101 || c.res.webSocket) return;
    c.header("Access-Control-Expose-Headers", "Retry-After");
    const private_ = c.req.header("authorization") !== undefined || !["GET", "HEAD"].includes(c.req.method);
    if (private_) c.header("Cache-Control", "private, no-store");
  });
  // hono/cors marks a preflight as varying with the headers asked for; ours answers
  // the same fixed lists whatever is asked, so the preflight stays as api.md gives it.
  if (preflight) {
    preflight.headers.delete("Vary");
    c.header("Vary", undefined);
  }
  return preflight;
};
