// The result panel at the end of a match: who won, how it ended (points, round
// wins, resignation, time, a match claimed from a player who was gone), a series' score, the final scores, then the rematch (./rematch-panel)
// and Replay. It comes up as a sheet over the board (./end-sheet), loaded with it.
import type { View } from "../../../src/protocol";
import { asyncOf } from "../async/fields";
import { h } from "../lib/dom";
import { fmt } from "../i18n/format";
import * as m from "../i18n/messages";
import { plural } from "../i18n/plural";
import { ABANDONED } from "../lib/match-text";
import { withUnit } from "../lib/score-units";
import { botMarkFor } from "../parts/bot-mark";
import { leaders, seriesScore } from "../../../src/protocol/series";
import { seriesOf } from "./series-bar";

function joinNames(names: string[]): string {
  return names.length <= 1
    ? (names[0] ?? "")
    : fmt(m.sAnd, { list: names.slice(0, -1).join(", "), last: names.at(-1)! });
}

/**
 * How the match ended, from the last line of the log: a resignation line at the
 * final version ended it (a timeout where timeouts lose is logged as the seat's
 * resignation, but the seat is not among those who resigned themselves).
 */
export function howItEnded(v: View, names: string[], unit: string): string {
  const res = v.result!;
  if (res.reason === "abandoned") return ABANDONED.slice(0, -1);
  if (res.reason === "claimed") {
    const winner = res.winners[0]!;
    return fmt(m.sWinsClaimed, { winner: names[winner]!, loser: names[1 - winner]! });
  }
  const winners = joinNames(res.winners.map((s) => names[s]!));
  const n = res.winners.length;
  const last = [...v.log].reverse().find((e) => e.kind === "resign" && e.n === v.version && e.seat !== undefined);
  if (last) {
    const loser = names[last.seat!];
    const onTime = !asyncOf(v).resigned.includes(last.seat!);
    return plural(onTime ? m.sWinsOnTime : m.sWinsResigned, n, { winners, loser: loser! });
  }
  const top = res.scores[res.winners[0]!] ?? 0;
  if (unit === "round wins") {
    const other = res.scores.find((_, s) => !res.winners.includes(s)) ?? 0;
    return plural(m.sWinsRounds, n, { winners, top, other });
  }
  const score = unit === "coins" && top > 0 ? `+${withUnit(top, unit)}` : withUnit(top, unit);
  return plural(m.sWinsWith, n, { winners, score });
}

export { EndSheet } from "./end-sheet";
export { RematchPanel } from "./rematch-panel";

/** What the sheet comes up for: the end itself, then every change to the rematch. */
export function endEvent(v: View): string {
  const a = asyncOf(v);
  return JSON.stringify([v.id, a.rematchOffer, a.rematch?.id ?? null]);
}

export function matchEnd(v: View, names: string[], unit: string, rematch: HTMLElement): HTMLElement | null {
  if (!v.result) return null;
  return h(
    "section",
    { class: "panel standings match-end", "aria-labelledby": "standings-title" },
    h("h2", { id: "standings-title" }, fmt(m.sGameOver, { how: howItEnded(v, names, unit) })),
    seriesResult(v, names),
    standingsList(v, v.result, names, unit),
    rematch,
    h(
      "div",
      { class: "end-actions" },
      h("a", { class: "button-link", href: `/m/${encodeURIComponent(v.id)}` }, m.sReplayMatch),
      h("a", { class: "button-link quiet", href: "/" }, m.newTable),
    ),
  );
}

/** A series' score once this match is counted: who leads, or who won it (null for a single match). */
function seriesResult(v: View, names: string[]): HTMLElement | null {
  const s = seriesOf(v);
  if (!s) return null;
  const score = seriesScore(s.wins);
  const who = (seats: number[]) => joinNames(seats.map((seat) => names[seat]!));
  let text: string;
  if (s.over)
    text = s.winners.length
      ? plural(m.sSeriesWon, s.winners.length, { winners: who(s.winners), score })
      : fmt(m.sSeriesEnded, { score });
  else {
    const ahead = leaders(s.wins);
    text =
      ahead.length === 0 || ahead.length === s.wins.length
        ? fmt(m.sSeriesLevel, { score, best: s.bestOf })
        : plural(m.sSeriesLeads, ahead.length, { leaders: who(ahead), score, best: s.bestOf });
  }
  return h("p", { class: "series-result" }, text);
}

/** The final scores, best first, winners marked: a real table's result and a practice match's alike. */
export function standingsList(v: View, res: NonNullable<View["result"]>, names: string[], unit: string): HTMLElement {
  const order = res.scores.map((score, seat) => ({ seat, score })).sort((a, b) => b.score - a.score || a.seat - b.seat);
  const signed = (n: number) => (unit === "coins" && n > 0 ? `+${n}` : String(n));
  return h(
    "ol",
    {},
    ...order.map(({ seat, score }) => {
      const won = res.winners.includes(seat);
      return h(
        "li",
        { class: won ? "winner" : "" },
        h("span", { class: "name" }, names[seat], botMarkFor(v.seats, seat), v.you === seat ? m.sYouMark : ""),
        won ? h("span", { class: "won" }, m.sWinnerMark) : null,
        h("span", { class: "pts" }, withUnit(signed(score), unit)),
      );
    }),
  );
}
