// A seat link whose token is wrong (cut short, mistyped, another table's) or no
// longer valid: say so plainly before showing the table as a spectator, so
// nobody mistakes the spectator view for their seat.
import { h } from "../lib/dom";

export function seatLinkRefused(stage: HTMLElement): Promise<void> {
  // Nothing is loading or connecting while the page asks: those lines wait.
  const quiet = [document.getElementById("link-state"), document.querySelector<HTMLElement>(".happened-bar")];
  for (const el of quiet) if (el) el.hidden = true;
  const title = document.getElementById("title");
  if (title) title.textContent = "Seat link";
  return new Promise((resolve) => {
    const done = () => {
      for (const el of quiet) if (el) el.hidden = false;
      resolve();
    };
    const watch = h("button", { type: "button", class: "primary", onclick: done }, "Watch the table");
    stage.replaceChildren(
      h(
        "section",
        { class: "panel seat-refused", "aria-labelledby": "refused-title" },
        h("h2", { id: "refused-title" }, "This seat link is not valid…"),
        h(
          "p",
          {},
          "…for this table. It may be cut short or mistyped, or the seat's link was replaced. No seat was opened.",
        ),
        h("p", {}, "Ask the player whose seat it is to copy the link again from their table. Meanwhile you can watch."),
        h("p", { class: "invite-actions" }, watch, h("a", { href: "/" }, "Start a new table")),
      ),
    );
    watch.focus();
  });
}
