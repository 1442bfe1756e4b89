// msg.sNotifyMyTurn, drawn at once as a closed panel; what it holds (push on
// this device, then the webhook form) is the heaviest part of the table page's
// script and most visits never open it, so it loads the first time it is opened.
// Updates that arrive before then are kept and handed over on load.
import type { WebhookView } from "../../../src/protocol";
import { h } from "../lib/dom";
import type { NotifyPush } from "./notify-push";
import { extraStyles } from "../lib/extra-styles";
import type { WebhookActions, WebhookForm } from "./webhook-form";
import * as msg from "../i18n/messages";

export class NotifyShell {
  /** What the page places and hides: the closed panel, later the loaded one. */
  readonly el = h("div", { class: "notify-shell" });
  private readonly closed: HTMLDetailsElement;
  private webhookNow: WebhookView | null = null;
  private seat: { id: string; token: string } | null = null;
  private loaded: { push: NotifyPush; webhook: WebhookForm } | null = null;

  constructor(private readonly actions: WebhookActions) {
    this.closed = h("details", { class: "panel webhook" }, h("summary", {}, msg.sNotifyMyTurn)) as HTMLDetailsElement;
    this.closed.addEventListener("toggle", () => {
      if (this.closed.open) void this.load();
    });
    this.el.append(this.closed);
  }

  private async load(): Promise<void> {
    if (this.loaded) return;
    // Their styles are in extras.css (parts/notify.css), loaded with them.
    const [{ NotifyPush }, { WebhookForm }] = await Promise.all([import("../play/later"), extraStyles()]).then(
      ([m]) => [m.notifyPush, m.webhookForm] as const,
    );
    if (this.loaded) return;
    const push = new NotifyPush();
    const webhook = new WebhookForm(this.actions, push.el);
    this.loaded = { push, webhook };
    webhook.update(this.webhookNow);
    if (this.seat) push.update(this.seat.id, this.seat.token);
    webhook.el.open = true;
    this.el.replaceChildren(webhook.el);
  }

  /** "Notify me when it's my turn" pressed elsewhere on the page: the same push subscription, opened here. */
  async turnOn(): Promise<string | null> {
    await this.load();
    return this.loaded ? this.loaded.push.turnOn() : msg.sNotifySetup;
  }

  updateWebhook(w: WebhookView | null): void {
    this.webhookNow = w;
    this.loaded?.webhook.update(w);
  }

  updateSeat(id: string, token: string): void {
    this.seat = { id, token };
    this.loaded?.push.update(id, token);
  }
}
