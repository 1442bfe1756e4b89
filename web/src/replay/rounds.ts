// Where each round (and, in Twelves, each game of the match) begins, read from
// the spectator view's own `round` and `game` numbers, so every game gets the
// jump list without code of its own.
import type { AnyGameDef, BaseState } from "../../../src/engine/types";
import { fmt } from "../i18n/format";
import * as msg from "../i18n/messages";

export interface Mark {
  step: number;
  label: string;
}

function labelOf(v: unknown): string | null {
  if (!v || typeof v !== "object") return null;
  const { round, game } = v as { round?: unknown; game?: unknown };
  if (typeof round !== "number") return null;
  return typeof game === "number" ? fmt(msg.rpGameRound, { game, round }) : fmt(msg.rpRound, { round });
}

export function roundMarks(def: AnyGameDef, states: readonly BaseState[]): Mark[] {
  const marks: Mark[] = [];
  let last: string | null = null;
  states.forEach((s, step) => {
    const label = labelOf(def.view(s, null));
    if (label !== null && label !== last) marks.push({ step, label });
    last = label;
  });
  return marks;
}

/** The mark a step belongs to (the last one at or before it). */
export function markAt(marks: readonly Mark[], step: number): Mark | null {
  let found: Mark | null = null;
  for (const m of marks) if (m.step <= step) found = m;
  return found;
}
