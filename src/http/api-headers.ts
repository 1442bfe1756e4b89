// Headers on every /api/* and /oembed answer (api.md "Limits and headers"):
// nosniff; CORS open to any origin, since tokens are bearer headers and never
// cookies (a sandboxed embed, whose origin is "null", reads the API too); and
// no caching anywhere of an answer to a request that carried a token or a body,
// which can hold a seat's private view or a fresh token.
import type { MiddlewareHandler } from "hono";

const ALLOW_METHODS = "GET, POST, PUT, DELETE, OPTIONS";
const ALLOW_HEADERS = "Authorization, Content-Type";

export const apiHeaders: MiddlewareHandler = async (c, next) => {
  if (c.req.method === "OPTIONS") {
    return new Response(null, {
      status: 204,
      headers: {
        "Access-Control-Allow-Origin": "*",
        "Access-Control-Allow-Methods": ALLOW_METHODS,
        "Access-Control-Allow-Headers": ALLOW_HEADERS,
        "Access-Control-Max-Age": "86400",
        "X-Content-Type-Options": "nosniff",
      },
    });
  }
  await next();
  // A WebSocket upgrade's answer carries the socket itself: left as it is.
  if (c.res.status === 101 || c.res.webSocket) return;
  const res = new Response(c.res.body, c.res);
  res.headers.set("X-Content-Type-Options", "nosniff");
  res.headers.set("Access-Control-Allow-Origin", "*");
  res.headers.set("Access-Control-Expose-Headers", "Retry-After");
  const private_ = c.req.header("authorization") !== undefined || !["GET", "HEAD"].includes(c.req.method);
  if (private_) res.headers.set("Cache-Control", "private, no-store");
  c.res = undefined;
  c.res = res;
};
