// How a game turns its events into lines: a table of event → kind (and whether only
// its own seat may read it), the words coming from the catalog the log is read in,
// by the event's name (src/words/<lang>/log-<game>.ts). Each game keeps the key order
// its lines have always had.
import type { Catalog } from "../words/format";
import { say, seatName } from "../words/say";
import type { GameLines } from "./log-texts";
import type { LogEntry } from "./types";

export type Args = (string | number)[];

export interface EventText {
  kind: string;
  /** Only the seat it is about may read it. */
  own?: true;
  /** Lines whose words are put together (lists, optional parts); otherwise the event's message as it is. */
  text?(v: Args, name: string, words: Catalog): string;
}

/** A game's lines: `textFirst` for games whose lines put `text` before `kind` (Stakes). */
export function eventLines(table: Record<string, EventText>, textFirst: boolean): GameLines {
  return (e, words) => {
    const ev = e[0];
    const t = table[ev];
    if (!t) return null;
    const n = e[1];
    const seat = e[2];
    const args = e.slice(3) as Args;
    const name = seat < 0 ? "" : seatName(seat, words);
    const text = t.text ? t.text(args, name, words) : say(words, ev, args, name);
    const out: LogEntry = textFirst ? { n, text, kind: t.kind } : { n, kind: t.kind, text };
    if (seat >= 0) out.seat = seat;
    if (t.own) out.to = [seat];
    return out;
  };
}
