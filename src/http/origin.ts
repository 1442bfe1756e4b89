// The origin links are built from: the configured PUBLIC_ORIGIN where set (a
// request's Host header is the client's to choose, so it must not decide where
// invite and seat links point), else the request's own origin (local dev, tests).
import type { Context } from "hono";

export function publicOrigin(c: Context<{ Bindings: Env }>): string {
  const configured = (c.env as { PUBLIC_ORIGIN?: string }).PUBLIC_ORIGIN;
  if (configured) {
    try {
      return new URL(configured).origin;
    } catch {
      // A malformed setting falls back to the request rather than breaking every link.
    }
  }
  return new URL(c.req.url).origin;
}
