// The "How to play" sheet on the table page: one tap in the header (or on the
// invite's join form) opens the summary from the game's rules page. The text is
// fetched when first asked for, so it costs the play page nothing until then, and
// there is one copy of it (web/rules/<game>.md).
import { extraStyles } from "../lib/extra-styles";
import { h } from "../lib/dom";
import { LANG } from "../i18n/format";
import * as msg from "../i18n/messages";

let dialog: HTMLDialogElement | null = null;
const loaded = new Map<string, Node[]>();

function sheet(): HTMLDialogElement {
  if (dialog) return dialog;
  dialog = h("dialog", { id: "how-dialog", class: "how-sheet", "aria-labelledby": "how-title" });
  document.body.append(dialog);
  // A tap on the backdrop closes it, as on a phone's bottom sheet.
  dialog.addEventListener("click", (ev) => {
    if (ev.target === dialog) dialog!.close();
  });
  return dialog;
}

async function summary(game: string): Promise<Node[]> {
  const cached = loaded.get(game);
  if (cached) return cached;
  // The page's language asked for by name: a sandboxed embed sends no language cookie.
  const res = await fetch(`/rules/${encodeURIComponent(game)}?lang=${LANG}`);
  if (!res.ok) throw new Error(String(res.status));
  const doc = new DOMParser().parseFromString(await res.text(), "text/html");
  const how = doc.querySelector("section.how");
  if (!how) throw new Error("no summary");
  const nodes = [...how.childNodes]
    .filter((n) => !(n instanceof HTMLHeadingElement))
    .map((n) => document.importNode(n, true));
  loaded.set(game, nodes);
  return nodes;
}

/** The game's move keys (./move-keys), which the rules page leaves out: they are this page's, not the game's. */
const KEYS: Record<string, string> = {
  stakes: msg.hKeysStakes,
  dobbelsjanse: msg.hKeysDobbelsjanse,
  twelves: msg.hKeysTwelves,
};
const keysOf = (game: string): Node[] =>
  KEYS[game] ? [h("p", { class: "how-keys" }, h("b", {}, msg.hKeys), ` ${KEYS[game]}`)] : [];

export async function openHowToPlay(game: string): Promise<void> {
  void extraStyles();
  const d = sheet();
  const close = h("form", { method: "dialog", class: "how-close" }, h("button", { type: "submit" }, msg.close));
  const full = h("p", {}, h("a", { href: `/rules/${encodeURIComponent(game)}` }, msg.sAllRules));
  // Only the text between the heading and Close changes once it has loaded:
  // showModal put focus on Close, and moving Close out of the page and back
  // would drop focus to the page behind the sheet.
  const body = h("div", { class: "how-body" }, h("p", { class: "hint" }, msg.loading));
  d.replaceChildren(h("h2", { id: "how-title" }, msg.howToPlay), body, close);
  if (!d.open) d.showModal();
  try {
    const nodes = await summary(game);
    body.replaceChildren(...nodes.map((n) => n.cloneNode(true)), ...keysOf(game), full);
  } catch {
    body.replaceChildren(h("p", {}, `${msg.sHowNotLoaded} `), ...keysOf(game), full);
  }
}
