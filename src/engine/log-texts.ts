// Turns a logged event into its line of text. Each game adds its own texts when
// its setup module loads (every state starts there), so a page that carries one
// game's engine, like the replay page, does not download the other games' texts.
import type { LogEvent } from "./log";
import type { LogEntry } from "./types";

type Texts = (e: LogEvent) => LogEntry | null;
const texts: Texts[] = [];

export function addLogTexts(t: Texts): void {
  if (!texts.includes(t)) texts.push(t);
}

export function renderEvent(e: LogEvent): LogEntry {
  for (const t of texts) {
    const line = t(e);
    if (line) return line;
  }
  throw new Error(`no text for log event ${e[0]}`);
}
