// A game's own word on the table that explains itself: tapped, clicked, reached by
// keyboard or hovered, it shows a short explanation from the rules in a popover
// beside the word (Escape or a tap elsewhere closes it). The words stay the
// games' own ("leverage dice", "double chance", "pool"); the explanation is
// what a friend across the table would say. One popover serves every word and
// lives outside the table, so a table's text reads as before and redraws make
// no new ones.
import { h } from "../lib/dom";

const TIP = "term-tip";

/** The word a resting mouse opened the popover for. */
let hovered: HTMLElement | null = null;

function tipEl(): HTMLElement {
  const kept = document.getElementById(TIP);
  if (kept) return kept;
  const tip = document.body.appendChild(h("div", { id: TIP, class: TIP, popover: "auto", role: "tooltip" }));
  // The mouse moving off the word closes it; so does its next move after a redraw took the
  // word away from under it (a removed word gets no pointerleave, and the popover would stay
  // over the buttons).
  addEventListener("pointermove", () => {
    if (hovered && !hovered.matches(":hover")) {
      hovered = null;
      // Neither call throws when the popover is already as asked (HTML's popover rules).
      tip.hidePopover();
    }
  });
  return tip;
}

/** Puts `about` in the popover, beside `button` and inside the screen. */
function fill(button: HTMLElement, about: string): HTMLElement {
  const tip = tipEl();
  tip.textContent = about;
  const r = button.getBoundingClientRect();
  const width = Math.min(300, innerWidth - 16);
  const below = r.bottom + 126 < innerHeight;
  Object.assign(tip.style, {
    width: `${width}px`,
    left: `${Math.max(8, Math.min(r.left, innerWidth - width - 8))}px`,
    top: below ? `${r.bottom + 6}px` : "",
    bottom: below ? "" : `${innerHeight - r.top + 6}px`,
  });
  return tip;
}

/** `word` as a button that explains itself with `about`; `cls` is added to the button. */
export function term(word: string | Node, about: string, cls = ""): HTMLElement {
  tipEl();
  const button = h(
    "button",
    { type: "button", class: `term ${cls}`.trim(), popovertarget: TIP, popovertargetaction: "show" },
    word,
  );
  // The click comes before the popover opens: it is filled for this word first.
  button.addEventListener("click", () => fill(button, about));
  // A mouse only has to rest on the word.
  button.addEventListener("pointerenter", (ev) => {
    if (ev.pointerType !== "mouse") return;
    hovered = button;
    fill(button, about).showPopover();
  });
  return button;
}
