// Table chat: everyone reads, seated players write. Names and messages are
// player-written, so they only ever go in as text nodes, never as markup.
// Another player's new line is read aloud (./chat-voice, loaded when the chat first changes).
import type { ChatLine } from "../../../src/protocol";
import { h } from "../lib/dom";
import * as m from "../i18n/messages";

export class ChatPanel {
  readonly el: HTMLElement;
  private readonly list = h("ol", { class: "chat-lines" });
  private readonly input = h("input", {
    id: "chat-text",
    type: "text",
    name: "text",
    maxlength: 280,
    autocomplete: "off",
    "aria-label": m.sMessage,
  });
  private readonly status = h("p", { class: "chat-status", role: "status" });
  private readonly form: HTMLFormElement;
  private shown = "";
  /** The lines drawn last; null before the first draw (the chat a page opens with is not read out). */
  private last: ChatLine[] | null = null;

  constructor(private readonly send: (text: string) => Promise<string | null>) {
    this.form = h(
      "form",
      { class: "chat-form", onsubmit: (ev: Event) => void this.submit(ev) },
      this.input,
      h("button", { type: "submit" }, m.sSend),
    );
    this.el = h(
      "section",
      { class: "panel chat", "aria-labelledby": "chat-title" },
      h("h2", { id: "chat-title" }, m.sTableChat),
      this.list,
      this.form,
      this.status,
    );
  }

  update(lines: ChatLine[], canWrite: boolean, you: number | null): void {
    // Watchers read the chat but get no box they cannot use; with nothing to read, no panel.
    if (canWrite) this.el.insertBefore(this.form, this.status);
    else this.form.remove();
    this.el.hidden = !canWrite && lines.length === 0;
    const key = JSON.stringify(lines);
    if (key === this.shown) return;
    this.shown = key;
    const before = this.last;
    this.last = lines;
    if (before) void import("../play/later").then((l) => l.chatVoice.sayNew(before, lines, you));
    this.list.replaceChildren(
      ...lines.map((l) => {
        const li = document.createElement("li");
        const who = document.createElement("strong");
        who.textContent = `${l.name}: `;
        const text = document.createElement("span");
        text.className = "chat-text";
        text.textContent = l.text;
        li.append(who, text);
        return li;
      }),
    );
    if (lines.length === 0) this.list.append(h("li", { class: "empty" }, m.sNoMessages));
    this.list.scrollTop = this.list.scrollHeight;
  }

  private async submit(ev: Event): Promise<void> {
    ev.preventDefault();
    const text = this.input.value.trim();
    if (!text) return;
    const problem = await this.send(text);
    this.status.textContent = problem ?? "";
    if (!problem) this.input.value = "";
  }
}
