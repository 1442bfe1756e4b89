// A route made for tests answers only where the testing module turned test routes
// on; anywhere else it is not there at all, answered as any unknown route is.
import type { MiddlewareHandler } from "hono";
import { allowances } from "../http/allowances";

export const developmentOnly: MiddlewareHandler = async (c, next) => {
  if (!allowances(c).testRoutes) return c.notFound();
  await next();
};
