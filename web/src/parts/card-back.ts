// The back of a playing card: a card face down (a hidden hand card, a status
// card turned over). `word` prints on a plate along the bottom, like a face
// card's effect, so "OUT" reads at a glance.
import { h } from "../lib/dom";

export function cardBack(opts: { label: string; word?: string; small?: boolean; tiny?: boolean }): HTMLElement {
  const cls = ["card", "back", opts.small ? "small" : "", opts.tiny ? "tiny" : ""].filter(Boolean).join(" ");
  return h(
    "div",
    { class: cls, role: "img", "aria-label": opts.label },
    opts.word ? h("span", { class: "word", "aria-hidden": "true" }, opts.word) : null,
  );
}
