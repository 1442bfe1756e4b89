// The viewer's Twelves moves: the three bets, or the twelve actions in two
// groups (announced, and secret: the table only sees that you acted). An action
// that needs a choice (which die, face, target or place) asks for it in place.
// Only moves in the view's `legal` are sent; an action the rules forbid right
// now shows disabled, with why.
import { h } from "../../lib/dom";
import { moveButton, refusedButton } from "../../parts/move-button";
import type { TableContext } from "../renderer";
import { choiceList } from "./choices";
import { stateOf, type TwelvesMove, type TwelvesState } from "./state";

function betting(ctx: TableContext, s: TwelvesState, legal: TwelvesMove[], you: number): HTMLElement[] {
  const me = s.players[you]!;
  const high = s.highestBet;
  const out: HTMLElement[] = [
    h("p", { class: "ask" }, `Betting: match the highest bet (${high}), double it, or leave.`),
  ];
  const has = (t: string) => legal.some((m) => m.type === t);
  if (has("match")) {
    const pay = high - me.bet;
    out.push(
      moveButton(
        ctx,
        "match",
        `Match ${high}`,
        pay > 0 ? `Pay ${pay} more: the pool becomes ${s.pool + pay}` : `Your bet is already ${high}: costs nothing`,
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
        `Double to ${to}`,
        `Pay ${to - me.bet} more${s.pass === 1 ? "; everyone bets once more" : ""}`,
        () => ctx.send({ type: "double" }),
      ),
    );
  } else {
    const why = me.doubled
      ? "You already doubled in this betting stage"
      : s.lastBetting && s.pass === 2
        ? "Last betting stage: Double only in the first pass"
        : `Twice ${high} is over the table limit of ${s.tableLimit}`;
    out.push(refusedButton("double", "Double", why));
  }
  if (has("leave"))
    out.push(
      moveButton(ctx, "leave", "Leave this game", `Your bet of ${me.bet} stays in the pool`, () =>
        ctx.send({ type: "leave" }),
      ),
    );
  return out;
}

/** What each action does, in a few words on its button (rules: docs/rules/twelves.md). */
const SHORT: Record<string, string> = {
  drink: "A shot each, you first",
  mystify: "They reroll a die",
  smash: "needs 9+: they reroll dice",
  shove: "needs 6+: change your place",
  intimidate: "needs 9+: +1 next roll; stops Smash",
  watch: "Catch Cheat, Mystify, Swap",
  water: "needs 9+: water for your next shot",
  cheat: "One of your dice ±1",
  rig: "needs 12+: choose your next face",
  hide: "needs 9+: safe from Smash, Mystify",
  luck: "needs 9+: reroll your dice",
  swap: "A new d12 against one of yours",
};

/** The whole effect, on hover or long-press. */
const ABOUT: Record<string, string> = {
  drink: "You and someone still in each drink a shot: −1 on your rolls per shot, the 4th passes out",
  mystify: "Daily Magics: they reroll their unhidden die that counts most",
  smash: "Martial, needs 9+: each success makes them reroll their unhidden die that counts most",
  shove: "Martial, needs 6+: take another place in the turn order; a later place means acting again there",
  intimidate:
    "Influence with Poise, needs 9+: +1 per success on each die of your next roll; removes anyone who Smashes this round rolling no higher",
  watch: "Awareness with Sight: removes anyone who Cheats, Mystifies or Swaps this round rolling no higher than you",
  water: "Soothe, needs 9+: each success is a shot of water, drunk instead of your next shot",
  cheat: "Deceive: turn one of your dice up or down by 1; a Watch rolling as high catches it",
  rig: "Tools, needs 12+: your next own die (Luck, Swap, or the new die) shows the face you pick",
  hide: "Hide Object, needs 9+: each success hides a die; hidden dice are safe from Smash and Mystify",
  luck: "Luck, needs 9+: each success rerolls a die you pick",
  swap: "Sleight of Hand: roll a d12; it replaces the die you pick if higher",
};

const WHY_NOT: Record<string, string> = {
  drink: "Everyone else still in was already a Drink target this round",
  shove: "You are acting again after a Shove: no second Shove",
  hide: "All your dice are already hidden",
};

const LABEL: Record<string, string> = {
  drink: "Drink with…",
  mystify: "Mystify…",
  smash: "Smash…",
  shove: "Shove…",
  intimidate: "Intimidate",
  watch: "Watch",
  water: "Water",
  cheat: "Cheat…",
  rig: "Rig…",
  hide: "Hide…",
  luck: "Luck…",
  swap: "Swap…",
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
          if (moves.length === 0) return refusedButton(t, LABEL[t]!.replace("…", ""), WHY_NOT[t] ?? "Not allowed now");
          const go = DIRECT.has(t) ? () => ctx.send(moves[0]) : () => ctx.choose(t);
          const b = moveButton(ctx, t, LABEL[t]!, SHORT[t]!, go, cls === "secret" ? "secret" : "");
          b.title = ABOUT[t]!;
          return b;
        }),
      ),
    );
  return [
    group(OPEN, "Announced", "everyone sees it and whether it worked", "open"),
    group(SECRET, "Secret", "the others see only that you acted (a Watch can still catch Cheat and Swap)", "secret"),
  ];
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
      h("p", { class: "ask" }, "You are out of this game, but anyone may Watch, once per round:"),
      moveButton(
        ctx,
        "watch-out",
        "Watch from outside",
        "Removes anyone who Cheated, Mystified or Swapped this round rolling no higher than you",
        () => ctx.send(watch),
      ),
    ];
  } else if (s.stage === "betting") out = betting(ctx, s, legal, you);
  else {
    const asked = ctx.choice ? choiceList(ctx, s, legal, you, ctx.choice) : null;
    if (asked) focusFirstAnswer(`${v.version}:${ctx.choice}`);
    out = asked ?? actionMenu(ctx, legal);
  }
  return h("div", { class: "move-list tw-moves" }, ...out);
}
