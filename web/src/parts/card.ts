// A playing card drawn in HTML/CSS: rank and suit in two corners, a large suit
// in the middle, red hearts and diamonds. `word` marks a face card's effect.
import { h } from "../lib/dom";
import { cardShort, splitCard, SUIT_SIGN } from "./card-short";

export { cardShort, splitCard };
const SUIT_NAME: Record<string, string> = { S: "spades", H: "hearts", D: "diamonds", C: "clubs" };
const RANK_NAME: Record<string, string> = { A: "Ace", J: "Jack", Q: "Queen", K: "King" };

export function cardName(code: string): string {
  const { rank, suit } = splitCard(code);
  return `${RANK_NAME[rank] ?? rank} of ${SUIT_NAME[suit] ?? suit}`;
}

/** `inline`: drawn as a span, for use inside a button (a div may not go there). */
export function cardEl(
  code: string,
  opts: { word?: string; fresh?: boolean; small?: boolean; inline?: boolean } = {},
): HTMLElement {
  const { rank, suit } = splitCard(code);
  const sign = SUIT_SIGN[suit] ?? suit;
  const red = suit === "H" || suit === "D";
  const cls = [
    "card",
    red ? "red" : "black",
    opts.word ? "face" : "",
    opts.fresh ? "fresh" : "",
    opts.small ? "small" : "",
  ];
  const corner = (pos: string) =>
    h("span", { class: `corner ${pos}`, "aria-hidden": "true" }, h("b", {}, rank), h("span", {}, sign));
  return h(
    opts.inline ? "span" : "div",
    {
      class: cls.filter(Boolean).join(" "),
      role: "img",
      "aria-label": cardName(code) + (opts.word ? `, ${opts.word}` : ""),
    },
    corner("tl"),
    h("span", { class: "mid", "aria-hidden": "true" }, opts.word ? rank : sign),
    opts.word ? h("span", { class: "word", "aria-hidden": "true" }, opts.word) : null,
    corner("br"),
  );
}
