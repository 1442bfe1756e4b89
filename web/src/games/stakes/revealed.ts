// Replays only: what Stakes hides during play, face up. Each seat's peeked cards
// (what that player knew) and the next cards of the deck, from the engine's
// reveal (deck top first; known per seat, top first as seen).
import * as tm from "../../i18n/messages";
import { fmt } from "../../i18n/format";
import { h } from "../../lib/dom";
import { cardEl } from "../../parts/card";
import type { TableContext } from "../renderer";
import { FACE_WORD } from "./state";

const DECK_SHOWN = 8;

interface StakesReveal {
  deck?: string[];
  known?: string[][];
}

const face = (c: string) => cardEl(c, { word: FACE_WORD[c.slice(0, -1)], small: true });

export function stakesRevealed(ctx: TableContext): Node | null {
  const r = ctx.revealed as StakesReveal | undefined;
  if (!r || typeof r !== "object") return null;
  const deck = Array.isArray(r.deck) ? r.deck : [];
  const known = Array.isArray(r.known) ? r.known : [];
  const peeks = known.flatMap((cards, seat) =>
    Array.isArray(cards) && cards.length
      ? [
          h(
            "li",
            { class: "peeked", "data-seat": seat },
            h("span", { class: "who" }, fmt(tm.rpPeeked, { name: ctx.names[seat] ?? fmt(tm.tSeatN, { n: seat }) })),
            h("div", { class: "cards" }, ...cards.map(face)),
          ),
        ]
      : [],
  );
  return h(
    "section",
    { class: "panel hidden-info", "aria-label": tm.rpHidden },
    h("h3", {}, tm.rpHidden),
    peeks.length ? h("ul", { class: "peeks" }, ...peeks) : null,
    h(
      "div",
      { class: "deck-top" },
      h("span", { class: "who" }, deck.length ? tm.rpNextInDeck : tm.rpDeckEmpty),
      h("div", { class: "cards" }, ...deck.slice(0, DECK_SHOWN).map(face)),
      deck.length > DECK_SHOWN ? h("span", { class: "more" }, fmt(tm.rpMore, { n: deck.length - DECK_SHOWN })) : null,
    ),
  );
}
