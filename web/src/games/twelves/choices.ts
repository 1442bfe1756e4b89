// The in-place question of a Twelves action that needs a choice (which die, face,
// target or place), asked in ./moves; only moves in the view's `legal` are offered.
import * as tm from "../../i18n/messages";
import { fmt } from "../../i18n/format";
import { plural } from "../../i18n/plural";
import { h } from "../../lib/dom";
import { moveButton } from "../../parts/move-button";
import type { TableContext } from "../renderer";
import { cap, dieWord, inLine, place, type TwelvesMove, type TwelvesState } from "./state";

type Of<T extends TwelvesMove["type"]> = Extract<TwelvesMove, { type: T }>;

const cancel = (ctx: TableContext) => moveButton(ctx, "cancel", tm.tBack, null, () => ctx.choose(null), "quiet");

const dieName = dieWord;

/** The in-place question for an action that needs a choice; null when `choice` names none. */
export function choiceList(
  ctx: TableContext,
  s: TwelvesState,
  legal: TwelvesMove[],
  you: number,
  choice: string,
): HTMLElement[] | null {
  const me = s.players[you]!;
  const hand = me.hand ?? [];
  const name = (seat: number) => ctx.names[seat] ?? fmt(tm.tSeatN, { n: seat });
  const [type, first] = choice.split(":");
  const of = <T extends TwelvesMove["type"]>(t: T) => legal.filter((m): m is Of<T> => m.type === t);
  const out: HTMLElement[] = [];
  switch (type) {
    case "cheat": {
      out.push(h("p", { class: "ask" }, tm.tCheatAsk));
      for (const m of of("cheat")) {
        const f = hand[m.die]!;
        out.push(
          moveButton(
            ctx,
            `cheat-${m.die}-${m.delta > 0 ? "up" : "down"}`,
            `${cap(dieWord(hand, m.die))} → ${f + m.delta}`,
            m.delta > 0 ? tm.tUp1 : tm.tDown1,
            () => ctx.send(m),
            "secret",
          ),
        );
      }
      break;
    }
    case "rig": {
      out.push(h("p", { class: "ask" }, tm.tRigAsk));
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
      out.push(h("p", { class: "ask" }, tm.tSwapAsk));
      for (const m of of("swap"))
        out.push(
          moveButton(
            ctx,
            `swap-${m.die}`,
            fmt(tm.tAgainst, { die: dieName(hand, m.die) }),
            fmt(tm.tReplacedBy, { n: Math.min(hand[m.die]! + 1, 12) }),
            () => ctx.send(m),
            "secret",
          ),
        );
      break;
    }
    case "hide":
    case "luck": {
      const moves = of(type);
      const hide = type === "hide";
      if (first === undefined) {
        out.push(h("p", { class: "ask" }, hide ? tm.tHideAsk : tm.tLuckAsk));
        const firsts = [...new Set(moves.map((m) => m.dice[0]!))];
        for (const d of firsts)
          out.push(
            moveButton(
              ctx,
              `${type}-${d}`,
              fmt(hide ? tm.tHideDie : tm.tRerollD, { die: dieName(hand, d) }),
              null,
              () => ctx.choose(`${type}:${d}`),
              "secret",
            ),
          );
      } else {
        const d = Number(first);
        out.push(h("p", { class: "ask" }, hide ? tm.tHideAsk2 : tm.tLuckAsk2));
        const only = moves.find((m) => m.dice.length === 1 && m.dice[0] === d);
        if (only)
          out.push(
            moveButton(
              ctx,
              `${type}-${d}-only`,
              fmt(tm.tOnly, { die: dieName(hand, d) }),
              null,
              () => ctx.send(only),
              "secret",
            ),
          );
        for (const m of moves.filter((x) => x.dice.length === 2 && x.dice[0] === d)) {
          const e = m.dice[1]!;
          out.push(
            moveButton(
              ctx,
              `${type}-${d}-${e}`,
              e === d ? fmt(tm.tAgain, { die: cap(dieName(hand, d)) }) : fmt(tm.tThen, { die: dieName(hand, e) }),
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
      out.push(h("p", { class: "ask" }, tm.tDrinkAsk));
      for (const m of of("drink"))
        out.push(
          moveButton(
            ctx,
            `drink-${m.target}`,
            fmt(tm.tDrinkWith, { name: name(m.target) }),
            fmt(tm.tHasHad, { name: name(m.target), n: s.players[m.target]!.drinks }),
            () => ctx.send(m),
          ),
        );
      break;
    }
    case "mystify":
    case "smash": {
      const moves = legal.filter((m): m is Of<"mystify"> | Of<"smash"> => m.type === type);
      out.push(h("p", { class: "ask" }, type === "smash" ? tm.tSmashAsk : tm.tMystifyAsk));
      for (const m of moves)
        out.push(
          moveButton(
            ctx,
            `${type}-${m.target}`,
            fmt(type === "smash" ? tm.tSmashName : tm.tMystifyName, { name: name(m.target) }),
            plural(tm.tDiceN, s.players[m.target]!.handCount),
            () => ctx.send(m),
          ),
        );
      break;
    }
    case "shove": {
      const from = s.order.indexOf(you);
      out.push(h("p", { class: "ask" }, tm.tShoveAsk));
      for (const m of of("shove")) {
        const detail = fmt(m.to > from ? tm.tShoveAfter : tm.tShoveBefore, {
          where: cap(inLine(m.to)),
          name: name(s.order[m.to]!),
        });
        out.push(moveButton(ctx, `shove-${m.to}`, fmt(tm.tToPlace, { place: place(m.to) }), detail, () => ctx.send(m)));
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

/** The whole effect, on hover or long-press. */
export const ABOUT: Record<string, string> = {
  drink: tm.tAboutDrink,
  mystify: tm.tAboutMystify,
  smash: tm.tAboutSmash,
  shove: tm.tAboutShove,
  intimidate: tm.tAboutIntimidate,
  watch: tm.tAboutWatch,
  water: tm.tAboutWater,
  cheat: tm.tAboutCheat,
  rig: tm.tAboutRig,
  hide: tm.tAboutHide,
  luck: tm.tAboutLuck,
  swap: tm.tAboutSwap,
};
