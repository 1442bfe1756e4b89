// "While you were away": a seat coming back to a table after others moved is told
// what happened since it last looked (./seen keeps the looks), before anything else: how many moves
// were played, the rounds it won and lost, how many of its own moves time played,
// the pauses and the chat, counted; then the lines that matter, each with its day
// and time in the reader's own words; and the way to the full log. Closed, it stays
// closed on this page (the look is kept, so the next visit starts from here).
import type { View } from "../../../src/protocol";
import type { ViewLogLine } from "../../../src/protocol/view";
import { asyncOf } from "../async/fields";
import type { RoundEnd } from "../games/renderer";
import { fmt } from "../i18n/format";
import * as m from "../i18n/messages";
import { localWhen } from "../i18n/when";
import { byId, h } from "../lib/dom";
import { humanLog } from "../lib/log-text";
import type { Seen } from "./seen";

/** Lines worth showing on their own, at most this many (the newest). */
const SHOWN = 6;
const CHAT_SHOWN = 3;
const SAID = new Set(["replaced", "resign", "abandoned", "claimed"]);
/** Away this long (by the table's clock or this device's) before it is worth a summary. */
const AWAY_MS = 3_600_000;

/** A log line the seat had not seen at `since`. */
function isNew(l: ViewLogLine, since: Seen): boolean {
  return l.at !== undefined && since.at !== null ? l.at > since.at : l.n > since.v;
}

/**
 * Whether the seat comes back to news: something others did (or time did for it)
 * that it has not seen, after an hour or more away.
 */
function cameBack(v: View, since: Seen): boolean {
  const you = v.you;
  const news =
    v.log.some((l) => isNew(l, since) && (l.seat !== you || l.by !== undefined)) ||
    asyncOf(v).chat.some((c) => c.seat !== you && since.at !== null && c.at > since.at);
  // The newest time the table shows (the log and the chat are each in time order).
  const newest = [v.log.at(-1)?.at, asyncOf(v).chat.at(-1)?.at].filter(Boolean).sort().pop();
  const tableGap = newest && since.at ? Date.parse(newest) - Date.parse(since.at) : 0;
  return news && (Date.now() - since.t >= AWAY_MS || tableGap >= AWAY_MS);
}

interface Told {
  at?: string;
  text: string;
}

/**
 * A seat's table drawn with what it saw last time (`since`): the summary, above the
 * table, when it comes back to news; a summary shown before goes. Answers true
 * once it has been weighed.
 */
export function comeBack(v: View, since: Seen, ends: RoundEnd[]): true {
  document.querySelector(".while-away")?.remove();
  if (cameBack(v, since)) byId("notice").before(awayPanel(v, since, ends));
  return true;
}

/** The summary for `v` since `since`; `ends` are the rounds ended so far (their lines index v.log). */
function awayPanel(v: View, since: Seen, ends: RoundEnd[]): HTMLElement {
  const you = v.you;
  const fresh = new Set<number>();
  v.log.forEach((l, i) => {
    if (isNew(l, since)) fresh.add(i);
  });
  const lines = [...fresh].map((i) => v.log[i]!);
  const rounds = ends.filter((e) => fresh.has(e.at));
  const won = rounds.filter((e) => e.rows.some((r) => r.seat === you && r.best)).length;
  const timedOut = new Set(lines.filter((l) => l.seat === you && l.by === "timeout").map((l) => l.n)).size;
  const pauses = lines.filter((l) => l.kind === "pause").length;
  const chat = asyncOf(v).chat.filter((c) => c.seat !== you && since.at !== null && c.at > since.at);

  const counts: [string, number][] = [
    [m.awMoves, Math.max(0, v.version - since.v)],
    [m.awRoundsWon, won],
    [m.awRoundsLost, rounds.length - won],
    [m.awTimedOut, timedOut],
    [m.awPauses, pauses],
    [m.awChat, chat.length],
  ];
  const told: Told[] = [
    // How a round ended names it and gives the scores ("Round 2 ends. Scores: …").
    ...rounds.map((e) => ({ at: v.log[e.at]?.at, text: e.how || e.title })),
    ...lines.filter(worthTelling).map((l) => ({ at: l.at, text: humanLog(l.text) })),
    ...chat.slice(-CHAT_SHOWN).map((c) => ({ at: c.at, text: fmt(m.awSaid, { name: c.name, text: c.text }) })),
  ]
    .sort((a, b) => (a.at ?? "").localeCompare(b.at ?? ""))
    .slice(-SHOWN);

  const panel = h(
    "section",
    { class: "panel while-away", "aria-labelledby": "away-title" },
    h("h2", { id: "away-title" }, m.awTitle),
    h("p", { class: "away-since" }, fmt(m.awSince, { when: localWhen(since.at ?? since.t) })),
    h(
      "ul",
      { class: "away-counts" },
      ...counts.filter(([, n]) => n > 0).map(([label, n]) => h("li", {}, fmt(label, { n }))),
    ),
    told.length > 0
      ? h(
          "ol",
          { class: "away-lines" },
          ...told.map((t) =>
            h(
              "li",
              {},
              t.at ? h("time", { datetime: t.at }, localWhen(t.at)) : null,
              t.at ? " " : null,
              h("span", {}, t.text),
            ),
          ),
        )
      : null,
    h(
      "div",
      { class: "away-actions" },
      h("button", { type: "button", onclick: () => byId("log-open").click() }, m.fullLog),
      h(
        "button",
        {
          type: "button",
          class: "primary",
          onclick: () => panel.remove(),
        },
        m.close,
      ),
    ),
  );
  return panel;
}

/** Lines a returning player should see themselves: pauses, seats changing hands, the end. */
function worthTelling(l: ViewLogLine): boolean {
  return SAID.has(l.kind) || l.kind === "pause" || l.kind === "pause-asked" || l.kind === "pause-end";
}
