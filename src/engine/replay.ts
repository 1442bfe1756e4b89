// Replays a match from its seed, options and move log: the same code path as live
// play, so a recorded match can be checked by anyone (npm run verify).
import type { AnyGameDef, MoveError, Seat } from "./types";
import { err, ok, type Result } from "./result";

export interface LoggedMove {
  seat: Seat;
  move: unknown;
}

export interface ReplayFailure {
  /** Index in the move log of the first move that did not apply. */
  index: number;
  error: MoveError | { code: "request/invalid"; message: string };
}

export function replay(
  def: AnyGameDef,
  init: { seats: number; seed: string; options: unknown },
  moves: readonly LoggedMove[],
): Result<unknown, ReplayFailure> {
  const opts = def.parseOptions(init.options, init.seats);
  if (!opts.ok) return err({ index: -1, error: { code: "request/invalid", message: opts.error } });
  let state = def.setup({ seats: init.seats, seed: init.seed, options: opts.value });
  for (let i = 0; i < moves.length; i++) {
    const { seat, move } = moves[i]!;
    const parsed = def.parseMove(move);
    if (!parsed) return err({ index: i, error: { code: "request/invalid", message: "not a move of this game" } });
    const r = def.apply(state, seat, parsed);
    if (!r.ok) return err({ index: i, error: r.error });
    state = r.value;
  }
  return ok(state);
}
