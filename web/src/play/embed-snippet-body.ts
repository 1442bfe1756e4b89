// What "Embed this table" holds: the snippet, its Copy button and the oEmbed hint.
import { embedHtml } from "../../../src/protocol/embed-iframe";
import { EMBED_MAX_WIDTH, embedHeight } from "../../../src/protocol/embed-size";
import type { View } from "../../../src/protocol";
import { copier } from "../lib/copy";
import { h } from "../lib/dom";
import { gameName } from "../lib/match-text";
import { seatsTotal } from "../lib/seats";

export function embedSnippetBody(v: View): HTMLElement[] {
  const title = `${gameName(v.game, seatsTotal(v))} on Tablelink`;
  // Sized for the whole table, so it fits even where the script is not allowed to run.
  const size = { width: EMBED_MAX_WIDTH, height: embedHeight(v.game, seatsTotal(v), EMBED_MAX_WIDTH) };
  const snippet = embedHtml(location.origin, v.id, title, size);
  const box = h("textarea", { id: "embed-snippet", class: "snippet", readonly: true, rows: 4, spellcheck: "false" });
  box.value = snippet;
  const status = h("span", { class: "copied", "aria-live": "polite" });
  const copy = copier(snippet, box, status);
  return [
    h(
      "p",
      { class: "hint" },
      "Paste this HTML into your page: readers see the table live, read-only, with nobody's hidden cards. The script is optional; it fits the frame to the table.",
    ),
    h("label", { for: "embed-snippet", class: "sr-only" }, "Embed HTML"),
    box,
    h(
      "div",
      { class: "copy-row" },
      h("button", { type: "button", class: "copy", "data-key": "copy-embed", onclick: copy }, "Copy HTML"),
      status,
    ),
    h(
      "p",
      { class: "hint" },
      "Blogs that understand oEmbed (WordPress, Ghost and others) embed the table from its watch link alone.",
    ),
  ];
}
