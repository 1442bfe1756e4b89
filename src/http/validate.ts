// Field checks shared by the routes. Each failure names the field, so the
// message tells a client what to fix.
import { GAME_ID } from "../protocol/game-id";
import { GAME_NOT_FOUND } from "../protocol/not-found";
import { fail } from "./failure";

export function gameIdParam(id: string): string {
  if (!GAME_ID.test(id)) fail(GAME_NOT_FOUND.code, GAME_NOT_FOUND.message);
  return id;
}

// Half of a UTF-16 pair on its own: JSON lets it through, but it is no character
// and cannot be written out as UTF-8, so every page showing it would fail.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
// C0 and C1 controls, line and paragraph separators, and the bidi controls that
// would make a name or a message display as something other than what it is.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

/** Text people type (names, chat): trimmed, 1–`max` characters, one plain line. */
export function plainText(raw: unknown, field: string, max: number): string {
  if (typeof raw !== "string") fail("request/invalid", `\`${field}\` must be a string.`);
  const text = raw.trim();
  if (CONTROL.test(text)) fail("request/invalid", `\`${field}\` must not contain control characters or line breaks.`);
  if (LONE_SURROGATE.test(text)) fail("request/invalid", `\`${field}\` must be valid Unicode text.`);
  const length = [...text].length;
  if (length < 1 || length > max) fail("request/invalid", `\`${field}\` must be 1 to ${max} characters long.`);
  return text;
}

export function playerName(raw: unknown): string {
  return plainText(raw, "name", 40);
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
