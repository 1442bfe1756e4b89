// A playing card drawn in HTML/CSS: rank and suit in two corners, a large suit
// in the middle, red hearts and diamonds (blue and green ones in the four-colour deck). `word` marks a face card's effect.
import * as tm from "../i18n/messages";
import { fmt } from "../i18n/format";
import { h } from "../lib/dom";
import { SUIT_WORD } from "../lib/log-text";
import { cardShort, splitCard, SUIT_SIGN } from "./card-short";

export { cardShort, splitCard };
const SUIT_NAME: Record<string, string> = { S: tm.tSpades, H: tm.tHearts, D: tm.tDiamonds, C: tm.tClubs };
for (const k in SUIT_NAME) SUIT_WORD[SUIT_SIGN[k]!] = SUIT_NAME[k]!;
const RANK_NAME: Record<string, string> = { A: tm.tAce, J: tm.tJack, Q: tm.tQueen, K: tm.tKing };

export function cardName(code: string): string {
  const { rank, suit } = splitCard(code);
  return fmt(tm.tCardName, { rank: RANK_NAME[rank] ?? rank, suit: SUIT_NAME[suit] ?? suit });
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
    // The four-colour deck tells diamonds and clubs apart by colour too (web/css/parts/cards.css).
    suit === "D" ? "d" : suit === "C" ? "c" : "",
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
