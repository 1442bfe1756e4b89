// Headers on every page we serve. Pages load only our own scripts and styles and
// may not be framed. The embed pages (a later issue) will need their own policy
// with frame-ancestors *: add it as a second policy here, not by loosening this one.
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

export function withPageHeaders(res: Response, csp: string = PAGE_CSP): Response {
  const out = new Response(res.body, res);
  out.headers.set("Content-Security-Policy", csp);
  out.headers.set("X-Content-Type-Options", "nosniff");
  out.headers.set("Referrer-Policy", "no-referrer");
  return out;
}
