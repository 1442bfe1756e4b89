// The standings, one table per board a member has played: place, name, rating
// (the ordinal, rounded: the number the standings are sorted by), played and
// wins; the leader marked in words, your own row marked too.
import { h } from "../lib/dom";
import { fmt } from "../i18n/format";
import * as m from "../i18n/messages";
import { BOARDS, type Club } from "./api";
import { boardName } from "./words";

export function standingsSection(club: Club): HTMLElement {
  const boards = BOARDS.filter((b) => (club.standings[b]?.length ?? 0) > 0);
  const tables = boards.map((b) => {
    const rows = club.standings[b]!;
    const caption = fmt(m.cStandingsOf, { board: boardName(b) });
    return h(
      "div",
      { class: "board" },
      h("h3", { id: `board-${b}` }, boardName(b)),
      h(
        "table",
        { class: "rank", "aria-label": caption },
        h(
          "thead",
          {},
          h(
            "tr",
            {},
            h("th", { scope: "col", class: "num" }, m.cPlace),
            h("th", { scope: "col" }, m.cPlayer),
            h("th", { scope: "col", class: "num" }, m.cRating),
            h("th", { scope: "col", class: "num" }, m.cPlayed),
            h("th", { scope: "col", class: "num" }, m.cWins),
          ),
        ),
        h(
          "tbody",
          {},
          ...rows.map((s, i) =>
            h(
              "tr",
              { class: [i === 0 ? "leader" : "", s.member === club.you ? "me" : ""].join(" ").trim() || null },
              h("td", { class: "num" }, i + 1),
              h(
                "th",
                { scope: "row" },
                s.name,
                s.member === club.you ? h("span", { class: "you-mark" }, ` ${m.cYouMark}`) : null,
                i === 0 ? " " : null,
                i === 0 ? h("span", { class: "leader-mark" }, m.cLeader) : null,
              ),
              h("td", { class: "num rating" }, Math.round(s.rating.ordinal)),
              h("td", { class: "num" }, s.played),
              h("td", { class: "num" }, s.wins),
            ),
          ),
        ),
      ),
    );
  });
  return h(
    "section",
    { class: "panel club-standings", "aria-labelledby": "standings-title" },
    h("h2", { id: "standings-title" }, m.cStandings),
    ...(tables.length > 0 ? tables : [h("p", { class: "muted" }, m.cNoStandings)]),
    tables.length > 0 ? h("p", { class: "hint" }, m.cRatingHelp) : null,
  );
}
