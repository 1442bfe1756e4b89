// The move buttons every game's move bar uses: the move in words, and under it
// what it will do (or, when the rules forbid it now, why not).
import type { TableContext } from "../games/renderer";
import { h } from "../lib/dom";

/** `key` keeps keyboard focus on the same button across live re-renders. */
export function moveButton(
  ctx: TableContext,
  key: string,
  label: string,
  detail: string | null,
  onClick: () => void,
  kind = "",
): HTMLButtonElement {
  return h(
    "button",
    { type: "button", class: `move ${kind}`.trim(), "data-key": key, disabled: ctx.busy, onclick: onClick },
    h("span", { class: "move-label" }, label),
    detail ? h("span", { class: "move-detail" }, detail) : null,
  );
}

/** A move the player would expect here that the rules forbid now, disabled, saying why. */
export function refusedButton(key: string, label: string, why: string): HTMLButtonElement {
  return h(
    "button",
    { type: "button", class: "move", "data-key": key, disabled: true, title: why, "aria-describedby": `why-${key}` },
    h("span", { class: "move-label" }, label),
    h("span", { class: "move-detail", id: `why-${key}` }, why),
  );
}
