// Creation options go to the game's own parser; fixtures (stacked decks and
// dice) are for tests only and are refused unless the deployment allows them.
import type { AnyGameDef } from "../engine/types";
import { fail } from "./failure";

/** The options to store: exactly what was validated, so replay parses the same value. */
export function gameOptions(def: AnyGameDef, raw: unknown, seats: number, fixturesAllowed: boolean): unknown {
  const options = raw === undefined ? {} : raw;
  if (typeof options !== "object" || options === null || Array.isArray(options))
    fail("request/invalid", "`options` must be an object.");
  if ("fixture" in options && !fixturesAllowed)
    fail("request/fixtures_disabled", "Test fixtures are disabled on this server.");
  const parsed = def.parseOptions(options, seats);
  if (!parsed.ok) fail("request/invalid", parsed.error);
  return options;
}
