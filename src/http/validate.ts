// Field checks shared by the routes. Each failure names the field, so the
// message tells a client what to fix.
import { fail } from "./failure";

export const GAME_ID = /^[A-Za-z0-9_-]{14}$/;

export function gameIdParam(id: string): string {
  if (!GAME_ID.test(id)) fail("game/not_found", "No game has this id.");
  return id;
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Trimmed, 1–40 characters, no control characters. */
export function playerName(raw: unknown): string {
  if (typeof raw !== "string") fail("request/invalid", "`name` must be a string.");
  const name = raw.trim();
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(name)) fail("request/invalid", "`name` must not contain control characters.");
  // Half of a UTF-16 pair: JSON lets it through, but it cannot be written out as
  // UTF-8, so every page and record showing the name would fail.
  if (LONE_SURROGATE.test(name)) fail("request/invalid", "`name` must be valid Unicode text.");
  const length = [...name].length;
  if (length < 1 || length > 40) fail("request/invalid", "`name` must be 1 to 40 characters long.");
  return name;
}

/** A seat's seed contribution: 1–128 hex chars of even length, stored lowercase; "" when absent. */
export function entropy(raw: unknown): string {
  if (raw === undefined) return "";
  if (typeof raw !== "string" || !/^[0-9a-fA-F]{1,128}$/.test(raw) || raw.length % 2 !== 0)
    fail("request/invalid", "`entropy` must be 2 to 128 hex characters (whole bytes).");
  return raw.toLowerCase();
}

export function integer(raw: unknown, field: string, min: number, max: number): number {
  if (typeof raw !== "number" || !Number.isInteger(raw) || raw < min || raw > max)
    fail("request/invalid", `\`${field}\` must be a whole number from ${min} to ${max}.`);
  return raw;
}

/** The bearer token: undefined when there is no Authorization header at all. */
export function bearer(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header);
  // A present but unusable header is an unknown token, not a spectator.
  return m ? m[1]! : "";
}
