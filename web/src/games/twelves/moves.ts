// The viewer's Twelves moves: the three bets, or the twelve actions in two
// groups (announced, and secret: the table only sees that you acted). An action
// that needs a choice (which die, face, target or place) asks for it in place.
// Only moves in the view's `legal` are sent; an action the rules forbid right
// now shows disabled, with why.
import { h } from "../../lib/dom";
import { moveButton, refusedButton } from "../../parts/move-button";
import type { TableContext } from "../renderer";
import { cap, dieWord, inLine, place, stateOf, type TwelvesMove, type TwelvesState } from "./state";

type Of<T extends TwelvesMove["type"]> = Extract<TwelvesMove, { type: T }>;

const cancel = (ctx: TableContext) => moveButton(ctx, "cancel", "Back", null, () => ctx.choose(null), "quiet");

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

const dieName = dieWord;

/** The in-place question for an action that needs a choice; null when `choice` names none. */
function choiceList(
  ctx: TableContext,
  s: TwelvesState,
  legal: TwelvesMove[],
  you: number,
  choice: string,
): HTMLElement[] | null {
  const me = s.players[you]!;
  const hand = me.hand ?? [];
  const name = (seat: number) => ctx.names[seat] ?? `Seat ${seat}`;
  const [type, first] = choice.split(":");
  const of = <T extends TwelvesMove["type"]>(t: T) => legal.filter((m): m is Of<T> => m.type === t);
  const out: HTMLElement[] = [];
  switch (type) {
    case "cheat": {
      out.push(h("p", { class: "ask" }, "Cheat (secret): turn which die, which way?"));
      for (const m of of("cheat")) {
        const f = hand[m.die]!;
        out.push(
          moveButton(
            ctx,
            `cheat-${m.die}-${m.delta > 0 ? "up" : "down"}`,
            `${cap(dieWord(hand, m.die))} → ${f + m.delta}`,
            m.delta > 0 ? "up by 1" : "down by 1",
            () => ctx.send(m),
            "secret",
          ),
        );
      }
      break;
    }
    case "rig": {
      out.push(
        h("p", { class: "ask" }, "Rig (secret): if your Tools roll reaches 12, your next own die shows which face?"),
      );
      out.push(
        h(
          "div",
          { class: "face-picks" },
          ...of("rig").map((m) => moveButton(ctx, `rig-${m.face}`, String(m.face), null, () => ctx.send(m), "face")),
        ),
      );
      break;
    }
    case "swap": {
      out.push(
        h("p", { class: "ask" }, "Swap (secret): roll a new d12 against which die? It replaces it only if higher."),
      );
      for (const m of of("swap"))
        out.push(
          moveButton(
            ctx,
            `swap-${m.die}`,
            `Against ${dieName(hand, m.die)}`,
            `Replaced by a ${Math.min(hand[m.die]! + 1, 12)} or more`,
            () => ctx.send(m),
            "secret",
          ),
        );
      break;
    }
    case "hide":
    case "luck": {
      const moves = of(type);
      const verb = type === "hide" ? "hide" : "reroll";
      if (first === undefined) {
        out.push(
          h(
            "p",
            { class: "ask" },
            `${type === "hide" ? "Hide" : "Luck"} (secret): the first die of 9 or more will ${verb} which die?`,
          ),
        );
        const firsts = [...new Set(moves.map((m) => m.dice[0]!))];
        for (const d of firsts)
          out.push(
            moveButton(
              ctx,
              `${type}-${d}`,
              `${verb === "hide" ? "Hide" : "Reroll"} ${dieName(hand, d)}`,
              null,
              () => ctx.choose(`${type}:${d}`),
              "secret",
            ),
          );
      } else {
        const d = Number(first);
        out.push(h("p", { class: "ask" }, `And if both dice of the roll succeed, ${verb} a second die?`));
        const only = moves.find((m) => m.dice.length === 1 && m.dice[0] === d);
        if (only)
          out.push(
            moveButton(ctx, `${type}-${d}-only`, `Only ${dieName(hand, d)}`, null, () => ctx.send(only), "secret"),
          );
        for (const m of moves.filter((x) => x.dice.length === 2 && x.dice[0] === d)) {
          const e = m.dice[1]!;
          out.push(
            moveButton(
              ctx,
              `${type}-${d}-${e}`,
              e === d ? `${cap(dieName(hand, d))} again` : `Then ${dieName(hand, e)}`,
              null,
              () => ctx.send(m),
              "secret",
            ),
          );
        }
      }
      break;
    }
    case "drink": {
      out.push(h("p", { class: "ask" }, "Drink: you drink a shot first, then whom?"));
      for (const m of of("drink"))
        out.push(
          moveButton(
            ctx,
            `drink-${m.target}`,
            `Drink with ${name(m.target)}`,
            `${name(m.target)} has had ${s.players[m.target]!.drinks}`,
            () => ctx.send(m),
          ),
        );
      break;
    }
    case "mystify":
    case "smash": {
      const moves = legal.filter((m): m is Of<"mystify"> | Of<"smash"> => m.type === type);
      out.push(
        h(
          "p",
          { class: "ask" },
          type === "smash"
            ? "Smash whom? (needs 9+ on a die)"
            : "Mystify whom? They reroll their die that counts most.",
        ),
      );
      for (const m of moves)
        out.push(
          moveButton(
            ctx,
            `${type}-${m.target}`,
            `${type === "smash" ? "Smash" : "Mystify"} ${name(m.target)}`,
            `${s.players[m.target]!.handCount} dice`,
            () => ctx.send(m),
          ),
        );
      break;
    }
    case "shove": {
      const from = s.order.indexOf(you);
      out.push(h("p", { class: "ask" }, "Shove (needs 6+ on a die): to which place in the turn order?"));
      for (const m of of("shove")) {
        const other = name(s.order[m.to]!);
        const detail = `${cap(inLine(m.to))}, ${m.to > from ? `after ${other}: you act again there` : `before ${other}`}`;
        out.push(moveButton(ctx, `shove-${m.to}`, `To ${place(m.to)} place`, detail, () => ctx.send(m)));
      }
      break;
    }
    default:
      return null;
  }
  if (out.length <= 1) return null;
  out.push(cancel(ctx));
  return out;
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
