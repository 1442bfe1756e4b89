// What the play page says to a screen reader (and the turn notification) when a
// new view arrives: the new log lines, "Your turn.", and the result. A round that
// ended is said as one summary (who won it, the standings) in place of the lines
// that showed each hand; the summary's words load with the round's sheet.
import * as tm from "../i18n/messages";
import { fmt } from "../i18n/format";
import type { View } from "../../../src/protocol";
import type { GameRenderer, RoundEnd, TableContext } from "../games/renderer";
import { announce, notifyTurn } from "../lib/announce";
import { humanLog, spokenLog } from "../lib/log-text";
import { ABANDONED } from "../lib/match-text";
import { seatNames } from "../lib/seats";

export function isYourTurn(v: View): boolean {
  return v.status === "playing" && v.you !== null && v.toAct.includes(v.you);
}

/**
 * A round's end as said aloud (../play/round-summary roundSaid): the log's new lines (from
 * `from`), whose move ended round `e`, with the summary in place of that move's lines after its first.
 */
export type RoundWords = () => Promise<(e: RoundEnd, names: string[], log: View["log"], from: number) => string>;

export function narrate(prev: View | null, v: View, game: string, renderer?: GameRenderer, words?: RoundWords): void {
  const names = seatNames(v);
  const from = prev ? prev.log.length : v.log.length;
  const lines = v.log.slice(from);
  // The round these lines ended, if one did (none once the match is over: its end says it).
  const end =
    words && v.status === "playing"
      ? renderer?.roundEnds?.({ view: v, names } as TableContext).find((e) => e.at >= from)
      : undefined;
  const lineSaid = lines.map((e) => spokenLog(humanLog(e.text)));
  const said: string[] = [];
  if (v.status === "finished" && prev?.status !== "finished" && v.result?.reason === "abandoned")
    said.push(fmt(tm.tGameOver, { text: ABANDONED }));
  else if (v.status === "finished" && prev?.status !== "finished" && v.result) {
    const w = v.result.winners.map((s) => names[s]).join(tm.tAnd);
    said.push(fmt(v.result.winners.length === 1 ? tm.tWinsOne : tm.tWinsMany, { who: w }));
  }
  if (isYourTurn(v) && (!prev || !isYourTurn(prev) || prev.version !== v.version)) {
    said.push(tm.tYourTurnSaid);
    notifyTurn(game);
  }
  const plain = () => announce([...lineSaid, ...said].join(" "));
  // Where the summary's words cannot load (offline), the lines as they are.
  if (end) void words!().then((say) => announce(`${say(end, names, v.log, from)} ${said.join(" ")}`), plain);
  else plain();
}
