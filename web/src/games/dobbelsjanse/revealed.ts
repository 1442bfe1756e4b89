// Replays only: what Dobbelsjanse hides during play, face up: every hand, the
// next cards of the draw pile and the discard pile's faces, from the engine's
// reveal (deck top first, discard in the order the cards were put away).
import * as tm from "../../i18n/messages";
import { fmt } from "../../i18n/format";
import { h } from "../../lib/dom";
import { cardEl } from "../../parts/card";
import type { TableContext } from "../renderer";
import { isFace } from "./state";

const DECK_SHOWN = 8;

interface DobbelReveal {
  players?: { hand?: string[] }[];
  deck?: string[];
  discard?: string[];
}

const small = (c: string) => cardEl(c, { word: isFace(c) ? tm.tFaceWord : undefined, small: true });
const list = (x: unknown): string[] => (Array.isArray(x) ? x.filter((c): c is string => typeof c === "string") : []);

export function dobbelsjanseRevealed(ctx: TableContext): Node | null {
  const r = ctx.revealed as DobbelReveal | undefined;
  if (!r || typeof r !== "object") return null;
  const deck = list(r.deck);
  const discard = list(r.discard);
  const hands = (Array.isArray(r.players) ? r.players : []).map((p, seat) =>
    h(
      "li",
      { class: "peeked", "data-seat": seat },
      h("span", { class: "who" }, fmt(tm.rpHandOf, { name: ctx.names[seat] ?? fmt(tm.tSeatN, { n: seat }) })),
      list(p?.hand).length
        ? h("div", { class: "cards" }, ...list(p?.hand).map(small))
        : h("span", { class: "more" }, tm.rpEmptyHand),
    ),
  );
  return h(
    "section",
    { class: "panel hidden-info dj-revealed", "aria-label": tm.rpHidden },
    h("h3", {}, tm.rpHidden),
    hands.length ? h("ul", { class: "peeks" }, ...hands) : null,
    h(
      "div",
      { class: "deck-top" },
      h("span", { class: "who" }, tm.rpNextInDeck),
      h("div", { class: "cards" }, ...deck.slice(0, DECK_SHOWN).map(small)),
      deck.length > DECK_SHOWN ? h("span", { class: "more" }, fmt(tm.rpMore, { n: deck.length - DECK_SHOWN })) : null,
    ),
    discard.length
      ? h(
          "div",
          { class: "deck-top" },
          h("span", { class: "who" }, tm.rpDiscard),
          h("div", { class: "cards" }, ...discard.map(small)),
        )
      : null,
  );
}
