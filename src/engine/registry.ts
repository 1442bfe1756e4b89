// Every game the service offers, by the id used in the API. Each game adds its line.
import { CATALOGS } from "../words/catalogs";
import type { Lang } from "../words/lang";
import type { GameLines, LogReader } from "./log-texts";
import type { AnyGameDef } from "./types";
import { dobbelsjanse } from "./dobbelsjanse";
import { stakes } from "./stakes";
import { twelves } from "./twelves";

export const GAMES: Record<string, AnyGameDef> = {
  dobbelsjanse,
  stakes,
  twelves,
};

export function gameById(id: unknown): AnyGameDef | undefined {
  return typeof id === "string" && Object.hasOwn(GAMES, id) ? GAMES[id] : undefined;
}

/** Every game's lines: an event is one game's, by its name. */
const everyGame: GameLines = (e, words) => {
  for (const def of Object.values(GAMES)) {
    const line = def.lines(e, words);
    if (line) return line;
  }
  return null;
};

const readers = new Map<Lang, LogReader>();

/** How the Worker, the tools and the tests read any game's log in `lang` (a page reads only its game's: web/src/i18n/log-lang.ts). */
export function logIn(lang: Lang): LogReader {
  let r = readers.get(lang);
  if (!r) readers.set(lang, (r = { words: CATALOGS[lang], lines: everyGame }));
  return r;
}
