// The Twelves table: the pool large in the middle with the stage and the turn
// order, this round's announced actions, then one block per seat (the viewer's
// last, just above the move buttons on a phone), then the games played so far
// with the showdown hands revealed.
import * as tm from "../../i18n/messages";
import { fmt } from "../../i18n/format";
import { plural } from "../../i18n/plural";
import { h } from "../../lib/dom";
import { d12El } from "../../parts/d12";
import { seatHead } from "../../parts/seat-head";
import { seatOrder } from "../../parts/seat-order";
import type { TableContext } from "../renderer";
import { actText, type Names } from "./act-text";
import {
  ACTION_NAME,
  PASS_OUT,
  ROUNDS,
  STATUS_WORD,
  cap,
  dieLabel,
  handWord,
  signed,
  stateOf,
  type GameRecord,
  type TwelvesPlayer,
  type TwelvesState,
} from "./state";
import { term } from "../../parts/term";

/** A game word's explanation (./terms), loaded when first asked for. */
const about = (k: keyof typeof import("./terms").TWELVES_TERMS) => () =>
  import("./terms").then((t) => t.TWELVES_TERMS[k]);

function stageText(s: TwelvesState): string {
  if (s.stage === "over") return tm.tMatchOver;
  if (s.stage === "betting") return fmt(s.lastBetting ? tm.tLastBetPass : tm.tBetPass, { p: s.pass });
  return fmt(tm.tActionsPass, { p: s.pass });
}

function center(ctx: TableContext, s: TwelvesState, prev: TwelvesState | null, name: Names): HTMLElement {
  const you = ctx.view.you;
  const roundText =
    s.stage === "over" ? plural(tm.tGamesPlayed, s.games) : fmt(tm.tRoundOf, { round: s.round, rounds: ROUNDS });
  const order =
    s.stage === "over"
      ? null
      : h(
          "ol",
          { class: "turn-order", "aria-label": tm.tTurnOrder },
          ...s.order.map((seat) =>
            h(
              "li",
              { class: seat === s.turn ? "now" : "", "aria-current": seat === s.turn ? "true" : null },
              seat === you ? tm.tYouCap : name(seat),
            ),
          ),
        );
  const acts = s.actions.length
    ? h(
        "ul",
        { class: "round-acts", "aria-label": tm.tRoundActs },
        ...s.actions.map((a) => h("li", { class: a.caught ? "caught" : "" }, actText(a, name, you))),
      )
    : null;
  const catches = s.catches.length
    ? h(
        "ul",
        { class: "catches" },
        ...s.catches.map((c) =>
          h(
            "li",
            {},
            fmt(c.by === you ? tm.tCatchYour : tm.tCatchOther, {
              by: name(c.by),
              via: ACTION_NAME[c.via === "watch" ? "watch" : "intimidate"]!,
              who: c.seat === you ? tm.you : name(c.seat),
              act: ACTION_NAME[c.action]!,
            }),
          ),
        ),
      )
    : null;
  const poolChanged = prev !== null && prev.pool !== s.pool;
  return h(
    "section",
    { class: "center twelves-center", "aria-label": tm.tCenter },
    h(
      "p",
      { class: "meta" },
      s.stage === "over" ? null : h("span", {}, fmt(tm.tGameOf, { g: s.game, n: s.games })),
      h("span", {}, roundText),
      h("span", { class: "stage" }, stageText(s)),
    ),
    s.stage === "over"
      ? null
      : h(
          "div",
          { class: "pool", role: "group", "aria-label": plural(tm.tPoolAria, s.pool) },
          term(tm.tPool, about("pool"), "pool-label"),
          h("span", { class: `pool-num${poolChanged ? " changed" : ""}` }, String(s.pool)),
          h("span", { class: "pool-note" }, fmt(tm.tPoolNote, { b: s.highestBet, l: s.tableLimit })),
        ),
    order ? h("div", { class: "order-line" }, term(tm.tTurnOrder, about("order"), "order-label"), order) : null,
    acts,
    catches,
  );
}

function handRow(ctx: TableContext, p: TwelvesPlayer, pp: TwelvesPlayer | undefined, mine: boolean): HTMLElement {
  if (mine && p.hand) {
    const dice = p.hand.map((face, i, hand) => {
      const hidden = p.hidden?.[i] ?? false;
      const changed = ctx.previous !== null && pp?.hand?.[i] !== face;
      return h(
        "span",
        { class: "die-slot" },
        d12El(face, {
          size: "big",
          hidden,
          tumble: changed,
          label: `${cap(dieLabel(hand, i))}${hidden ? tm.tHiddenSuffix : ""}`,
        }),
        hidden ? h("span", { class: "die-pos", "aria-hidden": "true" }, tm.tHidden) : null,
      );
    });
    return h("div", { class: "hand mine", role: "group", "aria-label": tm.tYourHand }, ...dice);
  }
  const n = p.handCount;
  const backs = Array.from({ length: n }, () => d12El(null, { size: "small", label: "" }));
  return h(
    "div",
    { class: "hand backs", role: "img", "aria-label": plural(tm.tHiddenDice, n) },
    ...backs,
    h("span", { class: "count" }, plural(tm.tDiceN, n)),
  );
}

function privateLine(p: TwelvesPlayer): HTMLElement | null {
  if (p.hand === undefined) return null;
  const parts: HTMLElement[] = [];
  const alcohol = p.alcohol ?? 0;
  if (alcohol > 0) parts.push(h("span", { class: "chip warn" }, fmt(tm.tAlcohol, { a: alcohol, max: PASS_OUT })));
  if ((p.water ?? 0) > 0) parts.push(h("span", { class: "chip" }, fmt(tm.tWaterChip, { n: p.water! })));
  if ((p.bonus ?? 0) > 0) parts.push(h("span", { class: "chip" }, fmt(tm.tBonusChip, { n: p.bonus! })));
  if (p.rig !== null && p.rig !== undefined) parts.push(h("span", { class: "chip" }, fmt(tm.tRigChip, { n: p.rig })));
  return parts.length ? h("p", { class: "private", "aria-label": tm.tOnlyYou }, ...parts) : null;
}

function statusText(p: TwelvesPlayer): string {
  return p.status === "in" ? tm.tInGame : p.status === "out" ? tm.tLeftGame : tm.tRemovedGame;
}

function seatBlock(
  ctx: TableContext,
  s: TwelvesState,
  prev: TwelvesState | null,
  seat: number,
  name: Names,
): HTMLElement {
  const p = s.players[seat]!;
  const pp = prev?.players[seat];
  const you = ctx.view.you === seat;
  const acting = ctx.view.status === "playing" && s.turn === seat;
  const justRemoved = p.status === "removed" && pp !== undefined && pp.status === "in";
  const cls = ["seat", `tw-${p.status}`, you ? "mine" : "", acting ? "to-act" : "", justRemoved ? "shake" : ""]
    .filter(Boolean)
    .join(" ");
  return h(
    "section",
    {
      class: cls,
      "aria-label": fmt(tm.tSeatBet, {
        who: you ? fmt(tm.tYouParen, { name: name(seat) }) : name(seat),
        status: statusText(p),
        bet: p.bet,
        n: p.handCount,
      }),
    },
    seatHead(
      ctx,
      seat,
      name(seat),
      acting ? (you ? tm.yourTurn : tm.tToAct) : null,
      h("span", { class: `status tw-${p.status}` }, STATUS_WORD[p.status]),
    ),
    handRow(ctx, p, pp, you),
    h(
      "footer",
      { class: "seat-foot" },
      h(
        "span",
        { class: "bet" },
        tm.tBetSp,
        h("b", {}, String(p.bet)),
        p.doubled && s.stage === "betting" ? h("span", { class: "doubled" }, tm.tDoubledTag) : null,
      ),
      h("span", { class: "drinks" }, term(tm.tDrinks, about("drinks")), " ", h("b", {}, String(p.drinks))),
      h("span", { class: "net" }, term(tm.tNet, about("net")), " ", h("b", {}, signed(p.net))),
      p.outWatched ? h("span", { class: "chip" }, tm.tWatchedOutChip) : null,
    ),
    you ? privateLine(p) : null,
  );
}

export function gameLine(g: GameRecord, name: Names, you: number | null): string {
  const who = g.winners.map((w) => (w === you ? tm.tYouCap : name(w))).join(tm.tAnd);
  const how = g.end === "showdown" ? tm.tAtShowdown : g.end === "last" ? tm.tAsLast : tm.tAllRemoved;
  const shares = g.winners.length > 1 ? ` (${g.shares.join(" + ")})` : "";
  return fmt(g.winners.length === 1 ? tm.tGameTook : tm.tGameShared, { g: g.game, who, pool: g.pool, shares, how });
}

/** The showdown of a game: every hand still in, face up, with its rank. */
export function showdownEl(last: GameRecord, name: Names, you: number | null): HTMLElement | null {
  return last.showdown
    ? h(
        "ul",
        { class: "showdown" },
        ...last.showdown.map((x) =>
          h(
            "li",
            { class: last.winners.includes(x.seat) ? "winner" : "" },
            h("span", { class: "name" }, x.seat === you ? tm.tYouCap : name(x.seat)),
            h(
              "span",
              { class: "hand" },
              ...x.hand.map((f, i) =>
                d12El(f, {
                  size: "small",
                  label: x.seat === you ? cap(dieLabel(x.hand, i)) : fmt(tm.tDieOf, { who: name(x.seat), f }),
                }),
              ),
            ),
            h("span", { class: "rank" }, handWord(x.rank)),
            last.winners.includes(x.seat) ? h("span", { class: "won" }, tm.tTookPool) : null,
          ),
        ),
      )
    : null;
}

function historyPanel(ctx: TableContext, s: TwelvesState, name: Names): HTMLElement | null {
  if (s.history.length === 0) return null;
  const you = ctx.view.you;
  const last = s.history[s.history.length - 1]!;
  const hands = showdownEl(last, name, you);
  return h(
    "section",
    { class: "panel tw-history", "aria-label": tm.tGamesPanel },
    h("h2", {}, s.stage === "over" ? tm.tTheGames : fmt(tm.tGameEnded, { n: last.game })),
    h("ul", { class: "tw-games" }, ...s.history.map((g) => h("li", {}, gameLine(g, name, you)))),
    hands ? h("p", { class: "showdown-title" }, fmt(tm.tShowdownOf, { n: last.game })) : null,
    hands,
  );
}

export function twelvesTable(ctx: TableContext): Node {
  const s = stateOf(ctx.view);
  if (!s) return h("p", {}, tm.tBeingSet);
  const prev = stateOf(ctx.previous);
  const name: Names = (seat) => ctx.names[seat] ?? fmt(tm.tSeatN, { n: seat });

  const n = s.players.length;
  const you = ctx.view.you;
  const order = seatOrder(n, you);
  const history = historyPanel(ctx, s, name);
  // Just after a game ends its showdown matters most: it goes above the new game.
  const fresh = s.stage === "over" || (s.round === 1 && s.stage === "betting");
  return h(
    "div",
    { class: "twelves" },
    fresh ? history : null,
    center(ctx, s, prev, name),
    h("div", { class: `seats seats-${n}` }, ...order.map((seat) => seatBlock(ctx, s, prev, seat, name))),
    fresh ? null : history,
  );
}
