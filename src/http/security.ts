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

export function withPageHeaders(res: Response, csp: string = PAGE_CSP): Response {
  const out = new Response(res.body, res);
  out.headers.set("Content-Security-Policy", csp);
  // For browsers older than frame-ancestors.
  if (csp === PAGE_CSP) out.headers.set("X-Frame-Options", "DENY");
  else out.headers.delete("X-Frame-Options");
  out.headers.set("X-Content-Type-Options", "nosniff");
  out.headers.set("Referrer-Policy", "no-referrer");
  return out;
}
