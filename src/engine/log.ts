// The game log as a state keeps it. `apply` never changes its input, so a log
// kept as one array would be copied whole on every move, and a match would cost
// time quadratic in its length. Instead the lines sit in a few arrays ("parts")
// that successive states share: a move copies only the short list of parts and
// writes its lines into a part of its own. Parts are merged as they pile up, so
// there are about log2(length) of them and each line is copied O(log n) times
// over a whole match; the state stays flat JSON (no deep nesting).
//
// A line is either finished text (a LogEntry) or an event (kind + data) whose
// text is only written when someone reads the log (logLines); which games write
// events is their own choice (log-texts.ts renders them).
import { renderEvent } from "./log-texts";
import type { LogEntry, Seat } from "./types";

/** A line as stored: a finished entry, or an event rendered when read. */
export type LogLine = LogEntry | LogEvent;

/**
 * An event: `ev` names its text (log-texts.ts), `v` holds what the text says. `n`,
 * `seat` and `to` mean what they mean in LogEntry.
 */
export interface LogEvent {
  n: number;
  ev: string;
  v: (string | number)[];
  seat?: Seat;
  to?: Seat[];
}

export interface GameLog {
  /** Lines in all. */
  length: number;
  /** The state version that owns the last part: only a move of that version writes into it. */
  n: number;
  parts: LogLine[][];
}

export function emptyLog(): GameLog {
  return { length: 0, n: -1, parts: [] };
}

/** A log holding these finished lines (a room loading its stored log). */
export function logFromLines(lines: readonly LogEntry[]): GameLog {
  return { length: lines.length, n: -1, parts: lines.length > 0 ? [lines.slice()] : [] };
}

/**
 * The log `state` writes into during a move of `version`: the same object while
 * the move goes on, or a new one sharing every earlier part with the input.
 */
function writable(log: GameLog, version: number): GameLog {
  if (log.n === version) return log;
  const parts = log.parts.slice();
  // Merge the newest parts while the one before is no bigger (a binary counter):
  // at most ~log2(length) parts, each line copied O(log n) times in all.
  while (parts.length >= 2 && parts[parts.length - 2]!.length <= parts[parts.length - 1]!.length) {
    const last = parts.pop()!;
    parts[parts.length - 1] = parts[parts.length - 1]!.concat(last);
  }
  parts.push([]);
  return { length: log.length, n: version, parts };
}

/** Appends a line to `s.log` on behalf of the move that made `s` (version `s.version`). */
export function appendLine(s: { version: number; log: GameLog }, line: LogLine): void {
  const log = s.log.n === s.version ? s.log : (s.log = writable(s.log, s.version));
  log.parts[log.parts.length - 1]!.push(line);
  log.length++;
}

function render(line: LogLine): LogEntry {
  return "ev" in line ? renderEvent(line) : line;
}

/** Lines `from` onwards (index in the whole log), as text. Costs only what it returns. */
export function linesFrom(log: GameLog, from: number): LogEntry[] {
  const out: LogEntry[] = [];
  let start = log.length;
  let k = log.parts.length;
  while (k > 0 && start > from) start -= log.parts[--k]!.length;
  for (let i = from - start; k < log.parts.length; k++, i = 0) {
    const part = log.parts[k]!;
    for (; i < part.length; i++) out.push(render(part[i]!));
  }
  return out;
}

// The rendered text of a whole log, kept per log object: a room builds several
// views (one per seat) of the same state, and a log object never changes once
// its move is over (a newer move writes into a new one).
const rendered = new WeakMap<GameLog, { length: number; lines: LogEntry[] }>();

/** Every line, as text. Read-only: callers copy what they change. */
export function logLines(log: GameLog): LogEntry[] {
  const hit = rendered.get(log);
  if (hit && hit.length === log.length) return hit.lines;
  const lines = linesFrom(log, 0);
  rendered.set(log, { length: log.length, lines });
  return lines;
}

/**
 * The log with its lines from `from` on replaced (a room marking a move it played
 * for a seat). A new object: `log` itself and its parts are left as they are.
 */
export function replaceFrom(log: GameLog, from: number, lines: readonly LogEntry[]): GameLog {
  const parts = log.parts.slice();
  let start = log.length;
  while (parts.length > 0 && start > from) start -= parts.pop()!.length;
  // A part that began before `from` keeps its own earlier lines.
  const kept: LogLine[] = [];
  if (start < from) {
    const whole = log.parts[parts.length]!;
    for (let i = 0; i < from - start; i++) kept.push(whole[i]!);
  }
  parts.push(kept.concat(lines));
  return { length: from + lines.length, n: -1, parts };
}
