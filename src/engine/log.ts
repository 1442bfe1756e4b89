// The game log as a state keeps it. `apply` never changes its input, so a log
// kept as one array would be copied whole on every move, and a match would cost
// time quadratic in its length. Instead each move that writes lines adds one
// small node holding them and pointing at the log before it, which successive
// states share. So that the state stays shallow JSON, a chain of nodes is at most
// CHAIN long: the next move folds it into `parts`, a few arrays merged like a
// binary counter (about log2(length) of them; each line is copied O(log n)
// times over a whole match, never all of them per move).
//
// A line is either finished text (a LogEntry: only logs stored before issue 27
// hold those) or an event (kind + data) whose text is only written when someone
// reads the log (logLines), with the reader's words (log-texts.ts renders them).
import { plusAll } from "./arrays";
import { type LogReader, renderEvent } from "./log-texts";
import type { LogEntry, Seat } from "./types";

/** A line as stored: a finished entry, or an event rendered when read. */
export type LogLine = LogEntry | LogEvent;

/**
 * An event, one flat array (one allocation per line): which text (log-texts.ts),
 * the version after which it happened, the seat it is about (-1: none), then what
 * the text says. Whether only that seat may read it is part of the text (log-texts.ts).
 */
export type LogEvent = [ev: string, n: number, seat: Seat, ...args: (string | number)[]];

export interface GameLog {
  /** Lines in all, up to and including this node's. */
  length: number;
  /** The state version whose move owns this node: only that move writes into it. */
  n: number;
  /** Nodes in the chain from here back to its first (1 for the first). */
  depth: number;
  /** The first node of a chain: every line before the chain, in merged arrays. Otherwise null. */
  parts: LogLine[][] | null;
  /** This node's own lines (one move's). */
  lines: LogLine[];
  prev: GameLog | null;
}

/** Nodes per chain before they are folded into parts: bounds the JSON's depth. */
const CHAIN = 64;

export function emptyLog(): GameLog {
  return { length: 0, n: -1, depth: 1, parts: [], lines: [], prev: null };
}

/** A log holding these lines, events or finished (a room loading its stored log). */
export function logFromLines(lines: readonly LogLine[]): GameLog {
  return {
    length: lines.length,
    n: -1,
    depth: 1,
    parts: lines.length > 0 ? [lines.slice()] : [],
    lines: [],
    prev: null,
  };
}

/** The chain ending at `log`, first node first. */
function chainOf(log: GameLog): GameLog[] {
  const nodes: GameLog[] = [];
  for (let g: GameLog | null = log; g; g = g.prev) nodes.push(g);
  return nodes.reverse();
}

/** Every line of a full chain in merged arrays: the new first node's parts. */
function fold(log: GameLog): LogLine[][] {
  const nodes = chainOf(log);
  const parts = nodes[0]!.parts!.slice();
  const block: LogLine[] = [];
  for (const g of nodes) for (const line of g.lines) block.push(line);
  parts.push(block);
  // Merge the newest arrays while the one before is no bigger (a binary counter).
  while (parts.length >= 2 && parts[parts.length - 2]!.length <= parts[parts.length - 1]!.length) {
    const last = parts.pop()!;
    parts[parts.length - 1] = plusAll(parts[parts.length - 1]!, last);
  }
  return parts;
}

/** A new node for the move of `version` holding `lines`, after `log` (which is left as it is). */
function nodeAfter(log: GameLog, version: number, lines: LogLine[]): GameLog {
  const length = log.length + lines.length;
  if (log.depth >= CHAIN) return { length, n: version, depth: 1, parts: fold(log), lines, prev: null };
  return { length, n: version, depth: log.depth + 1, parts: null, lines, prev: log };
}

/** Appends a line to `s.log` on behalf of the move that made `s` (version `s.version`). */
export function appendLine(s: { version: number; log: GameLog }, line: LogLine): void {
  const log = s.log;
  if (log.n === s.version) {
    log.lines.push(line);
    log.length++;
  } else s.log = nodeAfter(log, s.version, [line]);
}

/** Lines `from` onwards (index in the whole log) as stored: events stay events (storage keeps them so). */
export function rawFrom(log: GameLog, from: number): LogLine[] {
  const arrays: LogLine[][] = [];
  let start = log.length;
  let g: GameLog | null = log;
  for (; g && start > from; g = g.prev) {
    arrays.push(g.lines);
    start -= g.lines.length;
    if (g.parts) {
      for (let k = g.parts.length - 1; k >= 0 && start > from; k--) {
        arrays.push(g.parts[k]!);
        start -= g.parts[k]!.length;
      }
    }
  }
  const out: LogLine[] = [];
  for (let k = arrays.length - 1, i = from - start; k >= 0; k--, i = 0) {
    const a = arrays[k]!;
    for (; i < a.length; i++) out.push(a[i]!);
  }
  return out;
}

/** A stored line as text read with `r` (a finished line has only the text it was written with). */
export function renderLine(line: LogLine, r: LogReader): LogEntry {
  return Array.isArray(line) ? renderEvent(line, r) : line;
}

/** Lines `from` onwards (index in the whole log), as text. Costs what it returns, plus the chain's length. */
export function linesFrom(log: GameLog, from: number, r: LogReader): LogEntry[] {
  const raw = rawFrom(log, from);
  const out: LogEntry[] = new Array(raw.length);
  for (let i = 0; i < raw.length; i++) out[i] = renderLine(raw[i]!, r);
  return out;
}

// The rendered text of a whole log, kept per log object: a room builds several
// views (one per seat) of the same state, and a log object never changes once
// its move is over (a newer move writes into a new one). One cache per reader
// (a language's words and lines: the Worker keeps one per language).
const rendered = new WeakMap<LogReader, WeakMap<GameLog, { length: number; lines: LogEntry[] }>>();

/** Every line, as text read with `r`. Read-only: callers copy what they change. */
export function logLines(log: GameLog, r: LogReader): LogEntry[] {
  let cache = rendered.get(r);
  if (!cache) rendered.set(r, (cache = new WeakMap()));
  const hit = cache.get(log);
  if (hit && hit.length === log.length) return hit.lines;
  const lines = linesFrom(log, 0, r);
  cache.set(log, { length: log.length, lines });
  return lines;
}

/**
 * The log with its lines from `from` on replaced (a room marking a move it played
 * for a seat). A new object: `log` itself and its nodes are left as they are.
 */
export function replaceFrom(log: GameLog, from: number, lines: readonly LogLine[]): GameLog {
  const length = from + lines.length;
  // The usual case: the move's lines are exactly the last node's, or it wrote none.
  if (log.length - log.lines.length === from) return { ...log, length, n: -1, lines: lines.slice() };
  if (log.length === from) return nodeAfter(log, -1, lines.slice());
  return logFromLines([...rawFrom(log, 0).slice(0, from), ...lines]);
}
