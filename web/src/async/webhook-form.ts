// "Tell me when it is my turn": the seat's own webhook (Discord, Slack or any
// URL that takes JSON). Only the seat's own view carries it. The fields show the
// webhook that is saved (after Save too), except while the player is changing them.
import type { WebhookFormat, WebhookView } from "../../../src/protocol";
import { h } from "../lib/dom";
import { fmt } from "../i18n/format";
import * as msg from "../i18n/messages";

export interface WebhookActions {
  save(url: string, format?: WebhookFormat): Promise<string | null>;
  remove(): Promise<string | null>;
}

export class WebhookForm {
  readonly el: HTMLDetailsElement;
  private readonly url = h("input", {
    id: "webhook-url",
    name: "url",
    type: "url",
    placeholder: "https://discord.com/api/webhooks/…",
    autocomplete: "off",
  });
  private readonly format = h(
    "select",
    { id: "webhook-format", name: "format" },
    h("option", { value: "" }, msg.sGuessFormat),
    h("option", { value: "discord" }, "Discord"),
    h("option", { value: "slack" }, "Slack"),
    h("option", { value: "json" }, "JSON"),
  );
  private readonly state = h("p", { class: "webhook-state", role: "status" });
  private readonly removeButton: HTMLButtonElement;
  /** The webhook saved now, as the last view said. */
  private hook: WebhookView | null = null;
  /** The player has changed the fields since they last showed the saved webhook. */
  private edited = false;

  /** `first`: what the panel offers before the webhook (push on this device). */
  constructor(
    private readonly actions: WebhookActions,
    first?: HTMLElement,
  ) {
    this.removeButton = h(
      "button",
      { type: "button", onclick: () => void this.run(() => this.actions.remove()) },
      msg.sRemove,
    );
    this.el = h(
      "details",
      { class: "panel webhook" },
      h("summary", {}, msg.sNotifyMyTurn),
      first ?? null,
      first ? h("h3", {}, msg.sOrWebhook) : null,
      h(
        "form",
        {
          oninput: () => {
            this.edited = true;
          },
          onsubmit: (ev: Event) => {
            ev.preventDefault();
            void this.run(() =>
              this.actions.save(this.url.value.trim(), (this.format.value || undefined) as WebhookFormat | undefined),
            );
          },
        },
        h("label", { for: "webhook-url" }, msg.sWebhookAddress),
        this.url,
        h("label", { for: "webhook-format" }, msg.sFormat),
        this.format,
        h("div", { class: "webhook-buttons" }, h("button", { type: "submit" }, msg.sSave), this.removeButton),
      ),
      this.state,
    );
  }

  update(hook: WebhookView | null): void {
    this.hook = hook;
    // The view that says the address now typed is saved ends the edit, even before Save's answer:
    // the status line and the fields then say the same (the format too).
    if (this.edited && hook !== null && hook.url === this.url.value.trim()) this.edited = false;
    if (!this.edited) this.fill();
    this.removeButton.hidden = hook === null;
    if (hook === null) this.state.textContent = msg.sNoWebhook;
    else if (!hook.active) this.state.textContent = fmt(msg.sWebhookOff, { n: hook.failures, url: hook.url });
    else
      this.state.textContent =
        fmt(msg.sWebhookOn, { format: hook.format, url: hook.url }) +
        (hook.failures ? fmt(msg.sWebhookRetrying, { n: hook.failures }) : "");
  }

  private async run(action: () => Promise<string | null>): Promise<void> {
    const problem = await action();
    if (problem) this.state.textContent = problem;
    else {
      this.edited = false;
      this.fill();
    }
  }

  /** The fields show the saved webhook (empty when there is none). */
  private fill(): void {
    this.url.value = this.hook?.url ?? "";
    this.format.value = this.hook?.format ?? "";
  }
}
