// Expected failures are values, never exceptions (chessops style): the room maps
// a MoveError's code straight onto a 422 response.
export type Result<T, E> = { ok: true; value: T } | { ok: false; error: E };

export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });
export const err = <E>(error: E): Result<never, E> => ({ ok: false, error });
