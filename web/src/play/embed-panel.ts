// "Embed this table": the copy-paste snippet for a blog post (an iframe of the
// read-only table plus our optional resize script), and the plain link for
// blogs that turn pasted links into embeds themselves (oEmbed). Few open it, so
// what it holds (./embed-snippet-body) loads the first time it is opened.
import type { View } from "../../../src/protocol";
import { h } from "../lib/dom";
import { extraStyles } from "../lib/extra-styles";
import * as m from "../i18n/messages";

export function embedPanel(v: View): HTMLElement {
  const panel = h("details", { class: "panel embed-panel" }, h("summary", {}, m.sEmbedSummary)) as HTMLDetailsElement;
  let loaded = false;
  panel.addEventListener("toggle", () => {
    if (!panel.open || loaded) return;
    loaded = true;
    // Its styles are in extras.css (parts/snippet.css), loaded with it.
    void Promise.all([import("./later"), extraStyles()]).then(([{ embedSnippet: m }]) =>
      panel.append(...m.embedSnippetBody(v)),
    );
  });
  return panel;
}
