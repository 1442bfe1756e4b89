// A table opened from Discord says so, and by whom (the display name the view
// carries; nothing else about the Discord user reaches the page), at the top of the table page.
import { fmt } from "../i18n/format";
import * as m from "../i18n/messages";
import { byId, h } from "../lib/dom";

export function showOpenedFrom(by: string): void {
  let line = document.getElementById("opened-from");
  if (!line) {
    line = h("p", { id: "opened-from", class: "opened-from" });
    byId("app").prepend(line);
  }
  line.textContent = fmt(m.openedFromDiscord, { name: by });
}
