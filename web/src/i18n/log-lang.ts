// The engine's log in the page's language, for the pages that build views
// themselves (the replay, the practice table): the words the engine's lines are
// read in there, and how its lines name a seat ("Seat 2", "Spiller 2"), so the page
// can put the players' names in as the room does on the server. The build points
// the catalogs imported here and in the game chunks (src/words/en/log*.ts) at the
// page's language (web/src/build/lang-build.ts): a page carries its own words only.
import type { LogReader } from "../../../src/engine/log-texts";
import type { AnyGameDef } from "../../../src/engine/types";
import { DEFAULT_LANG, langOf } from "../../../src/protocol/lang";
import { logShared } from "../../../src/words/en/log";
import { seatName } from "../../../src/words/say";
import { fmt, LANG } from "./format";

/** The pseudo-language of the layout tests reads as English. */
export const LOG_LANG = langOf(LANG) ?? DEFAULT_LANG;

/** How the page reads a game's log: its lines, in its words (from the game's chunk) and the shared ones. */
export function logReader(def: AnyGameDef, words: Readonly<Record<string, string>>): LogReader {
  return { words: { lang: LOG_LANG, messages: { ...logShared, ...words }, fill: fmt }, lines: def.lines };
}

const SEAT_REF = new RegExp(
  `\\b${seatName(0, { lang: LOG_LANG, messages: logShared, fill: fmt }).replace(/\s*0\s*/, "")} (\\d+)\\b`,
  "g",
);

/** A log line's text with "Seat N" (in the page's language) replaced by `names[N]`. */
export function withNames(text: string, names: readonly string[]): string {
  return text.replace(SEAT_REF, (m, n: string) => names[Number(n)] ?? m);
}
