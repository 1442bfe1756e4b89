// Error answers of one route: every code it can send, grouped by status (the
// statuses are src/protocol/errors.ts's), each status's schema naming exactly
// those codes, and the list again in `x-error-codes` for readers of the JSON.
import { ERROR_STATUS, type ErrorCode, type FixedErrorCode } from "../../protocol/errors";
import { obj, type Schema, str } from "./schema-kit";

/** Stands for every `move/…` code a game's rules refuse with (422). */
export const MOVE_CODES = "move/…";
export type RouteErrorCode = FixedErrorCode | typeof MOVE_CODES;

const statusOfCode = (code: RouteErrorCode): number => (code === MOVE_CODES ? 422 : ERROR_STATUS[code]);

const WHY: Record<number, string> = {
  400: "The request is malformed",
  401: "No usable seat token or invite",
  403: "Not allowed from this seat",
  404: "Not found",
  409: "The table's state does not allow it now",
  413: "The body is over 16 KB",
  415: "The body was sent without Content-Type: application/json",
  422: "A well-formed move the rules forbid now",
  429: "Too many requests",
  500: "A bug on our side",
  503: "The match history cannot be reached",
};

const RETRY_AFTER = {
  "Retry-After": { description: "Seconds to wait before trying again.", schema: { type: "integer" } },
};

function codeSchema(codes: RouteErrorCode[]): Schema {
  const fixed = codes.filter((c) => c !== MOVE_CODES);
  const moves = codes.includes(MOVE_CODES) ? [{ type: "string", pattern: "^move/[a-z_]+$" }] : [];
  const all = [...(fixed.length > 0 ? [{ enum: fixed }] : []), ...moves];
  return all.length === 1 ? all[0]! : { anyOf: all };
}

/** OpenAPI responses for `codes`, keyed by status. */
export function errorAnswers(codes: RouteErrorCode[]): Record<string, Schema> {
  const byStatus = new Map<number, RouteErrorCode[]>();
  for (const code of new Set(codes))
    byStatus.set(statusOfCode(code), [...(byStatus.get(statusOfCode(code)) ?? []), code]);
  const out: Record<string, Schema> = {};
  for (const [status, list] of [...byStatus].sort(([a], [b]) => a - b)) {
    out[String(status)] = {
      description: `${WHY[status] ?? "Refused"}: ${list.map((c) => `\`${c}\``).join(", ")}.`,
      "x-error-codes": list,
      ...(status === 429 || status === 503 ? { headers: RETRY_AFTER } : {}),
      content: { "application/json": { schema: obj({ error: obj({ code: codeSchema(list), message: str() }) }) } },
    };
  }
  return out;
}

export type { ErrorCode };
