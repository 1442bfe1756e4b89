// Everything made for tests, put on the app in one place, and the one place that
// reads ALLOW_FIXTURES (local dev and the tests set it to "true"; production never
// does). Where it is "true", each request gets the development allowances
// (src/http/allowances.ts: fixture seeds, loopback webhook and push targets, the
// pseudo-language, the live route's way onto the game object) and the test routes
// answer; elsewhere none of it exists, not even the pseudo-language's files,
// whichever route would serve them.
import type { Hono } from "hono";
import type { Allowances } from "../http/allowances";
import { pageLang, pseudoFile } from "../http/page-lang";
import { notFoundPage } from "../http/pages";
import { benchRoutes } from "./bench-routes";
import { clockRoutes, clubClockRoutes } from "./clock-routes";

const DEVELOPMENT: Allowances = {
  fixtureSeeds: true,
  loopbackEndpoints: true,
  pseudoLanguage: true,
  liveViaGameObject: true,
  testRoutes: true,
};

/** Call once, after the app's header middleware and before its routes. */
export function mountTesting(app: Hono<{ Bindings: Env }>): void {
  app.use("*", async (c, next) => {
    if (c.env.ALLOW_FIXTURES === "true") c.set("allowances", DEVELOPMENT);
    else if (pseudoFile(new URL(c.req.url).pathname)) return notFoundPage(pageLang(c));
    await next();
  });
  app.route("/api/games", clockRoutes);
  app.route("/api/clubs", clubClockRoutes);
  app.route("/api/_bench", benchRoutes);
}
