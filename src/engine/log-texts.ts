// Turns a logged event into its line of text. The words come from the catalog the
// caller reads in (src/words: one per language, filled by nobody at run time), the
// lines from the game (its `lines`, texts.ts): how each event becomes a line, its
// kind and who may read it. Both are arguments, so a page that carries one game's
// engine, like the replay page, carries only that game's lines and, from the build,
// only its words in the page's language. Texts are only built when someone reads
// the log: playouts never format a string.
import type { Catalog } from "../words/format";
import { say, seatName } from "../words/say";
import type { LogEvent } from "./log";
import type { LogEntry, Seat } from "./types";

/** A game's events as lines in a catalog's words (null: not one of its events). */
export type GameLines = (e: LogEvent, words: Catalog) => LogEntry | null;

/** What a log is read with: a language's words and the lines of the game(s) it is from. */
export interface LogReader {
  readonly words: Catalog;
  readonly lines: GameLines;
}

/**
 * The lines the room's replay writes (replay.ts): a move played for a seat ("@by":
 * the move's own line, marked), or a line saying so when the move wrote none.
 */
function markTexts(e: LogEvent, r: LogReader): LogEntry | null {
  const [ev, n, seat] = e;
  const { words } = r;
  if (ev === "by.timeout.line" || ev === "by.resigned.line")
    return {
      n,
      kind: ev.slice(3, -5),
      seat,
      text: say(words, ev, [], seatName(seat, words)),
      by: ev.slice(3, -5) as NonNullable<LogEntry["by"]>,
    };
  if (ev !== "@by") return null;
  const by = e[3] as NonNullable<LogEntry["by"]>;
  const line = renderEvent([e[4] as string, n, ...(e.slice(5) as [Seat, ...(string | number)[]])], r);
  const prefix = `${seatName(seat, words)} `;
  const mark = say(words, `by.${by}`);
  line.text = line.text.startsWith(prefix)
    ? `${prefix}${mark} ${line.text.slice(prefix.length)}`
    : `${prefix}${mark} ${line.text}`;
  line.by = by;
  return line;
}

export function renderEvent(e: LogEvent, r: LogReader): LogEntry {
  const line = markTexts(e, r) ?? r.lines(e, r.words);
  if (!line) throw new Error(`no text for log event ${e[0]}`);
  return line;
}
