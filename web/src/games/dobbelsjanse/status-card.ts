// A player's status card from pile A: a Jack or a joker, face up while the
// player is in the round, face down once they have scored or failed.
import { h } from "../../lib/dom";
import { cardBack } from "../../parts/card-back";
import { cardEl, cardName } from "../../parts/card";
import type { DobbelPlayer } from "./state";

function jokerEl(code: string, word: string): HTMLElement {
  // Jokers have no rank or suit, so card codes cannot name them: "JK1" is the red one.
  const red = code === "JK1";
  const corner = (pos: string) => h("span", { class: `corner ${pos}`, "aria-hidden": "true" }, h("b", {}, "★"));
  return h(
    "div",
    { class: `card face joker small ${red ? "red" : "black"}`, role: "img", "aria-label": `${red ? "Red" : "Black"} joker, status card face up: in` },
    corner("tl"),
    h("span", { class: "mid", "aria-hidden": "true" }, "Joker"),
    h("span", { class: "word", "aria-hidden": "true" }, word),
  );
}

export function statusCardEl(p: DobbelPlayer): HTMLElement {
  if (!p.in) {
    const why = p.out === "scored" ? "scored" : "failed";
    return cardBack({ small: true, word: "Out", label: `Status card face down: out of the round (${why})` });
  }
  if (p.statusCard.startsWith("JK")) return jokerEl(p.statusCard, "In");
  const el = cardEl(p.statusCard, { small: true, word: "In" });
  el.setAttribute("aria-label", `${cardName(p.statusCard)}, status card face up: in`);
  return el;
}
