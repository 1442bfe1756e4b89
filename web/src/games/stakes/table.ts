// The Stakes table: the two center dice with the target large between them,
// then one block per seat (the viewer's last, so on a phone it sits just above
// the move buttons, within thumb reach).
import { h } from "../../lib/dom";
import { cardEl, cardShort } from "../../parts/card";
import { dieEl } from "../../parts/die";
import { seatHead } from "../../parts/seat-head";
import { seatOrder } from "../../parts/seat-order";
import type { TableContext } from "../renderer";
import { humanLog } from "../../lib/log-text";
import { bustOf, type Bust } from "./round-story";
import { STAKES_TERMS } from "./terms";
import { term } from "../../parts/term";
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
        label: `Die ${name} shows ${s.dice[name]}`,
        tumble: prev !== null && prev.dice[name] !== s.dice[name],
      }),
      h("span", { class: "die-name", "aria-hidden": "true" }, name),
    );
  const roundText = duel
    ? `Round ${s.round} · first to ${s.winsNeeded ?? WINS_DUEL} wins`
    : `Round ${s.round} of ${s.roundsToPlay ?? ROUNDS_TABLE}`;
  return h(
    "section",
    { class: "center", "aria-label": "Center of the table" },
    h(
      "p",
      { class: "meta" },
      h("span", {}, roundText),
      h("span", {}, term("Pot", STAKES_TERMS.pot), `: ${s.pot} ${s.pot === 1 ? "die" : "dice"}`),
      h("span", {}, `Deck: ${s.deckCount}`),
    ),
    h(
      "div",
      { class: "dice-target" },
      die("A"),
      h(
        "div",
        { class: "target", role: "group", "aria-label": `Target ${s.target}` },
        term("Target", STAKES_TERMS.target, "target-label"),
        h("span", { class: `target-num${prev && prev.target !== s.target ? " changed" : ""}` }, String(s.target)),
        h("span", { class: "formula" }, "A + B + 10"),
      ),
      die("B"),
    ),
  );
}

function statusText(p: StakesPlayer): string {
  return p.status === "live" ? "Live" : p.status === "banked" ? `Banked ${p.total}` : `Bust at ${p.total}`;
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
      el.setAttribute("aria-label", `${el.getAttribute("aria-label")}: the card that busted`);
    }
    return el;
  });
  // A nudge or twist may have moved the target since: the note says it was the target then.
  const moved = targetNow !== b.target;
  const words =
    b.card !== null
      ? `Bust: ${b.total} ${moved ? "was" : "is"} over the target ${b.target}`
      : `Bust: the target fell to ${b.target}, under ${b.total}`;
  const now = moved ? ` (the target is ${targetNow} now)` : "";
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
      : h("div", { class: "row empty" }, p.status === "bust" ? `Busted at ${p.total}` : "No cards yet");

  const leverage = h(
    "span",
    { class: "leverage", role: "img", "aria-label": `${p.leverage} leverage ${p.leverage === 1 ? "die" : "dice"}` },
    ...Array.from({ length: p.leverage }, () => dieEl(5, { size: "small", label: "" })),
    p.leverage === 0 ? h("span", { class: "none" }, "no dice") : null,
  );
  for (const d of leverage.querySelectorAll(".die")) d.setAttribute("aria-hidden", "true");

  const score = duel
    ? h(
        "span",
        { class: "score" },
        "Round wins ",
        h("b", {}, `${p.wins ?? p.score}`),
        ` of ${s.winsNeeded ?? WINS_DUEL}`,
      )
    : h(
        "span",
        { class: "score" },
        "Score ",
        h("b", {}, String(p.score)),
        p.roundScores.length > 1
          ? h(
              "span",
              { class: "rounds" },
              h("span", { class: "sr-only" }, " rounds so far:"),
              ` (${p.roundScores.join(" · ")})`,
            )
          : null,
      );

  return h(
    "section",
    { class: cls, "aria-label": `${ctx.names[seat]}${you ? " (you)" : ""}: ${statusText(p)}, total ${p.total}` },
    seatHead(
      ctx,
      seat,
      ctx.names[seat] ?? `Seat ${seat}`,
      acting ? (you ? "Your turn" : "To act") : null,
      h("span", { class: `status ${p.status}` }, p.status === "live" ? "live" : p.status),
    ),
    row,
    h(
      "footer",
      { class: "seat-foot" },
      h("span", { class: "total" }, "Total ", h("b", {}, String(p.total))),
      p.shield ? term("Shield", STAKES_TERMS.shield, "shield") : null,
      term(leverage, duel ? STAKES_TERMS.leverageDuel : STAKES_TERMS.leverage, "leverage-term"),
      score,
    ),
    you && s.known?.length
      ? h(
          "p",
          { class: "known" },
          "You peeked — next in the deck: ",
          ...s.known.map((c, i) => h("b", {}, (i ? ", " : "") + cardShort(c))),
        )
      : null,
  );
}

export function stakesTable(ctx: TableContext): Node {
  const s = stateOf(ctx.view);
  if (!s) return h("p", {}, "The table is being set.");
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
