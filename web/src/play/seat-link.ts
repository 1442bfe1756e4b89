// A seat link whose token is wrong (cut short, mistyped, another table's) or no
// longer valid: say so plainly before showing the table as a spectator, so
// nobody mistakes the spectator view for their seat.
import { h } from "../lib/dom";
import * as m from "../i18n/messages";

export function seatLinkRefused(stage: HTMLElement): Promise<void> {
  // Nothing is loading or connecting while the page asks: those lines wait.
  const quiet = [document.getElementById("link-state"), document.querySelector<HTMLElement>(".happened-bar")];
  for (const el of quiet) if (el) el.hidden = true;
  const title = document.getElementById("title");
  if (title) title.textContent = m.sSeatLink;
  return new Promise((resolve) => {
    const done = () => {
      for (const el of quiet) if (el) el.hidden = false;
      resolve();
    };
    const watch = h("button", { type: "button", class: "primary", onclick: done }, m.sWatchTable);
    stage.replaceChildren(
      h(
        "section",
        { class: "panel seat-refused", "aria-labelledby": "refused-title" },
        h("h2", { id: "refused-title" }, m.sSeatLinkBad),
        h("p", {}, m.sSeatLinkWhy),
        h("p", {}, m.sSeatLinkAsk),
        h("p", { class: "invite-actions" }, watch, h("a", { href: "/" }, m.startNewTable)),
      ),
    );
    watch.focus();
  });
}
