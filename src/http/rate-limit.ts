// Per-address limits on creating tables, taking seats and looking up your tables
// (api.md: 20 creates, 60 joins and 30 lookups a minute), counted by Cloudflare's Rate Limiting binding
// ([[ratelimits]] in wrangler.toml). On unless the variable RATE_LIMITS is "off"
// (.dev.vars for local work). Chat keeps its own per-seat limit in the room.
import type { Context, MiddlewareHandler } from "hono";
import { addressKey } from "../protocol/client-key";
import { fail } from "./failure";

type Limiter = "CREATE_LIMITER" | "JOIN_LIMITER" | "TABLES_LIMITER";

/** The window every binding counts over, in seconds: what Retry-After tells a client. */
export const RATE_PERIOD_S = 60;

/** Who is counted: the client's address as Cloudflare sees it; an IPv6 address by its /64 (src/protocol/client-key.ts). */
export function clientKey(c: Context): string {
  return addressKey(c.req.header("cf-connecting-ip"));
}

export function rateLimited(limiter: Limiter, what: string): MiddlewareHandler<{ Bindings: Env }> {
  return async (c, next) => {
    const binding = (c.env as unknown as Record<string, RateLimit | undefined>)[limiter];
    if (c.env.RATE_LIMITS !== "off" && binding) {
      const { success } = await binding.limit({ key: `${limiter}:${clientKey(c)}` });
      if (!success) fail("rate/limited", `Too many ${what} from your address; try again in a minute.`, RATE_PERIOD_S);
    }
    await next();
  };
}
