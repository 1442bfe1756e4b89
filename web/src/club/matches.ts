// The club's recent matches, newest first: the board and the day, each opening
// its replay (/m/:match), with the members' places.
import { h } from "../lib/dom";
import { fmt } from "../i18n/format";
import * as m from "../i18n/messages";
import { localDay } from "../i18n/when";
import type { Club, ClubResult } from "./api";
import { boardName } from "./words";

const SHOWN = 10;

export function matchesSection(club: Club, results: ClubResult[] | null): HTMLElement {
  const names = new Map<string, string>();
  for (const list of Object.values(club.standings)) for (const s of list ?? []) names.set(s.member, s.name);
  for (const mem of club.members) names.set(mem.id, mem.name);
  const recent = (results ?? []).slice(-SHOWN).reverse();
  return h(
    "section",
    { class: "panel club-matches", "aria-labelledby": "matches-title" },
    h("h2", { id: "matches-title" }, m.cRecent),
    recent.length > 0
      ? h(
          "ul",
          { class: "club-match-list" },
          ...recent.map((r) =>
            h(
              "li",
              {},
              h(
                "a",
                { href: `/m/${encodeURIComponent(r.match)}` },
                fmt(m.cReplayOf, { board: boardName(r.board), day: localDay(r.finishedAt) }),
              ),
              h(
                "span",
                { class: "places" },
                [...r.places]
                  .sort((a, b) => a.place - b.place)
                  .map((p) => fmt(m.cPlaceName, { place: p.place, name: names.get(p.member) ?? "?" }))
                  .join(" · "),
              ),
            ),
          ),
        )
      : h("p", { class: "muted" }, m.cNoMatches),
  );
}
