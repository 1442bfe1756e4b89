// What "Embed this table" holds: the snippet, its Copy button and the oEmbed hint.
import { embedHtml } from "../../../src/protocol/embed-iframe";
import { EMBED_MAX_WIDTH, embedHeight } from "../../../src/protocol/embed-size";
import type { View } from "../../../src/protocol";
import { copier } from "../lib/copy";
import { h } from "../lib/dom";
import { gameName } from "../lib/match-text";
import { seatsTotal } from "../lib/seats";
import { fmt } from "../i18n/format";
import * as m from "../i18n/messages";

export function embedSnippetBody(v: View): HTMLElement[] {
  const title = fmt(m.sOnTablelink, { game: gameName(v.game, seatsTotal(v)) });
  // Sized for the whole table, so it fits even where the script is not allowed to run.
  const size = { width: EMBED_MAX_WIDTH, height: embedHeight(v.game, seatsTotal(v), EMBED_MAX_WIDTH) };
  const snippet = embedHtml(location.origin, v.id, title, size);
  const box = h("textarea", { id: "embed-snippet", class: "snippet", readonly: true, rows: 4, spellcheck: "false" });
  box.value = snippet;
  const status = h("span", { class: "copied", "aria-live": "polite" });
  const copy = copier(snippet, box, status);
  return [
    h("p", { class: "hint" }, m.sEmbedHint),
    h("label", { for: "embed-snippet", class: "sr-only" }, m.sEmbedHtml),
    box,
    h(
      "div",
      { class: "copy-row" },
      h("button", { type: "button", class: "copy", "data-key": "copy-embed", onclick: copy }, m.sCopyHtml),
      status,
    ),
    h("p", { class: "hint" }, m.sOembedHint),
  ];
}
