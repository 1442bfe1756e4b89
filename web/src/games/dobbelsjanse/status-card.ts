// A player's status card from pile A: a Jack or a joker, face up while the
// player is in the round, face down once they have scored or failed. Drawn
// small, so only the rank and suit stacked in the middle, with IN/OUT on the
// plate where a card's effect word goes.
import * as tm from "../../i18n/messages";
import { fmt } from "../../i18n/format";
import { h } from "../../lib/dom";
import { cardBack } from "../../parts/card-back";
import { cardName, splitCard } from "../../parts/card";
import type { DobbelPlayer } from "./state";

const SUIT_SIGN: Record<string, string> = { S: "♠", H: "♥", D: "♦", C: "♣" };

export function statusCardEl(p: DobbelPlayer): HTMLElement {
  if (!p.in) {
    const why = p.out === "scored" ? tm.tWhyScored : tm.tWhyFailed;
    return cardBack({ small: true, word: tm.tOutWord, label: fmt(tm.tFaceDown, { why }) });
  }
  // Jokers have no rank or suit, so card codes cannot name them: "JK1" is the red one.
  const joker = p.statusCard.startsWith("JK");
  const { rank, suit } = splitCard(p.statusCard);
  const red = joker ? p.statusCard === "JK1" : suit === "H" || suit === "D";
  const name = joker ? (red ? tm.tRedJoker : tm.tBlackJoker) : cardName(p.statusCard);
  return h(
    "div",
    {
      class: `card face small status-card${joker ? " joker" : ""} ${red ? "red" : "black"}`,
      role: "img",
      "aria-label": fmt(tm.tFaceUp, { name }),
    },
    h(
      "span",
      { class: "mid", "aria-hidden": "true" },
      joker ? "★" : rank,
      h("small", {}, joker ? tm.tJoker : (SUIT_SIGN[suit] ?? suit)),
    ),
    h("span", { class: "word", "aria-hidden": "true" }, tm.tStIn),
  );
}
