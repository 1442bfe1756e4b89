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
  /** The second question's drawing (./resign-ask), loaded when Resign is first pressed. */
  private ask: typeof import("./resign-ask").resignAsk | null = null;

  constructor(private readonly actions: SeatActions) {}

  update(v: View, seated: boolean, names: string[] = []): void {
    this.names = names;
    const a = asyncOf(v);
    const parts: HTMLElement[] = [];
    if (seated && v.status === "playing" && v.you !== null && !a.resigned.includes(v.you)) {
      if (this.confirming && this.ask)
        parts.push(
          ...this.ask(
            v,
            () => {
              this.confirming = false;
              this.actions.resign();
            },
            () => this.confirm(v, false),
          ),
        );
      else
        parts.push(
          h(
            "button",
            { type: "button", class: "quiet", "data-key": "resign", onclick: () => this.confirm(v, true) },
            m.sResign,
          ),
        );
    }
    if (v.you !== null && a.resigned.includes(v.you) && v.status === "playing")
      parts.push(h("p", { class: "muted" }, m.sYouResigned));
    replaceContent(this.el, ...parts);
  }

  private confirm(v: View, on: boolean): void {
    this.confirming = on;
    if (this.ask || !on) return this.update(v, true, this.names);
    void import("../play/later").then((l) => {
      this.ask = l.resignAsk.resignAsk;
      this.update(v, true, this.names);
    });
  }
}
