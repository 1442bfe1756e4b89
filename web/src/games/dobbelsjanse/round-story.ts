// What the Dobbelsjanse log says about rounds: each finished round's results
// (who scored what, who failed on which card, how a double chance went) for the
// summary, and the card a seat failed on this round, which the engine puts away
// face down at once, so only the log still shows it.
import * as tm from "../../i18n/messages";
import { fmt } from "../../i18n/format";
import { cardAfter, lastOf, marks, numberAfter, type Line } from "../log-read";
import type { RoundEnd, RoundRow, TableContext } from "../renderer";
import type { DobbelState } from "./state";

// The log comes in the page's language (src/words/*/log-dobbelsjanse.ts): its words to read it by.
const LOG =
  (tm.lang as string) === "nb"
    ? { begins: /^Runde (\d+) begynner/, scores: "scorer", fails: "feiler", matches: "har samme verdi som" }
    : { begins: /^Round (\d+) begins/, scores: "scores", fails: "fails", matches: "matches" };
const BEGINS = LOG.begins;

/** The points a seat's "score" lines give in `lines`. */
function pointsOf(lines: readonly Line[], seat: number): number {
  return lines
    .filter((e) => e.kind === "score" && e.seat === seat)
    .reduce((n, e) => n + (numberAfter(e.text, LOG.scores) ?? 0), 0);
}

export interface Failed {
  card: string;
  matched: string;
}

/** The card `seat` failed on in the current round (null if it did not fail). */
export function failedOf(ctx: TableContext, s: DobbelState, seat: number): Failed | null {
  if (s.players[seat]?.out !== "failed") return null;
  const log = ctx.view.log;
  const start = marks(log, "round", BEGINS)
    .filter((m) => m.k === s.round)
    .pop();
  const lines = log.slice(start ? start.i : 0);
  const e = lastOf(lines, seat, ["fail"]);
  const name = ctx.names[seat] ?? fmt(tm.tSeatN, { n: seat });
  const card = e ? cardAfter(e.text, `${name} ${LOG.fails}: `) : null;
  const matched = e && card ? cardAfter(e.text, `${name} ${LOG.fails}: ${card} ${LOG.matches} `) : null;
  return card && matched ? { card, matched } : null;
}

export function dobbelsjanseRoundEnds(ctx: TableContext): RoundEnd[] {
  const v = ctx.view;
  const s = v.state as DobbelState | null;
  if (!s) return [];
  const log = v.log;
  const begins = marks(log, "round", BEGINS);
  const totals = s.players.map(() => 0);
  const out: RoundEnd[] = [];
  for (let k = 1; k < begins.length; k++) {
    const { i: from } = begins[k - 1]!;
    const { i: at, k: nextRound } = begins[k]!;
    const r = nextRound - 1;
    const lines = log.slice(from + 1, at);
    const endN = log[at]!.n;
    const rows: RoundRow[] = s.players.map((_, seat) => {
      const got = pointsOf(lines, seat);
      totals[seat]! += got;
      const last = lastOf(lines, seat, ["score", "fail", "double"]);
      let result = last ? last.text.replace(/\.$/, "") : tm.tStillIn;
      if (last?.kind === "double" && last.text.includes(LOG.fails)) result = tm.tDcFailed;
      return { seat, result, points: got > 0 ? `+${got}` : "0", total: String(totals[seat]) };
    });
    const top = Math.max(...rows.map((x) => Number(x.points) || 0));
    if (top > 0) for (const row of rows) row.best = Number(row.points) === top;
    const how = lines
      .filter(
        (e) => e.n === endN && (e.kind === "face" || e.kind === "double" || e.kind === "fail" || e.kind === "score"),
      )
      .map((e) => e.text);
    out.push({
      key: `round-${r}`,
      at,
      fresh: v.status === "playing" && v.version === endN,
      title: fmt(tm.tRoundOver, { n: r }),
      how: how.join(" "),
      pointsLabel: tm.tPoints,
      totalLabel: tm.tTotalHead,
      rows,
      next: fmt(tm.tNext, { line: log[at]!.text }),
    });
  }
  return out;
}
