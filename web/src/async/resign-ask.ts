// Resign's second question ("Resign? Yes, resign / Keep playing") and what a resigned
// seat reads, loaded with the page's later parts the first time either is needed
// (./seat-actions): most visits never resign, so its words stay out of the first load.
import type { View } from "../../../src/protocol";
import { h } from "../lib/dom";
import * as m from "../i18n/messages";

export function resignAsk(v: View, yes: () => void, no: () => void): HTMLElement[] {
  return [
    h("span", { class: "confirm" }, v.seats.length === 2 ? m.sResignDuel : m.sResignMany),
    h("button", { type: "button", class: "danger", "data-key": "resign-yes", onclick: yes }, m.sYesResign),
    h("button", { type: "button", "data-key": "resign-no", onclick: no }, m.sKeepPlaying),
  ];
}

/** A resigned seat's line under the table. */
export const youResigned = (): string => m.sYouResigned;
