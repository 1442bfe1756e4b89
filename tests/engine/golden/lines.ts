// The log as the room and the replay page read it: text lines, each with its
// version, kind, seat and readers. The one place the recorder touches the log,
// so the recording stays comparable whatever the engine keeps in its state.
import { linesFrom, logLines } from "../../../src/engine/log";
import type { BaseState, LogEntry } from "../../../src/engine/types";
import { logIn } from "../../../src/engine/registry";

export function linesOf(state: BaseState): LogEntry[] {
  return logLines(state.log, logIn("en"));
}

/** The lines from index `from` on: what one move added, without rendering the whole log again after every move. */
export function linesAfter(state: BaseState, from: number): LogEntry[] {
  return linesFrom(state.log, from, logIn("en"));
}
