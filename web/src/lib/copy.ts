// A link shown in full (so it can be selected by hand) with a Copy button.
import { h } from "./dom";
import * as m from "../i18n/messages";

export function copyField(key: string, label: string, hint: string, url: string): HTMLElement {
  const input = h("input", {
    type: "text",
    readonly: true,
    value: url,
    id: `link-${key}`,
    class: "link-text",
    spellcheck: "false",
  });
  const status = h("span", { class: "copied", "aria-live": "polite" });
  const copy = copier(url, input, status);
  return h(
    "div",
    { class: `copy-field copy-${key}` },
    h("label", { for: `link-${key}` }, h("b", {}, label), h("span", { class: "hint" }, hint)),
    h(
      "div",
      { class: "copy-row" },
      input,
      h("button", { type: "button", class: "copy", "data-key": `copy-${key}`, onclick: copy }, m.copy),
      status,
    ),
  );
}

export function absolute(path: string): string {
  return new URL(path, location.origin).href;
}

/**
 * Copies `text` to the clipboard and says so in `status`; where the clipboard is
 * refused, selects `field` so the person can copy it by hand.
 */
export function copier(
  text: string,
  field: HTMLInputElement | HTMLTextAreaElement,
  status: HTMLElement,
): () => Promise<void> {
  return async () => {
    try {
      await navigator.clipboard.writeText(text);
      status.textContent = m.copied;
    } catch {
      field.select();
      status.textContent = m.selectedCopy;
    }
  };
}
