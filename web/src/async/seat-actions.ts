// Leaving: resign asks once more before it happens (it cannot be undone). Playing
// again is the result sheet's (web/src/play/rematch-panel.ts, loaded once the
// match is over).
import type { View } from "../../../src/protocol";
import { h, replaceContent } from "../lib/dom";
import { asyncOf } from "./fields";
import * as m from "../i18n/messages";

export interface SeatActions {
  resign(): void;
}

export class SeatButtons {
  readonly el = h("div", { class: "seat-actions" });
  private confirming = false;
  private names: string[] = [];

  constructor(private readonly actions: SeatActions) {}

  update(v: View, seated: boolean, names: string[] = []): void {
    this.names = names;
    const a = asyncOf(v);
    const parts: HTMLElement[] = [];
    if (seated && v.status === "playing" && v.you !== null && !a.resigned.includes(v.you)) {
      if (!this.confirming)
        parts.push(
          h(
            "button",
            { type: "button", class: "quiet", "data-key": "resign", onclick: () => this.confirm(v, true) },
            m.sResign,
          ),
        );
      else
        parts.push(
          h("span", { class: "confirm" }, v.seats.length === 2 ? m.sResignDuel : m.sResignMany),
          h(
            "button",
            {
              type: "button",
              class: "danger",
              "data-key": "resign-yes",
              onclick: () => {
                this.confirming = false;
                this.actions.resign();
              },
            },
            m.sYesResign,
          ),
          h(
            "button",
            { type: "button", "data-key": "resign-no", onclick: () => this.confirm(v, false) },
            m.sKeepPlaying,
          ),
        );
    }
    if (v.you !== null && a.resigned.includes(v.you) && v.status === "playing")
      parts.push(h("p", { class: "muted" }, m.sYouResigned));
    replaceContent(this.el, ...parts);
  }

  private confirm(v: View, on: boolean): void {
    this.confirming = on;
    this.update(v, true, this.names);
  }
}
