// The viewer's Twelves moves: the three bets, or the twelve actions in two
// groups (announced, and secret: the table only sees that you acted). An action
// that needs a choice (which die, face, target or place) asks for it in place.
// Only moves in the view's `legal` are sent; an action the rules forbid right
// now shows disabled, with why.
import * as tm from "../../i18n/messages";
import { fmt } from "../../i18n/format";
import { h } from "../../lib/dom";
import { moveButton, refusedButton } from "../../parts/move-button";
import type { TableContext } from "../renderer";
import { stateOf, type TwelvesMove, type TwelvesState } from "./state";

type Later = typeof import("./choices");
let later: Later | null = null;
let loading: Promise<Later> | null = null;

/**
 * The questions of the actions needing a choice and the actions' whole effects load
 * when the action menu is first drawn: the betting that opens every round never needs
 * them, and the play page has a weight budget (tests/browser/page-weight.test.ts).
 */
function withLater(f: (l: Later) => void): void {
  if (later) return f(later);
  void loadChoices().then(f);
}

/** Loads them now (once): after this, the action menu is drawn whole at once. */
export function loadChoices(): Promise<Later> {
  loading ??= import("./choices").then((l) => (later = l));
  return loading;
}

function betting(ctx: TableContext, s: TwelvesState, legal: TwelvesMove[], you: number): HTMLElement[] {
  const me = s.players[you]!;
  const high = s.highestBet;
  const out: HTMLElement[] = [h("p", { class: "ask" }, fmt(tm.tBetAsk, { n: high }))];
  const has = (t: string) => legal.some((m) => m.type === t);
  if (has("match")) {
    const pay = high - me.bet;
    out.push(
      moveButton(
        ctx,
        "match",
        fmt(tm.tMatchN, { n: high }),
        pay > 0 ? fmt(tm.tPayMore, { pay, pool: s.pool + pay }) : fmt(tm.tBetAlready, { n: high }),
        () => ctx.send({ type: "match" }),
        "primary",
      ),
    );
  }
  if (has("double")) {
    const to = 2 * high;
    out.push(
      moveButton(
        ctx,
        "double",
        fmt(tm.tDoubleTo, { n: to }),
        fmt(tm.tPayN, { n: to - me.bet }) + (s.pass === 1 ? tm.tBetsAgain : ""),
        () => ctx.send({ type: "double" }),
      ),
    );
  } else {
    const why = me.doubled
      ? tm.tDoubledAlready
      : s.lastBetting && s.pass === 2
        ? tm.tLastStage
        : fmt(tm.tOverLimit, { n: high, limit: s.tableLimit });
    out.push(refusedButton("double", tm.tDouble, why));
  }
  if (has("leave"))
    out.push(moveButton(ctx, "leave", tm.tLeave, fmt(tm.tBetStays, { n: me.bet }), () => ctx.send({ type: "leave" })));
  return out;
}

/** What each action does, in a few words on its button (rules: docs/rules/twelves.md). */
const SHORT: Record<string, string> = {
  drink: tm.tShortDrink,
  mystify: tm.tShortMystify,
  smash: tm.tShortSmash,
  shove: tm.tShortShove,
  intimidate: tm.tShortIntimidate,
  watch: tm.tShortWatch,
  water: tm.tShortWater,
  cheat: tm.tShortCheat,
  rig: tm.tShortRig,
  hide: tm.tShortHide,
  luck: tm.tShortLuck,
  swap: tm.tShortSwap,
};

const WHY_NOT: Record<string, string> = {
  drink: tm.tWhyDrink,
  shove: tm.tWhyShove,
  hide: tm.tWhyHide,
};

const LABEL: Record<string, string> = {
  drink: tm.tLabelDrink,
  mystify: tm.tLabelMystify,
  smash: tm.tLabelSmash,
  shove: tm.tLabelShove,
  intimidate: tm.tLabelIntimidate,
  watch: tm.tLabelWatch,
  water: tm.tLabelWater,
  cheat: tm.tLabelCheat,
  rig: tm.tLabelRig,
  hide: tm.tLabelHide,
  luck: tm.tLabelLuck,
  swap: tm.tLabelSwap,
};

const DIRECT = new Set(["intimidate", "watch", "water"]);
const OPEN = ["watch", "water", "drink", "intimidate", "smash", "mystify", "shove"];
const SECRET = ["cheat", "swap", "luck", "hide", "rig"];

function actionMenu(ctx: TableContext, legal: TwelvesMove[]): HTMLElement[] {
  const group = (types: string[], title: string, note: string, cls: string) =>
    h(
      "div",
      { class: `act-group ${cls}`, role: "group", "aria-label": title },
      h("p", { class: "group-title" }, h("b", {}, title), h("span", { class: "group-note" }, ` — ${note}`)),
      h(
        "div",
        { class: "move-list" },
        ...types.map((t) => {
          const moves = legal.filter((m) => m.type === t);
          if (moves.length === 0) return refusedButton(t, LABEL[t]!.replace("…", ""), WHY_NOT[t] ?? tm.tNotNow);
          const go = DIRECT.has(t) ? () => ctx.send(moves[0]) : () => ctx.choose(t);
          const b = moveButton(ctx, t, LABEL[t]!, SHORT[t]!, go, cls === "secret" ? "secret" : "");
          withLater((l) => {
            b.title = l.ABOUT[t]!;
          });
          return b;
        }),
      ),
    );
  return [group(OPEN, tm.tAnnounced, tm.tAnnouncedNote, "open"), group(SECRET, tm.tSecret, tm.tSecretNote, "secret")];
}

let focusedChoice = "";

/** Keyboard players land on the first answer of a question that just opened. */
function focusFirstAnswer(key: string): void {
  if (key === focusedChoice) return;
  focusedChoice = key;
  queueMicrotask(() => {
    const active = document.activeElement;
    if (active && active !== document.body && document.getElementById("moves")?.contains(active)) return;
    document.querySelector<HTMLButtonElement>("#moves .move-list button:not([disabled])")?.focus();
  });
}

export function twelvesMoves(ctx: TableContext): Node | null {
  const v = ctx.view;
  const s = stateOf(v);
  const you = v.you;
  if (!s || you === null || v.status !== "playing") return null;
  const legal = v.legal as TwelvesMove[];
  let out: HTMLElement[] = [];
  if (!v.toAct.includes(you)) {
    const watch = legal.find((m) => m.type === "watch");
    if (!watch) return null;
    out = [
      h("p", { class: "ask" }, tm.tOutWatch),
      moveButton(ctx, "watch-out", tm.tWatchOutside, tm.tWatchOutsideDetail, () => ctx.send(watch)),
    ];
  } else if (s.stage === "betting") out = betting(ctx, s, legal, you);
  else {
    const c = ctx.choice;
    if (c && !later) withLater(() => ctx.choose(c));
    const asked = c && later ? later.choiceList(ctx, s, legal, you, c) : null;

    if (asked) focusFirstAnswer(`${v.version}:${ctx.choice}`);
    out = asked ?? actionMenu(ctx, legal);
  }
  return h("div", { class: "move-list tw-moves" }, ...out);
}
