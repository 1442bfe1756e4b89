// The Stakes table: the two center dice with the target large between them,
// then one block per seat (the viewer's last, so on a phone it sits just above
// the move buttons, within thumb reach).
import * as tm from "../../i18n/messages";
import { fmt } from "../../i18n/format";
import { plural } from "../../i18n/plural";
import { h } from "../../lib/dom";
import { cardEl, cardShort } from "../../parts/card";
import { dieEl } from "../../parts/die";
import { seatHead } from "../../parts/seat-head";
import { seatOrder } from "../../parts/seat-order";
import type { TableContext } from "../renderer";
import { humanLog } from "../../lib/log-text";
import { bustOf, type Bust } from "./round-story";
import { term } from "../../parts/term";

/** A game word's explanation (./terms), loaded when first asked for. */
const about = (k: keyof typeof import("./terms").STAKES_TERMS) => () =>
  import("./terms").then((t) => t.STAKES_TERMS[k]);
import { FACE_WORD, ROUNDS_TABLE, WINS_DUEL, isDuel, type StakesPlayer, type StakesState } from "./state";

function stateOf(v: { state: unknown } | null): StakesState | null {
  return (v?.state as StakesState | null) ?? null;
}

function center(s: StakesState, prev: StakesState | null): HTMLElement {
  const duel = isDuel(s);
  const die = (name: "A" | "B") =>
    h(
      "div",
      { class: "center-die" },
      dieEl(s.dice[name], {
        size: "big",
        label: fmt(tm.tDieShows, { name, n: s.dice[name] }),
        tumble: prev !== null && prev.dice[name] !== s.dice[name],
      }),
      h("span", { class: "die-name", "aria-hidden": "true" }, name),
    );
  const roundText = duel
    ? fmt(tm.tFirstTo, { round: s.round, wins: s.winsNeeded ?? WINS_DUEL })
    : fmt(tm.tRoundOf, { round: s.round, rounds: s.roundsToPlay ?? ROUNDS_TABLE });
  return h(
    "section",
    { class: "center", "aria-label": tm.tCenter },
    h(
      "p",
      { class: "meta" },
      h("span", {}, roundText),
      h("span", {}, term(tm.tPot, about("pot")), plural(tm.tPotDice, s.pot)),
      h("span", {}, fmt(tm.tDeck, { n: s.deckCount })),
    ),
    h(
      "div",
      { class: "dice-target" },
      die("A"),
      h(
        "div",
        { class: "target", role: "group", "aria-label": fmt(tm.tTargetN, { n: s.target }) },
        term(tm.tTarget, about("target"), "target-label"),
        h("span", { class: `target-num${prev && prev.target !== s.target ? " changed" : ""}` }, String(s.target)),
        h("span", { class: "formula" }, "A + B + 10"),
      ),
      die("B"),
    ),
  );
}

function statusText(p: StakesPlayer): string {
  return p.status === "live" ? tm.tLive : fmt(p.status === "banked" ? tm.tBankedN : tm.tBustAtN, { n: p.total });
}

/**
 * A busted row stays on view for the rest of the round, edged in red, with the card
 * that busted it marked and the total and target that did it.
 */
function bustRow(b: Bust, fresh: boolean, targetNow: number): HTMLElement {
  const cards = b.row.map((c, i) => {
    const el = cardEl(c, {
      word: FACE_WORD[c.slice(0, -1)],
      fresh: fresh && i === b.row.length - 1 && b.card !== null,
    });
    if (b.card !== null && i === b.row.length - 1) {
      el.classList.add("busting");
      el.setAttribute("aria-label", fmt(tm.tBusting, { card: el.getAttribute("aria-label") ?? "" }));
    }
    return el;
  });
  // A nudge or twist may have moved the target since: the note says it was the target then.
  const moved = targetNow !== b.target;
  const words =
    b.card !== null
      ? fmt(moved ? tm.tBustWas : tm.tBustIs, { total: b.total, target: b.target })
      : fmt(tm.tBustFell, { target: b.target, total: b.total });
  const now = moved ? fmt(tm.tTargetNow, { n: targetNow }) : "";
  return h(
    "div",
    { class: "row busted" },
    ...cards,
    h(
      "p",
      { class: "bust-note" },
      h("b", {}, words),
      b.card === null ? ` (${humanLog(b.why).replace(/\.$/, "")})` : null,
      now,
    ),
  );
}

function seatBlock(ctx: TableContext, s: StakesState, prev: StakesState | null, seat: number): HTMLElement {
  const p = s.players[seat]!;
  const pp = prev?.players[seat];
  const duel = isDuel(s);
  const you = ctx.view.you === seat;
  const acting = ctx.view.status === "playing" && ctx.view.toAct.includes(seat);
  const justBusted = p.status === "bust" && pp !== undefined && pp.status !== "bust";
  const freshFrom = pp && pp.row.length <= p.row.length && pp.status === p.status ? pp.row.length : p.row.length;
  const cls = ["seat", p.status, you ? "mine" : "", acting ? "to-act" : "", justBusted ? "shake" : ""]
    .filter(Boolean)
    .join(" ");

  const bust = bustOf(ctx, s, seat);
  const row = bust
    ? bustRow(bust, justBusted, s.target)
    : p.row.length
      ? h(
          "div",
          { class: "row" },
          ...p.row.map((c, i) =>
            cardEl(c, { word: FACE_WORD[c.slice(0, -1)], fresh: prev !== null && i >= freshFrom }),
          ),
        )
      : h("div", { class: "row empty" }, p.status === "bust" ? fmt(tm.tBustedAt, { n: p.total }) : tm.tNoCardsYet);

  const leverage = h(
    "span",
    { class: "leverage", role: "img", "aria-label": plural(tm.tLeverageAria, p.leverage) },
    ...Array.from({ length: p.leverage }, () => dieEl(5, { size: "small", label: "" })),
    p.leverage === 0 ? h("span", { class: "none" }, tm.tNoDice) : null,
  );
  for (const d of leverage.querySelectorAll(".die")) d.setAttribute("aria-hidden", "true");

  const score = duel
    ? h(
        "span",
        { class: "score" },
        tm.tRoundWinsOf,
        h("b", {}, `${p.wins ?? p.score}`),
        fmt(tm.tOfN, { n: s.winsNeeded ?? WINS_DUEL }),
      )
    : h(
        "span",
        { class: "score" },
        tm.tScoreSp,
        h("b", {}, String(p.score)),
        p.roundScores.length > 1
          ? h(
              "span",
              { class: "rounds" },
              h("span", { class: "sr-only" }, tm.tRoundsSoFar),
              ` (${p.roundScores.join(" · ")})`,
            )
          : null,
      );

  return h(
    "section",
    {
      class: cls,
      "aria-label": fmt(tm.tSeatTotal, {
        who: you ? fmt(tm.tYouParen, { name: ctx.names[seat]! }) : ctx.names[seat]!,
        status: statusText(p),
        total: p.total,
      }),
    },
    seatHead(
      ctx,
      seat,
      ctx.names[seat] ?? fmt(tm.tSeatN, { n: seat }),
      acting ? (you ? tm.yourTurn : tm.tToAct) : null,
      h(
        "span",
        { class: `status ${p.status}` },
        p.status === "live" ? tm.tStLive : p.status === "banked" ? tm.tStBanked : tm.tStBust,
      ),
    ),
    row,
    h(
      "footer",
      { class: "seat-foot" },
      h("span", { class: "total" }, tm.tTotalSp, h("b", {}, String(p.total))),
      p.shield ? term(tm.tShield, about("shield"), "shield") : null,
      term(leverage, duel ? about("leverageDuel") : about("leverage"), "leverage-term"),
      score,
    ),
    you && s.known?.length
      ? h("p", { class: "known" }, tm.tYouPeeked, ...s.known.map((c, i) => h("b", {}, (i ? ", " : "") + cardShort(c))))
      : null,
  );
}

export function stakesTable(ctx: TableContext): Node {
  const s = stateOf(ctx.view);
  if (!s) return h("p", {}, tm.tBeingSet);

  const prev = stateOf(ctx.previous);
  const n = s.players.length;
  const you = ctx.view.you;
  const order = seatOrder(n, you);
  return h(
    "div",
    { class: "stakes" },
    center(s, prev),
    h("div", { class: `seats seats-${n}` }, ...order.map((seat) => seatBlock(ctx, s, prev, seat))),
  );
}
