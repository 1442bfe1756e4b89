// What a development server allows that production never does. Every request
// starts with none of it; the testing module (src/testing/mount.ts), the one
// place that knows whether this server is one, turns it all on for a request
// where test fixtures are allowed. Routes ask here, never the environment.
import type { Context } from "hono";

export interface Allowances {
  /** `options.fixture` on POST /api/games: stacked decks and dice (api.md "Test fixtures"). */
  fixtureSeeds: boolean;
  /** Webhook and push endpoints may also be plain http to 127.0.0.1: the tests' local receivers. */
  loopbackEndpoints: boolean;
  /** The layout tests' pseudo-language: `?lang=en-XA`, and its built pages and scripts. */
  pseudoLanguage: boolean;
  /** `?via=game-object` on /live puts a spectator on the game object itself (the crowd benchmark's old path). */
  liveViaGameObject: boolean;
  /** The test clock and the benchmark's baseline routes (src/testing). */
  testRoutes: boolean;
}

export const PRODUCTION: Allowances = {
  fixtureSeeds: false,
  loopbackEndpoints: false,
  pseudoLanguage: false,
  liveViaGameObject: false,
  testRoutes: false,
};

declare module "hono" {
  interface ContextVariableMap {
    allowances: Allowances;
  }
}

/** What this request may do beyond production (nothing, unless the testing module said otherwise). */
export function allowances(c: Context): Allowances {
  return c.get("allowances") ?? PRODUCTION;
}
