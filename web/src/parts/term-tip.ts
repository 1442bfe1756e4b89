// The popover of ./term.ts: one serves every word and lives outside the table, so a
// table's text reads as before and redraws make no new ones. Loaded with the first
// explanation asked for.

const TIP = "term-tip";

/** The word a resting mouse opened the popover for. */
let hovered: HTMLElement | null = null;

function tipEl(): HTMLElement {
  const kept = document.getElementById(TIP);
  if (kept) return kept;
  // Without ../lib/dom: this chunk then shares no module with the table's, which keeps
  // the bundler from splitting the pages' shared code into more small chunks.
  const tip = document.body.appendChild(Object.assign(document.createElement("div"), { id: TIP, className: TIP }));
  tip.popover = "auto";
  tip.setAttribute("role", "tooltip");

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

/** Shows `about` in the popover, beside `button` and inside the screen; `hover`: opened by a resting mouse. */
export function showTip(button: HTMLElement, about: string, hover: boolean): void {
  // A mouse that moved on before the text came opens nothing.
  if (hover && !button.matches(":hover")) return;
  hovered = hover ? button : null;
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
  tip.showPopover();
}
