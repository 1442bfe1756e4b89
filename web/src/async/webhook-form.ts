// "Tell me when it is my turn": the seat's own webhook (Discord, Slack or any
// URL that takes JSON). Only the seat's own view carries it.
import type { WebhookFormat, WebhookView } from "../../../src/protocol";
import { h } from "../lib/dom";

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
    h("option", { value: "" }, "Guess from the address"),
    h("option", { value: "discord" }, "Discord"),
    h("option", { value: "slack" }, "Slack"),
    h("option", { value: "json" }, "JSON"),
  );
  private readonly state = h("p", { class: "webhook-state", role: "status" });
  private readonly removeButton: HTMLButtonElement;

  /** `first`: what the panel offers before the webhook (push on this device). */
  constructor(
    private readonly actions: WebhookActions,
    first?: HTMLElement,
  ) {
    this.removeButton = h(
      "button",
      { type: "button", onclick: () => void this.run(() => this.actions.remove()) },
      "Remove",
    );
    this.el = h(
      "details",
      { class: "panel webhook" },
      h("summary", {}, "Notify me on my turn"),
      first ?? null,
      first ? h("h3", {}, "Or a webhook (Discord, Slack, JSON)") : null,
      h(
        "form",
        {
          onsubmit: (ev: Event) => {
            ev.preventDefault();
            void this.run(() =>
              this.actions.save(this.url.value.trim(), (this.format.value || undefined) as WebhookFormat | undefined),
            );
          },
        },
        h("label", { for: "webhook-url" }, "Webhook address"),
        this.url,
        h("label", { for: "webhook-format" }, "Format"),
        this.format,
        h("div", { class: "webhook-buttons" }, h("button", { type: "submit" }, "Save"), this.removeButton),
      ),
      this.state,
    );
  }

  update(hook: WebhookView | null): void {
    this.removeButton.hidden = hook === null;
    if (hook === null) this.state.textContent = "No webhook: this page tells you while it is open.";
    else if (!hook.active)
      this.state.textContent = `Switched off after ${hook.failures} failed deliveries to ${hook.url}. Save it again to retry.`;
    else
      this.state.textContent = `On (${hook.format}): ${hook.url}${hook.failures ? ` — ${hook.failures} failed deliveries, retrying` : ""}`;
  }

  private async run(action: () => Promise<string | null>): Promise<void> {
    const problem = await action();
    if (problem) this.state.textContent = problem;
    else this.url.value = "";
  }
}
