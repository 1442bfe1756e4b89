// The engine's log in the page's language, for the pages that build views
// themselves (the replay, the practice table): which language the engine writes
// in, and how its lines name a seat there ("Seat 2", "Spiller 2"), so the page can
// put the players' names in as the room does on the server.
import { seatName } from "../../../src/engine/log-texts";
import { DEFAULT_LANG, langOf } from "../../../src/protocol/lang";
import { LANG } from "./format";

/** The pseudo-language of the layout tests reads as English. */
export const LOG_LANG = langOf(LANG) ?? DEFAULT_LANG;

const SEAT_REF = new RegExp(`\\b${seatName(0, LOG_LANG).replace(/\s*0\s*/, "")} (\\d+)\\b`, "g");

/** A log line's text with "Seat N" (in the page's language) replaced by `names[N]`. */
export function withNames(text: string, names: readonly string[]): string {
  return text.replace(SEAT_REF, (m, n: string) => names[Number(n)] ?? m);
}
