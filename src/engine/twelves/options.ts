// Creation options (api.md): games 1–9 (default 3), tableLimit 2–4096 (default 64)
// and the test fixture's scripted d12 rolls. Anything else is refused with a message.
import { err, ok, type Result } from "../result";
import { parseRolls } from "../option-checks";
import type { TwelvesOptions } from "./types";

const isPlain = (x: unknown): x is Record<string, unknown> => typeof x === "object" && x !== null && !Array.isArray(x);

function intIn(
  raw: Record<string, unknown>,
  key: string,
  lo: number,
  hi: number,
  dflt: number,
): Result<number, string> {
  const v = raw[key];
  if (v === undefined) return ok(dflt);
  if (typeof v !== "number" || !Number.isInteger(v)) return err(`${key} must be an integer`);
  if (v < lo || v > hi) return err(`${key} must be between ${lo} and ${hi}`);
  return ok(v);
}

function parseFixture(raw: unknown): Result<{ rolls: number[] }, string> {
  if (!isPlain(raw)) return err("fixture must be an object");
  for (const k of Object.keys(raw)) if (k !== "rolls") return err(`fixture.${k} is not a Twelves fixture (only rolls)`);
  const rolls = parseRolls(raw.rolls ?? [], 12);
  return rolls.ok ? ok({ rolls: rolls.value }) : rolls;
}

export function parseOptions(raw: unknown, seats: number): Result<TwelvesOptions, string> {
  if (!Number.isInteger(seats) || seats < 2 || seats > 6) return err("Twelves needs 2–6 seats");
  if (raw === undefined) return ok({ games: 3, tableLimit: 64 });
  if (!isPlain(raw)) return err("options must be an object");
  for (const k of Object.keys(raw)) {
    if (k !== "games" && k !== "tableLimit" && k !== "fixture") return err(`unknown option ${k}`);
  }
  const games = intIn(raw, "games", 1, 9, 3);
  if (!games.ok) return games;
  const tableLimit = intIn(raw, "tableLimit", 2, 4096, 64);
  if (!tableLimit.ok) return tableLimit;
  if (raw.fixture === undefined) return ok({ games: games.value, tableLimit: tableLimit.value });
  const fixture = parseFixture(raw.fixture);
  if (!fixture.ok) return fixture;
  return ok({ games: games.value, tableLimit: tableLimit.value, fixture: fixture.value });
}
