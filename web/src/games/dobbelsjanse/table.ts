// The Dobbelsjanse table: the middle of the table (the cards drawn and played
// this round, in a row) is the biggest thing, with the face-card count beside
// it; then one block per seat with its status card (face up: in, face down:
// out), hand and score, the viewer's own last so on a phone it sits just above
// the move buttons.
import * as tm from "../../i18n/messages";
import { fmt } from "../../i18n/format";
import { plural } from "../../i18n/plural";
import { h } from "../../lib/dom";
import { cardBack } from "../../parts/card-back";
import { cardEl, cardName, cardShort } from "../../parts/card";
import { seatHead } from "../../parts/seat-head";
import { seatOrder } from "../../parts/seat-order";
import type { TableContext } from "../renderer";
import {
  FACES_IN_GAME,
  faceOnTable,
  isFace,
  matchOn,
  points,
  type DobbelMove,
  type DobbelPlayer,
  type DobbelState,
} from "./state";
import { statusCardEl } from "./status-card";
import { term } from "../../parts/term";

/** A game word's explanation (./terms), loaded when first asked for. */
const about = (k: keyof typeof import("./terms").DOBBEL_TERMS) => () =>
  import("./terms").then((t) => t.DOBBEL_TERMS[k]);
import { failedOf } from "./round-story";

const FACE_WORD = tm.tFaceWord;

function stateOf(v: { state: unknown } | null): DobbelState | null {
  return (v?.state as DobbelState | null) ?? null;
}

function tableCard(code: string, fresh: boolean, small = false): HTMLElement {
  return cardEl(code, { word: isFace(code) ? FACE_WORD : undefined, fresh, small });
}

function doubleChanceBanner(ctx: TableContext, s: DobbelState): HTMLElement | null {
  const seat = s.doubleChance;
  if (seat === null) return null;
  const yours = ctx.view.you === seat;
  const step = s.doubleChanceStep ?? 1;
  const p = s.players[seat]!;
  const secondIsDraw = step === 2 && s.lastEvent?.seat === seat && s.lastEvent.move === "play";
  const stepEl = (n: 1 | 2, text: string) =>
    h("li", { class: `dc-step${n === step ? " now" : n < step ? " done" : ""}` }, h("b", {}, `${n}`), text);
  return h(
    "div",
    { class: "dc-banner", role: "group", "aria-label": tm.tDoubleChance },
    h(
      "p",
      { class: "dc-title" },
      yours ? tm.tYourDc : "",
      term(yours ? tm.tDcLower : tm.tDoubleChance, about("doubleChance")),
      yours ? "!" : fmt(tm.tForName, { name: ctx.names[seat]! }),
    ),
    h(
      "ol",
      { class: "dc-steps" },
      stepEl(1, p.handCount > 0 || step === 2 ? tm.tDrawOrPlay : tm.tDraw),
      stepEl(2, secondIsDraw ? tm.tDrawOnly : p.handCount > 0 ? tm.tDrawOrPlay : tm.tDraw),
    ),
    h("p", { class: "dc-rule" }, tm.tDcRule),
  );
}

/** The card that just left the table's story: a failing card, or the second face that ended the round. */
function lastCard(ctx: TableContext, s: DobbelState): HTMLElement | null {
  const e = s.lastEvent;
  if (!e?.card) return null;
  const name = ctx.view.you === e.seat ? tm.tYouCap : ctx.names[e.seat]!;
  let text: string;
  if (e.outcome === "failed" && !e.roundEnded) {
    const m = matchOn(s.table, e.card);
    text = m ? fmt(tm.tFailedSame, { name, card: cardShort(m) }) : fmt(tm.tFailedPlain, { name });
  } else if (e.outcome === "failed") text = fmt(tm.tFailedDc, { name });
  else if (e.outcome === "second_face") text = tm.tSecondFace;
  else return null;
  return h("div", { class: "dj-last" }, tableCard(e.card, ctx.previous !== null, true), h("span", {}, text));
}

function middle(s: DobbelState, prev: DobbelState | null): HTMLElement {
  // Only the cards this move added turn over; a live re-render of the same view moves nothing.
  const freshFrom = prev !== null && prev.round === s.round ? prev.table.length : s.table.length;
  const label = s.table.length ? fmt(tm.tMiddle, { cards: s.table.map(cardName).join(", ") }) : tm.tMiddleEmpty;
  const cards = s.table.length
    ? s.table.map((c, i) => tableCard(c, prev !== null && i >= freshFrom))
    : [
        h(
          "p",
          { class: "dj-empty" },
          s.round > 1 || s.lastEvent ? fmt(tm.tRoundEmpty, { n: s.round }) : tm.tFirstEmpty,
        ),
      ];
  return h("div", { class: "dj-middle", role: "group", "aria-label": label }, ...cards);
}

/** What the middle is worth: to a player, what scoring now would bring; to someone watching, plainly the middle's worth. */
function worth(s: DobbelState, watching: boolean): HTMLElement | null {
  if (s.over) return null;
  if (s.doubleChance !== null) return h("p", { class: "dj-worth" }, fmt(tm.tDcRates, { n: points(s.table, 2) }));
  const now = points(s.table, 1);
  return h(
    "p",
    { class: "dj-worth" },
    watching ? tm.tWorthMiddle : tm.tWorthNow,
    h("b", {}, String(now)),
    now === 1 ? tm.tPointOne : tm.tPointMany,
  );
}

function faces(s: DobbelState): HTMLElement {
  const onTable = s.table.filter(isFace);
  const slots: HTMLElement[] = [];
  for (const c of s.cleared) slots.push(h("div", { class: "slot cleared" }, cardEl(c, { small: true })));
  for (const c of onTable)
    slots.push(h("div", { class: "slot on-table", title: tm.tOnTableRound }, cardEl(c, { small: true })));
  while (slots.length < FACES_IN_GAME) slots.push(h("div", { class: "slot open", "aria-hidden": "true" }));
  let note: string;
  if (s.over) note = tm.tEighthEnded;
  else if (s.facesDrawn === FACES_IN_GAME - 1) note = tm.tNextEndsGame;
  else if (faceOnTable(s.table)) note = tm.tNextEndsRound;
  else note = tm.tFirstNothing;
  const clearedText = s.cleared.length > 0;
  return h(
    "div",
    { class: "dj-faces" },
    h(
      "p",
      { class: "faces-count" },
      h("b", {}, String(s.facesDrawn)),
      h("span", {}, fmt(tm.tOfFaces, { n: FACES_IN_GAME }), term(tm.tFaceCards, about("faces"))),
    ),
    // What the face-card slots show, for a screen reader (an aria-label does not belong on a p).
    clearedText ? h("p", { class: "sr-only" }, fmt(tm.tCleared, { cards: s.cleared.map(cardName).join(", ") })) : null,
    h("div", { class: "face-slots", "aria-hidden": "true" }, ...slots),
    h("p", { class: "faces-note" }, note),
  );
}

function center(ctx: TableContext, s: DobbelState, prev: DobbelState | null): HTMLElement {
  return h(
    "section",
    { class: "center dj-center", "aria-label": tm.tCenter },
    h(
      "p",
      { class: "meta" },
      h("span", {}, fmt(tm.tRoundN, { n: s.round })),
      h("span", {}, fmt(tm.tDeck, { n: s.deckCount })),
      h("span", {}, term(tm.tDiscard, about("discard")), `: ${s.discardCount}`),
    ),
    doubleChanceBanner(ctx, s),
    h(
      "div",
      { class: "dj-board" },
      h("div", { class: "dj-play" }, middle(s, prev), worth(s, ctx.view.you === null), lastCard(ctx, s)),
      faces(s),
    ),
  );
}

function statusText(p: DobbelPlayer): string {
  return p.in ? tm.tStIn : p.out === "scored" ? tm.tOutScoredSt : tm.tOutFailedSt;
}

function handEl(ctx: TableContext, s: DobbelState, p: DobbelPlayer, mine: boolean): HTMLElement {
  if (!mine || !p.hand) {
    const backs = Array.from({ length: p.handCount }, () => cardBack({ tiny: true, label: "" }));
    for (const b of backs) b.setAttribute("aria-hidden", "true");
    return h(
      "div",
      {
        class: "dj-hand others",
        role: "img",
        "aria-label": plural(tm.tHandCards, p.handCount),
      },
      ...backs,
      h(
        "span",
        { class: "hand-count", "aria-hidden": "true" },
        p.handCount === 0 ? tm.tNoHandCards : fmt(tm.tInHand, { n: p.handCount }),
      ),
    );
  }
  if (p.hand.length === 0)
    return h("div", { class: "dj-hand mine" }, h("p", { class: "dj-empty-hand" }, tm.tHandEmpty));
  const legal = ctx.view.legal as DobbelMove[];
  const cards = p.hand.map((c) => {
    const playable = legal.some((m) => m.type === "play" && m.card === c);
    const fails = matchOn(s.table, c);
    const card = cardEl(c, { inline: playable });
    const tag = fails ? h("span", { class: "fails-tag", "aria-hidden": "true" }, tm.tFailsTag) : null;
    if (!playable) return h("div", { class: "hand-card" }, card, tag);
    // The button names it; the card keeps its name for the table read aloud (../read-words.ts).
    card.dataset.name = card.getAttribute("aria-label") ?? "";
    card.removeAttribute("role");
    card.removeAttribute("aria-label");
    return h(
      "button",
      {
        type: "button",
        class: `hand-card playable${fails ? " risky" : ""}`,
        "data-key": `hand-${c}`,
        disabled: ctx.busy,
        title: fails ? fmt(tm.tFailsSame, { card: cardShort(fails) }) : fmt(tm.tPlayCard, { card: cardShort(c) }),
        onclick: () => ctx.send({ type: "play", card: c }),
      },
      card,
      tag,
      // The name in words from hidden text, not an aria-label: a label would not contain the drawn "2♦".
      h(
        "span",
        { class: "sr-only" },
        fmt(fails ? tm.tPlayFails : tm.tPlayCard, { card: cardName(c), match: fails ? cardName(fails) : "" }),
      ),
    );
  });
  const canPlay = legal.some((m) => m.type === "play");
  return h(
    "div",
    { class: "dj-hand mine", role: "group", "aria-label": tm.tYourHand },
    ...cards,
    canPlay ? h("span", { class: "tap-hint", "aria-hidden": "true" }, tm.tTapCard) : null,
  );
}

/** The card a seat failed on stays by its seat for the rest of the round, marked. */
function failedEl(ctx: TableContext, s: DobbelState, seat: number): HTMLElement | null {
  const f = failedOf(ctx, s, seat);
  if (!f) return null;
  const card = cardEl(f.card, { small: true });
  card.classList.add("busting");
  card.setAttribute("aria-label", fmt(tm.tCardFailed, { card: cardName(f.card) }));
  return h(
    "div",
    { class: "dj-failed" },
    card,
    h(
      "span",
      {},
      h("b", {}, tm.tFailedColon),
      fmt(tm.tMatched, { card: cardShort(f.card), match: cardShort(f.matched) }),
    ),
  );
}

function seatBlock(ctx: TableContext, s: DobbelState, seat: number): HTMLElement {
  const p = s.players[seat]!;
  const you = ctx.view.you === seat;
  const acting = ctx.view.status === "playing" && ctx.view.toAct.includes(seat);
  const dc = s.doubleChance === seat;
  const cls = ["seat", "dj-seat", p.in ? "in" : "out", you ? "mine" : "", acting ? "to-act" : "", dc ? "dc" : ""]
    .filter(Boolean)
    .join(" ");
  const turnTag = dc ? (you ? tm.tYourDcTag : tm.tDoubleChance) : you ? tm.yourTurn : tm.tToAct;
  return h(
    "section",
    {
      class: cls,
      "aria-label": fmt(tm.tSeatScore, {
        who: you ? fmt(tm.tYouParen, { name: ctx.names[seat]! }) : ctx.names[seat]!,
        status: statusText(p),
        score: p.score,
      }),
    },
    seatHead(
      ctx,
      seat,
      ctx.names[seat] ?? fmt(tm.tSeatN, { n: seat }),
      acting ? turnTag : null,
      h("span", { class: `dj-status ${p.in ? "in" : (p.out ?? "out")}` }, statusText(p)),
    ),
    h(
      "div",
      { class: "dj-seat-body" },
      statusCardEl(p),
      handEl(ctx, s, p, you),
      failedEl(ctx, s, seat),
      h("p", { class: "dj-score" }, h("span", {}, tm.tScoreWord), h("b", {}, String(p.score))),
    ),
  );
}

export function dobbelsjanseTable(ctx: TableContext): Node {
  const s = stateOf(ctx.view);
  if (!s) return h("p", {}, tm.tBeingSet);

  const prev = stateOf(ctx.previous);
  const n = s.players.length;
  const you = ctx.view.you;
  const order = seatOrder(n, you);
  return h(
    "div",
    { class: "dobbelsjanse" },
    center(ctx, s, prev),
    h("div", { class: `dj-seats${you === null ? "" : " has-mine"}` }, ...order.map((seat) => seatBlock(ctx, s, seat))),
  );
}
