// Stable error codes (api.md). Clients switch on `code`; `message` is for people.
export const ERROR_STATUS = {
  "request/invalid": 400,
  "request/fixtures_disabled": 400,
  /** A `lang` we do not speak where one must be named (PUT /api/games/:id/push; api.md "Languages"). */
  "request/unknown_lang": 400,
  "request/too_large": 413,
  "request/unsupported_media_type": 415,
  /** A method the route does not answer (sent with an Allow header). */
  "request/method_not_allowed": 405,
  "auth/invalid_token": 401,
  "auth/invalid_invite": 401,
  "seat/not_host": 403,
  "game/not_found": 404,
  "route/not_found": 404,
  "game/full": 409,
  "game/stale_version": 409,
  "game/not_started": 409,
  "game/finished": 409,
  "game/not_finished": 409,
  "game/not_waiting": 409,
  "seat/is_host": 409,
  "seat/resigned": 409,
  /** Handing a seat on (api.md "Replacing a player who is gone"). */
  "seat/not_absent": 409,
  "seat/not_replaceable": 409,
  /** Claiming a match (api.md "Claiming a Duel from a player who is gone") is for tables of two. */
  "seat/not_claimable": 409,
  "rematch/no_offer": 409,
  "rematch/not_accepted": 409,
  /** A series (api.md "Series"): none on this table, over already, or going on (no rematch offers meanwhile). */
  "series/none": 409,
  "series/over": 409,
  "series/goes_on": 409,
  /** Pause by agreement (api.md "Pause by agreement"): only on tables with a clock. */
  "game/no_clock": 409,
  "pause/pending": 409,
  "pause/limit": 409,
  "pause/no_offer": 409,
  /** More than PAUSE_OFFERS_PER_WINDOW offers from one seat in a day (api.md "Limits (fourth round)"). */
  "pause/too_often": 409,
  /** Clubs (api.md "Clubs"). */
  "club/not_found": 404,
  "club/member_not_found": 404,
  "club/members_only": 401,
  "club/bad_invite": 401,
  "club/name_taken": 409,
  "club/full": 409,
  "chat/too_fast": 429,
  "rate/limited": 429,
  /** A bug on our side; never caused by what a client sends. */
  "server/internal": 500,
  /** D1 (the match history) cannot be reached: try again after Retry-After. */
  "server/unavailable": 503,
} as const;

export type FixedErrorCode = keyof typeof ERROR_STATUS;
/** Rule refusals are 422 with a `move/...` code. */
export type ErrorCode = FixedErrorCode | `move/${string}`;

export interface ApiError {
  error: { code: ErrorCode; message: string };
}

export function statusOf(code: ErrorCode): number {
  return code in ERROR_STATUS ? ERROR_STATUS[code as FixedErrorCode] : 422;
}
