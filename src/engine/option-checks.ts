// Checks every game's parseOptions shares: plain objects, no unknown keys, and
// the fixture's scripted die results.
import { err, ok, type Result } from "./result";

/** Enough for any scripted test; bounds the stored state. */
export const MAX_ROLLS = 1000;

export function isPlainObject(x: unknown): x is Record<string, unknown> {
  if (typeof x !== "object" || x === null || Array.isArray(x)) return false;
  const proto = Object.getPrototypeOf(x);
  return proto === Object.prototype || proto === null;
}

export function unknownKey(o: Record<string, unknown>, allowed: readonly string[]): string | undefined {
  return Object.keys(o).find((k) => !allowed.includes(k));
}

/** `fixture.rolls`: at most MAX_ROLLS integers in 1..sides. */
export function parseRolls(raw: unknown, sides: number): Result<number[], string> {
  const die = sides === 6 ? "die result 1..6" : `d${sides} result (1..${sides})`;
  if (!Array.isArray(raw)) return err(`fixture.rolls must be an array of ${die}s`);
  if (raw.length > MAX_ROLLS) return err(`fixture.rolls may list at most ${MAX_ROLLS} results`);
  for (const r of raw) {
    if (typeof r !== "number" || !Number.isInteger(r) || r < 1 || r > sides)
      return err(`fixture.rolls: ${JSON.stringify(r)} is not a ${die}`);
  }
  return ok([...(raw as number[])]);
}
