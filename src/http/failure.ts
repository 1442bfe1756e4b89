// Every HTTP error leaves through one path: throw an ApiFailure anywhere in a
// route, and the app's onError turns it into {"error":{code,message}} with the
// status api.md fixes for that code.
import type { Context } from "hono";
import { statusOf, type ErrorCode } from "../protocol/errors";

export class ApiFailure extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Seconds, sent as Retry-After (429 and 503). */
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

export function fail(code: ErrorCode, message: string, retryAfter?: number): never {
  throw new ApiFailure(code, message, retryAfter);
}

export function errorResponse(c: Context, code: ErrorCode, message: string, retryAfter?: number): Response {
  const headers = retryAfter === undefined ? undefined : { "Retry-After": String(retryAfter) };
  return c.json({ error: { code, message } }, statusOf(code) as 400, headers);
}

/** Unwraps a room's result value, or throws its error for onError to answer. */
export function orFail<T>(r: { ok: true; value: T } | { ok: false; error: { code: string; message: string } }): T {
  if (r.ok) return r.value;
  fail(r.error.code as ErrorCode, r.error.message);
}

/** Answers with a view the room already serialised (RoomResult<ViewJson>). */
export function viewResponse(
  c: Context,
  r: { ok: true; value: string } | { ok: false; error: { code: string; message: string } },
): Response {
  return c.body(orFail(r), 200, { "Content-Type": "application/json" });
}
