// The members, each opening their head to head: against every other member,
// the matches both played, how many they finished above them (won) and below
// them (lost); a shared place counts as neither. Asked of the service when opened.
import { h, replaceContent } from "../lib/dom";
import { fmt } from "../i18n/format";
import * as m from "../i18n/messages";
import { plural } from "../i18n/plural";
import { type Club, clubApi, type HeadToHead } from "./api";

export function membersSection(club: Club, token: string): HTMLElement {
  return h(
    "section",
    { class: "panel club-members", "aria-labelledby": "members-title" },
    h("h2", { id: "members-title" }, m.cMembers),
    h("p", { class: "hint" }, plural(m.cMembersN, club.members.length), " · ", m.cHeadToHeadHint),
    h("ul", { class: "member-list" }, ...club.members.map((mem) => member(club, mem, token))),
  );
}

function member(club: Club, mem: { id: string; name: string }, token: string): HTMLElement {
  const body = h("div", { class: "h2h", "aria-live": "polite" });
  const details = h(
    "details",
    { "data-member": mem.id },
    h(
      "summary",
      {},
      mem.name,
      mem.id === club.you ? ` ${m.cYouMark}` : "",
      h("span", { class: "sr-only" }, `: ${m.cHeadToHead}`),
    ),
    body,
  );
  details.addEventListener("toggle", async () => {
    if (!details.open) return;
    if (body.childElementCount === 0) body.textContent = m.cLoadingMember;
    const r = await clubApi.member(club.id, mem.id, token);
    replaceContent(body, r.ok ? versus(r.value) : h("p", { class: "error" }, r.message));
  });
  return h("li", {}, details);
}

function versus(hh: HeadToHead): HTMLElement {
  if (hh.versus.length === 0) return h("p", { class: "muted" }, m.cNoVersus);
  return h(
    "table",
    { class: "rank", "aria-label": fmt(m.cHeadToHeadOf, { name: hh.name }) },
    h(
      "thead",
      {},
      h(
        "tr",
        {},
        h("th", { scope: "col" }, m.cOpponent),
        h("th", { scope: "col", class: "num" }, m.cPlayed),
        h("th", { scope: "col", class: "num" }, m.cWon),
        h("th", { scope: "col", class: "num" }, m.cLost),
      ),
    ),
    h(
      "tbody",
      {},
      ...hh.versus.map((v) =>
        h(
          "tr",
          {},
          h("th", { scope: "row" }, v.name),
          h("td", { class: "num" }, v.played),
          h("td", { class: "num" }, v.won),
          h("td", { class: "num" }, v.lost),
        ),
      ),
    ),
  );
}
