// Your own seat's link, for opening the table on another device: shown on the
// waiting table and kept in "Links" during play. In its own
// file so a table in play does not download the waiting room to show it.
import type { View } from "../../../src/protocol";
import { absolute, copier } from "../lib/copy";
import { h } from "../lib/dom";
import * as m from "../i18n/messages";

export const seatUrl = (v: View, token: string) =>
  absolute(`/g/${encodeURIComponent(v.id)}#seat=${encodeURIComponent(token)}`);

/** Your own seat on another device: behind a click, with what it means. */
export function ownSeatLink(v: View, token: string): HTMLElement {
  const url = seatUrl(v, token);
  const input = h("input", {
    type: "text",
    readonly: true,
    value: url,
    id: "link-seat",
    class: "link-text",
    spellcheck: "false",
  });
  const status = h("span", { class: "copied", "aria-live": "polite" });
  return h(
    "details",
    { class: "own-seat copy-seat" },
    h("summary", {}, m.otherDevice),
    h("p", { class: "warning" }, h("strong", {}, m.notInvite), m.ownSeatWarning),
    h("label", { for: "link-seat" }, m.privateSeatLink),
    h(
      "div",
      { class: "copy-row" },
      input,
      h(
        "button",
        { type: "button", class: "copy", "data-key": "copy-seat", onclick: copier(url, input, status) },
        m.copy,
      ),
      status,
    ),
  );
}
