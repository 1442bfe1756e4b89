// A game's own word on the table that explains itself: tapped, clicked, reached by
// keyboard or hovered, it shows a short explanation from the rules in a popover
// beside the word (Escape or a tap elsewhere closes it). The words stay the
// games' own ("leverage dice", "double chance", "pool"); the explanation is
// what a friend across the table would say. The explanations (each game's
// ./terms) and the popover (./term-tip) load with the first one asked for, not
// with the table: most visits never open one, and the pages have weight budgets.
import { h } from "../lib/dom";

/** `word` as a button that explains itself with `about`; `cls` is added to the button. */
export function term(word: string | Node, about: () => Promise<string>, cls = ""): HTMLElement {
  const button = h("button", { type: "button", class: `term ${cls}`.trim() }, word);
  const open = (ev: Event) => {
    // A mouse only has to rest on the word; a touch taps it.
    const hover = ev.type !== "click";
    if (hover && (ev as PointerEvent).pointerType !== "mouse") return;
    void Promise.all([import("./term-tip"), about()]).then(([t, text]) => t.showTip(button, text, hover));
  };
  button.addEventListener("click", open);
  button.addEventListener("pointerenter", open);
  return button;
}
