// Per-address limits on creating tables and taking seats (api.md: 20 creates and
// 60 joins a minute), counted by Cloudflare's Rate Limiting binding
// ([[ratelimits]] in wrangler.toml). On unless the variable RATE_LIMITS is "off"
// (.dev.vars for local work). Chat keeps its own per-seat limit in the room.
import type { Context, MiddlewareHandler } from "hono";
import { fail } from "./failure";

type Limiter = "CREATE_LIMITER" | "JOIN_LIMITER";

/** The window both bindings count over, in seconds: what Retry-After tells a client. */
export const RATE_PERIOD_S = 60;

/** Who is counted: the client's address as Cloudflare sees it; an IPv6 address by its /64, which one host usually holds whole. */
export function clientKey(c: Context): string {
  const ip = c.req.header("cf-connecting-ip")?.trim() || "unknown";
  if (!ip.includes(":")) return ip;
  const groups = ip.split("::")[0]!.split(":");
  return `${groups.slice(0, 4).join(":")}::/64`;
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
