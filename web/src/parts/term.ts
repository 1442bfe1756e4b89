// A game's own word on the table that explains itself: tapped, clicked, reached by
// keyboard or hovered, it shows a short explanation from the rules in a popover
// beside the word (Escape or a tap elsewhere closes it). The words stay the
// games' own ("leverage dice", "double chance", "pool"); the explanation is
// what a friend across the table would say.
import { h } from "../lib/dom";

let made = 0;

/** `word` as a button that explains itself with `about`; `cls` is added to the button. */
export function term(word: string | Node, about: string, cls = ""): HTMLElement {
  const id = `term-${++made}`;
  const tip = h("span", { id, class: "term-tip", popover: "auto", role: "tooltip" }, about);
  const button = h(
    "button",
    {
      type: "button",
      class: `term ${cls}`.trim(),
      popovertarget: id,
      popovertargetaction: "show",
      "aria-describedby": id,
    },
    word,
  );
  // Beside the word, inside the screen.
  tip.addEventListener("beforetoggle", (ev) => {
    if ((ev as ToggleEvent).newState !== "open") return;
    const r = button.getBoundingClientRect();
    const width = Math.min(300, innerWidth - 16);
    tip.style.width = `${width}px`;
    tip.style.left = `${Math.round(Math.max(8, Math.min(r.left, innerWidth - width - 8)))}px`;
    const below = r.bottom + 6;
    tip.style.top = below + 120 < innerHeight ? `${Math.round(below)}px` : "";
    tip.style.bottom = below + 120 < innerHeight ? "" : `${Math.round(innerHeight - r.top + 6)}px`;
  });
  // A mouse only has to rest on the word.
  button.addEventListener("pointerenter", (ev) => {
    if (ev.pointerType === "mouse" && !tip.matches(":popover-open")) tip.showPopover();
  });
  button.addEventListener("pointerleave", (ev) => {
    if (ev.pointerType === "mouse" && tip.matches(":popover-open")) tip.hidePopover();
  });
  return h("span", { class: "term-wrap" }, button, tip);
}
