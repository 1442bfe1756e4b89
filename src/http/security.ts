// Headers on every page we serve. Pages load only our own scripts and styles and
// may not be framed; only the embed pages (/embed/:id) have a second policy that
// lets any site frame them, and nothing else is loosened for them.
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
