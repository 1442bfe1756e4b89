// The in-place question of a Twelves action that needs a choice (which die, face,
// target or place), asked in ./moves; only moves in the view's `legal` are offered.
import { h } from "../../lib/dom";
import { moveButton } from "../../parts/move-button";
import type { TableContext } from "../renderer";
import { cap, dieWord, inLine, place, type TwelvesMove, type TwelvesState } from "./state";

type Of<T extends TwelvesMove["type"]> = Extract<TwelvesMove, { type: T }>;

const cancel = (ctx: TableContext) => moveButton(ctx, "cancel", "Back", null, () => ctx.choose(null), "quiet");

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
