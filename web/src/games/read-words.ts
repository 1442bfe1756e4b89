// What every game's table read aloud shares (the R key: ./*/read.ts): whose turn it
// is, the seats' lines, and cards named as the table names them. These modules load
// with the keys (web/src/play/move-keys.ts) and use nothing of the game's own code:
// what the first paint loads stays as it was (tests/browser/page-weight.test.ts).
import type { View } from "../../../src/protocol";
import { fmt } from "../i18n/format";
import * as tm from "../i18n/messages";

export function turnWords(v: View, names: string[]): string {
  if (v.status === "waiting" || v.state === null) return tm.rFilling;
  if (v.status === "finished") return tm.rOver;
  if (v.you !== null && v.toAct.includes(v.you)) return tm.rYourTurn;
  return fmt(tm.rToPlay, { who: v.toAct.map((s) => names[s]).join(tm.rAnd) });
}

/** Seats' lines, one sentence: "Ann: …; Bob: …." */
export const seatList = (lines: string[]): string => fmt(tm.rList, { items: lines.join("; ") });

/** The cards drawn at `selector`, by the names the table gives them ("7 of hearts"), in order. */
export const cardsAt = (selector: string): string[] =>
  [...document.querySelectorAll(`${selector} .card:is([role="img"], [data-name])`)].map(
    (c) => c.getAttribute("aria-label") ?? c.getAttribute("data-name") ?? "",
  );
