// What every game's table read aloud opens with (the R key: ./*/read.ts): whose turn
// it is, or that the game is over, or still filling up.
import type { View } from "../../../src/protocol";
import { fmt } from "../i18n/format";
import * as tm from "../i18n/messages";

export function turnWords(v: View, names: string[]): string {
  if (v.status === "waiting" || v.state === null) return tm.rFilling;
  if (v.status === "finished") return tm.rOver;
  if (v.you !== null && v.toAct.includes(v.you)) return tm.rYourTurn;
  return fmt(tm.rToPlay, { who: v.toAct.map((s) => names[s]).join(tm.tAnd) });
}

/** Seats' lines, one sentence: "Ann: …; Bob: …." */
export const seatList = (lines: string[]): string => fmt(tm.rList, { items: lines.join("; ") });
