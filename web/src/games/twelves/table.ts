// The Twelves table: the pool large in the middle with the stage and the turn
// order, this round's announced actions, then one block per seat (the viewer's
// last, just above the move buttons on a phone), then the games played so far
// with the showdown hands revealed.
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
  coins,
  dieWord,
  signed,
  stateOf,
  type GameRecord,
  type TwelvesPlayer,
  type TwelvesState,
} from "./state";
import { TWELVES_TERMS } from "./terms";
import { term } from "../../parts/term";

function stageText(s: TwelvesState): string {
  if (s.stage === "over") return "Match over";
  if (s.stage === "betting") {
    const pass = s.pass === 1 ? "betting, pass 1" : "betting, pass 2";
    return s.lastBetting ? `Last ${pass}` : pass.charAt(0).toUpperCase() + pass.slice(1);
  }
  return `Actions, pass ${s.pass} of 2`;
}

function center(ctx: TableContext, s: TwelvesState, prev: TwelvesState | null, name: Names): HTMLElement {
  const you = ctx.view.you;
  const roundText =
    s.stage === "over" ? `${s.games} ${s.games === 1 ? "game" : "games"} played` : `Round ${s.round} of ${ROUNDS}`;
  const order =
    s.stage === "over"
      ? null
      : h(
          "ol",
          { class: "turn-order", "aria-label": "Turn order" },
          ...s.order.map((seat) =>
            h(
              "li",
              { class: seat === s.turn ? "now" : "", "aria-current": seat === s.turn ? "true" : null },
              seat === you ? "You" : name(seat),
            ),
          ),
        );
  const acts = s.actions.length
    ? h(
        "ul",
        { class: "round-acts", "aria-label": "This round's actions" },
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
            `${c.by === you ? "Your" : `${name(c.by)}'s`} ${c.via === "watch" ? "Watch" : "Intimidate"} removed ${c.seat === you ? "you" : name(c.seat)} for ${ACTION_NAME[c.action]}`,
          ),
        ),
      )
    : null;
  const poolChanged = prev !== null && prev.pool !== s.pool;
  return h(
    "section",
    { class: "center twelves-center", "aria-label": "Center of the table" },
    h(
      "p",
      { class: "meta" },
      s.stage === "over" ? null : h("span", {}, `Game ${s.game} of ${s.games}`),
      h("span", {}, roundText),
      h("span", { class: "stage" }, stageText(s)),
    ),
    s.stage === "over"
      ? null
      : h(
          "div",
          { class: "pool", role: "group", "aria-label": `Betting pool ${coins(s.pool)}` },
          term("Pool", TWELVES_TERMS.pool, "pool-label"),
          h("span", { class: `pool-num${poolChanged ? " changed" : ""}` }, String(s.pool)),
          h("span", { class: "pool-note" }, `highest bet ${s.highestBet} · limit ${s.tableLimit}`),
        ),
    order ? h("div", { class: "order-line" }, term("Turn order", TWELVES_TERMS.order, "order-label"), order) : null,
    acts,
    catches,
  );
}

function handRow(ctx: TableContext, p: TwelvesPlayer, pp: TwelvesPlayer | undefined, mine: boolean): HTMLElement {
  if (mine && p.hand) {
    const dice = p.hand.map((face, i) => {
      const hidden = p.hidden?.[i] ?? false;
      const changed = ctx.previous !== null && pp?.hand?.[i] !== face;
      return h(
        "span",
        { class: "die-slot" },
        d12El(face, {
          size: "big",
          hidden,
          tumble: changed,
          label: `${cap(dieWord(p.hand!, i))}${hidden ? ", hidden" : ""}`,
        }),
        hidden ? h("span", { class: "die-pos", "aria-hidden": "true" }, "hidden") : null,
      );
    });
    return h("div", { class: "hand mine", role: "group", "aria-label": "Your hand" }, ...dice);
  }
  const n = p.handCount;
  const backs = Array.from({ length: n }, () => d12El(null, { size: "small", label: "" }));
  for (const b of backs) b.setAttribute("aria-hidden", "true");
  return h(
    "div",
    { class: "hand backs", role: "img", "aria-label": `${n} hidden ${n === 1 ? "die" : "dice"}` },
    ...backs,
    h("span", { class: "count" }, `${n} ${n === 1 ? "die" : "dice"}`),
  );
}

function privateLine(p: TwelvesPlayer): HTMLElement | null {
  if (p.hand === undefined) return null;
  const parts: HTMLElement[] = [];
  const alcohol = p.alcohol ?? 0;
  if (alcohol > 0)
    parts.push(h("span", { class: "chip warn" }, `Alcohol ${alcohol} of ${PASS_OUT}: −${alcohol} on your rolls`));
  if ((p.water ?? 0) > 0)
    parts.push(h("span", { class: "chip" }, `Water ×${p.water}: drunk instead of your next shot`));
  if ((p.bonus ?? 0) > 0) parts.push(h("span", { class: "chip" }, `Intimidate +${p.bonus} on your next roll`));
  if (p.rig !== null && p.rig !== undefined)
    parts.push(h("span", { class: "chip" }, `Rigged: your next own die shows ${p.rig}`));
  return parts.length ? h("p", { class: "private", "aria-label": "Only you see this" }, ...parts) : null;
}

function statusText(p: TwelvesPlayer): string {
  return p.status === "in" ? "in the game" : p.status === "out" ? "left this game" : "removed from this game";
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
      "aria-label": `${name(seat)}${you ? " (you)" : ""}: ${statusText(p)}, bet ${p.bet}, ${p.handCount} dice`,
    },
    seatHead(
      ctx,
      seat,
      name(seat),
      acting ? (you ? "Your turn" : "To act") : null,
      h("span", { class: `status tw-${p.status}` }, STATUS_WORD[p.status]),
    ),
    handRow(ctx, p, pp, you),
    h(
      "footer",
      { class: "seat-foot" },
      h(
        "span",
        { class: "bet" },
        "Bet ",
        h("b", {}, String(p.bet)),
        p.doubled && s.stage === "betting" ? h("span", { class: "doubled" }, " doubled") : null,
      ),
      h("span", { class: "drinks" }, term("Drinks", TWELVES_TERMS.drinks), " ", h("b", {}, String(p.drinks))),
      h("span", { class: "net" }, term("Net", TWELVES_TERMS.net), " ", h("b", {}, signed(p.net))),
      p.outWatched ? h("span", { class: "chip" }, "watched from outside") : null,
    ),
    you ? privateLine(p) : null,
  );
}

export function gameLine(g: GameRecord, name: Names, you: number | null): string {
  const who = g.winners.map((w) => (w === you ? "You" : name(w))).join(" and ");
  const how =
    g.end === "showdown"
      ? "at the showdown"
      : g.end === "last"
        ? "as the last one in"
        : "when everyone still in was removed at once";
  const take = g.winners.length === 1 ? "took" : "shared";
  const shares = g.winners.length > 1 ? ` (${g.shares.join(" + ")})` : "";
  return `Game ${g.game}: ${who} ${take} the pool of ${g.pool}${shares} ${how}.`;
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
            h("span", { class: "name" }, x.seat === you ? "You" : name(x.seat)),
            h(
              "span",
              { class: "hand", role: "img", "aria-label": `${x.hand.join(", ")}: ${x.rank}` },
              ...x.hand.map((f) => d12El(f, { size: "small", label: "" })),
            ),
            h("span", { class: "rank" }, x.rank),
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
    { class: "panel tw-history", "aria-label": "Games played" },
    h("h2", {}, s.stage === "over" ? "The games" : `Game ${last.game} ended`),
    h("ul", { class: "tw-games" }, ...s.history.map((g) => h("li", {}, gameLine(g, name, you)))),
    hands ? h("p", { class: "showdown-title" }, `Game ${last.game} showdown`) : null,
    hands,
  );
}

export function twelvesTable(ctx: TableContext): Node {
  const s = stateOf(ctx.view);
  if (!s) return h("p", {}, "The table is being set.");
  const prev = stateOf(ctx.previous);
  const name: Names = (seat) => ctx.names[seat] ?? `Seat ${seat}`;
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
