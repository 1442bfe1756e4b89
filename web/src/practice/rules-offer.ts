// "Try it here" on a rules page (/rules/:game): links to the game's practice
// table, and the embed snippet of one (../../../src/protocol/practice-embed.ts)
// for a blog post, drawn after the page's "How to play" summary.
import { EMBED_MAX_WIDTH } from "../../../src/protocol/embed-size";
import { practiceEmbedHtml, practiceSize } from "../../../src/protocol/practice-embed";
import { fmt } from "../i18n/format";
import * as m from "../i18n/messages";
import { copier } from "../lib/copy";
import { h } from "../lib/dom";
import { PRACTICE_GAMES } from "./params";

export function offerPractice(): void {
  const game = /^\/rules\/([^/]+)\/?$/.exec(location.pathname)?.[1];
  const how = document.querySelector(".how");
  if (!game || !how) return;
  // Stakes' rules cover the Duel too.
  const tables = Object.values(PRACTICE_GAMES).filter((g) => g.game === game);
  if (tables.length === 0) return;
  const first = tables[0]!;
  const snippet = practiceEmbedHtml(
    location.origin,
    first.key,
    "",
    practiceSize(first.key, first.seats, EMBED_MAX_WIDTH, Number.POSITIVE_INFINITY),
  );
  const box = h("textarea", { id: "practice-snippet", class: "snippet", readonly: true, rows: 4, spellcheck: "false" });
  box.value = snippet;
  const status = h("span", { class: "copied", "aria-live": "polite" });
  const section = h(
    "section",
    { class: "try-it panel", "aria-labelledby": "try-it-title" },
    h("h2", { id: "try-it-title" }, m.rulesTryTitle),
    h("p", {}, m.rulesTryLead),
    h(
      "ul",
      { class: "try-links" },
      ...tables.map((g) =>
        h(
          "li",
          {},
          h(
            "a",
            { href: `/practice/${g.key}` },
            fmt(m.rulesTryLink, { game: g.key === "duel" ? m.rulesTryDuel : g.name }),
          ),
        ),
      ),
    ),
    h(
      "details",
      {},
      h("summary", {}, m.rulesEmbedTitle),
      h("p", { class: "hint" }, m.rulesEmbedHint),
      h("label", { for: "practice-snippet", class: "sr-only" }, m.rulesEmbedLabel),
      box,
      h(
        "div",
        { class: "copy-row" },
        h("button", { type: "button", class: "copy", onclick: copier(snippet, box, status) }, m.rulesCopyHtml),
        status,
      ),
    ),
  );
  how.after(section);
}
