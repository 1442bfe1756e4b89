// One line, msg.sNotifyOffer, offered at the moments a notification
// matters on a table with a clock: right after taking a seat (creating or joining)
// and after your move while the others are to act. It turns on the same push
// subscription as the notify panel (./notify-shell, the page's one notify
// control); msg.sNotNow hides it for this table. Never offered where this browser
// cannot show notifications, has them blocked, or already has them for this table.
import type { View } from "../../../src/protocol";
import { h } from "../lib/dom";
import { asyncOf } from "./fields";
import * as msg from "../i18n/messages";

const pushKey = (id: string) => `tablelink:push:${id}`;
const laterKey = (id: string) => `tablelink:notify-later:${id}`;

function stored(key: string): boolean {
  try {
    return localStorage.getItem(key) !== null;
  } catch {
    return true;
  }
}

function canPush(): boolean {
  return (
    "serviceWorker" in navigator &&
    "PushManager" in window &&
    "Notification" in window &&
    Notification.permission !== "denied"
  );
}

/** The moment: just seated (the table may still wait), or your move made and the others to act. */
export interface OfferMoment {
  seated: boolean;
  moved: boolean;
}

export class NotifyOffer {
  private readonly el = h("p", { class: "notify-offer" });
  private id = "";
  /** What turning on said (a refusal, a browser that cannot), shown instead of the offer. */
  private said: string | null = null;
  private hiddenNow = false;

  constructor(private readonly turnOn: () => Promise<string | null>) {}

  /** The line for this view, or null when it is not the moment. */
  line(v: View, token: string | undefined, at: OfferMoment): HTMLElement | null {
    if (v.id !== this.id) {
      this.id = v.id;
      this.said = null;
      this.hiddenNow = false;
    }
    if (this.said !== null) return this.el;
    if (this.hiddenNow || !this.wanted(v, token, at)) return null;
    if (!this.el.firstChild) this.draw();
    return this.el;
  }

  private wanted(v: View, token: string | undefined, at: OfferMoment): boolean {
    if (!token || v.you === null || v.status === "finished") return false;
    const clock = asyncOf(v).clock;
    if (!clock || clock.timePerMove === "none") return false;
    if (!canPush() || stored(pushKey(v.id)) || stored(laterKey(v.id))) return false;
    const othersToAct = v.status === "playing" && !v.toAct.includes(v.you);
    return v.status === "waiting" || at.seated || (at.moved && othersToAct);
  }

  private draw(): void {
    this.el.replaceChildren(
      h(
        "button",
        { type: "button", class: "primary", "data-key": "notify-offer", onclick: () => void this.yes() },
        msg.sNotifyOffer,
      ),
      " ",
      h(
        "button",
        { type: "button", class: "quiet", "data-key": "notify-later", onclick: () => this.later() },
        msg.sNotNow,
      ),
    );
  }

  private async yes(): Promise<void> {
    this.el.replaceChildren(msg.sAsking);
    const problem = await this.turnOn();
    if (problem === null) {
      this.said = msg.sNotifyOnShort;
    } else this.said = problem;
    this.el.replaceChildren(h("span", { role: "status" }, this.said), " ", this.closeButton());
  }

  private closeButton(): HTMLElement {
    return h(
      "button",
      {
        type: "button",
        class: "quiet",
        onclick: () => {
          this.said = null;
          this.hiddenNow = true;
          this.el.remove();
        },
      },
      "OK",
    );
  }

  private later(): void {
    try {
      localStorage.setItem(laterKey(this.id), "1");
    } catch {
      /* hidden for this visit only */
    }
    this.hiddenNow = true;
    this.el.remove();
  }
}
