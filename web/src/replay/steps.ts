// Every state of a finished match, rebuilt in the browser by the engine itself:
// setup from the record's seed and options, then each logged entry through the
// same applyEntry the room used, so the page shows exactly what was played.
import { applyEntry, type LoggedMove } from "../../../src/engine/replay";
import type { LogReader } from "../../../src/engine/log-texts";
import type { AnyGameDef, BaseState } from "../../../src/engine/types";
import type { MatchRecord } from "../../../src/protocol";
import { fmt } from "../i18n/format";
import * as msg from "../i18n/messages";
import type { ReplayEngine } from "../games/load";

export interface Steps {
  def: AnyGameDef;
  /** How the page reads the log. */
  log: LogReader;
  /** states[0] is the table as dealt; states[k] the table after move k. */
  states: BaseState[];
  /** A move that did not replay (a damaged record): the states stop before it. */
  broken: { index: number; message: string } | null;
}

/** `engine`: the match's game engine (loaded for this game only, games/load.ts). */
export function replaySteps(record: MatchRecord, engine: ReplayEngine | undefined): Steps | string {
  if (!engine) return fmt(msg.rpCannotReplay, { game: record.game });
  const { def, log } = engine;
  const opts = def.parseOptions(record.options ?? {}, record.seats);
  if (!opts.ok) return fmt(msg.rpBadOptions, { why: opts.error });
  let state: BaseState = def.setup({ seats: record.seats, seed: record.seed, options: opts.value });
  const states = [state];
  const moves = (Array.isArray(record.moves) ? record.moves : []) as LoggedMove[];
  for (let i = 0; i < moves.length; i++) {
    const r = applyEntry(def, state, moves[i]!, log.words);
    if (!r.ok) return { def, log, states, broken: { index: i, message: r.error.message } };
    state = r.value;
    states.push(state);
  }
  return { def, log, states, broken: null };
}
