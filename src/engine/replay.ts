// Replays a match from its seed, options and move log: the same code path as live
// play (the room applies every entry through applyEntry too), so a recorded match,
// timeouts and resignations included, can be checked by anyone (npm run verify).
import type { Catalog } from "../words/format";
import { say, seatName } from "../words/say";
import type { AnyGameDef, BaseState, MoveError, Seat } from "./types";
import { type LogLine, rawFrom, renderLine, replaceFrom } from "./log";
import { err, ok, type Result } from "./result";

/** Who chose a move the seat did not make itself. */
export type MoveBy = "timeout" | "resigned";

/**
 * One entry of the move log: a move (`by` marks one the room played for the seat:
 * its clock ran out, or it had resigned), or a resignation (`resign: true`; `by`
 * says whether the seat resigned or a timeout lost it the match).
 */
export type LoggedMove = { seat: Seat; move: unknown; by?: MoveBy } | { seat: Seat; resign: true; by: MoveBy };

export interface ReplayFailure {
  /** Index in the move log of the first move that did not apply. */
  index: number;
  error: MoveError | { code: "request/invalid"; message: string };
}

type EntryError = ReplayFailure["error"];

/**
 * Marks the engine's line for a move the seat did not choose: "Seat 1 banks 14."
 * becomes "Seat 1 ran out of time: banks 14."; when the engine wrote no such line,
 * one saying so goes before the move's lines. An event stays an event (wrapped in
 * a "@by" event, log-texts.ts), so the mark is written in the reader's language.
 * Which line is the move's own is read in `words` (English on the Worker; a page
 * has only its own language's words).
 */
function markLog(before: number, state: BaseState, seat: Seat, by: MoveBy, def: AnyGameDef, words: Catalog): BaseState {
  // Only this move's own lines change, so only they are read and replaced.
  const lines: LogLine[] = rawFrom(state.log, before);
  const reader = { words, lines: def.lines };
  const prefix = `${seatName(seat, words)} `;
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i]!;
    const e = renderLine(raw, reader);
    if (!e.to && e.text.startsWith(prefix)) {
      lines[i] = Array.isArray(raw)
        ? ["@by", raw[1], seat, by, raw[0], ...raw.slice(2)]
        : { ...e, text: `${prefix}${say(words, `by.${by}`)} ${e.text.slice(prefix.length)}` };
      return { ...state, log: replaceFrom(state.log, before, lines) };
    }
  }
  lines.unshift([`by.${by}.line`, state.version, seat]);
  return { ...state, log: replaceFrom(state.log, before, lines) };
}

/** Applies one move-log entry; the room and replay share it. `words`: what markLog reads lines in. */
export function applyEntry<S extends BaseState>(
  def: AnyGameDef,
  state: S,
  entry: LoggedMove,
  words: Catalog,
): Result<S, EntryError> {
  if ("resign" in entry && entry.resign === true) {
    const next = def.resign?.(state, entry.seat) ?? null;
    if (next === null) return err({ code: "move/no_resign", message: `${def.name} has no resignation at this table.` });
    return ok(next as S);
  }
  const parsed = def.parseMove((entry as { move: unknown }).move);
  if (!parsed) return err({ code: "request/invalid", message: "not a move of this game" });
  const r = def.apply(state, entry.seat, parsed);
  if (!r.ok) return err(r.error);
  return ok((entry.by ? markLog(state.log.length, r.value, entry.seat, entry.by, def, words) : r.value) as S);
}

/**
 * `words`: as for applyEntry. `before`, when given, sees the state each entry is
 * applied to (a verifier checks what time played).
 */
export function replay(
  def: AnyGameDef,
  init: { seats: number; seed: string; options: unknown },
  moves: readonly LoggedMove[],
  words: Catalog,
  before?: (state: BaseState, index: number) => void,
): Result<unknown, ReplayFailure> {
  const opts = def.parseOptions(init.options, init.seats);
  if (!opts.ok) return err({ index: -1, error: { code: "request/invalid", message: opts.error } });
  let state: BaseState = def.setup({ seats: init.seats, seed: init.seed, options: opts.value });
  for (let i = 0; i < moves.length; i++) {
    before?.(state, i);
    const r = applyEntry(def, state, moves[i]!, words);
    if (!r.ok) return err({ index: i, error: r.error });
    state = r.value;
  }
  return ok(state);
}
