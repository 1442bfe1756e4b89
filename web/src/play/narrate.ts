// What the play page says to a screen reader (and the turn notification) when a
// new view arrives: the new log lines, "Your turn.", and the result.
import * as tm from "../i18n/messages";
import { fmt } from "../i18n/format";
import type { View } from "../../../src/protocol";
import { announce, notifyTurn } from "../lib/announce";
import { humanLog, spokenLog } from "../lib/log-text";
import { ABANDONED } from "../lib/match-text";
import { seatNames } from "../lib/seats";

export function isYourTurn(v: View): boolean {
  return v.status === "playing" && v.you !== null && v.toAct.includes(v.you);
}

export function narrate(prev: View | null, v: View, game: string): void {
  const names = seatNames(v);
  const said: string[] = [];
  if (prev && v.log.length > prev.log.length)
    for (const e of v.log.slice(prev.log.length)) said.push(spokenLog(humanLog(e.text)));
  const turnNow = isYourTurn(v) && (!prev || !isYourTurn(prev) || prev.version !== v.version);
  if (turnNow) {
    said.push(tm.tYourTurnSaid);
    notifyTurn(game);
  }
  if (v.status === "finished" && prev?.status !== "finished" && v.result?.reason === "abandoned")
    said.push(fmt(tm.tGameOver, { text: ABANDONED }));
  else if (v.status === "finished" && prev?.status !== "finished" && v.result) {
    const w = v.result.winners.map((s) => names[s]).join(tm.tAnd);
    said.push(fmt(v.result.winners.length === 1 ? tm.tWinsOne : tm.tWinsMany, { who: w }));
  }
  announce(said.join(" "));
}
