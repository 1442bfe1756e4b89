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
  /** Resign's second question and what a resigned seat reads (./resign-ask), loaded when first needed. */
  private ask: typeof import("./resign-ask") | null = null;

  constructor(private readonly actions: SeatActions) {}

  update(v: View, seated: boolean, names: string[] = []): void {
    this.names = names;
    const a = asyncOf(v);
    const parts: HTMLElement[] = [];
    const resigned = v.you !== null && a.resigned.includes(v.you);
    if (seated && v.status === "playing" && !resigned) {
      if (this.confirming && this.ask)
        parts.push(
          ...this.ask.resignAsk(
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
    if (resigned && v.status === "playing") {
      if (this.ask) parts.push(h("p", { class: "muted" }, this.ask.youResigned()));
      else this.load(v);
    }
    replaceContent(this.el, ...parts);
  }

  private confirm(v: View, on: boolean): void {
    this.confirming = on;
    if (this.ask || !on) this.update(v, true, this.names);
    else this.load(v);
  }

  private load(v: View): void {
    void import("../play/later").then((l) => {
      this.ask = l.resignAsk;
      this.update(v, true, this.names);
    });
  }
}
