// Turns a logged event into its line of text: each game that logs events names
// them with its own prefix and renders them here.
import type { LogEvent } from "./log";
import { dobbelLine } from "./dobbelsjanse/texts";
import { stakesLine } from "./stakes/texts";
import { twelvesLine } from "./twelves/texts";
import type { LogEntry } from "./types";

export function renderEvent(e: LogEvent): LogEntry {
  const line = stakesLine(e) ?? dobbelLine(e) ?? twelvesLine(e);
  if (!line) throw new Error(`no text for log event ${e[0]}`);
  return line;
}
