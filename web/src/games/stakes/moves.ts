// The viewer's move buttons, each saying the move in words and, where it helps,
// what it will do. Only moves in the view's `legal` are offered; the few moves
// a live player normally has but may not make now show disabled, with why.
import { h } from "../../lib/dom";
import { cardShort } from "../../parts/card";
import { moveButton as button, refusedButton as refused } from "../../parts/move-button";
import type { TableContext } from "../renderer";
import { cardValue, isDuel, type StakesMove, type StakesState } from "./state";

/** "— Bob busts" for the live players a new target would bust. */
function bustsAt(ctx: TableContext, s: StakesState, target: number): string {
  const who = s.players.flatMap((p, seat) =>
    p.status === "live" && p.total > target ? [seat === ctx.view.you ? "you" : ctx.names[seat]!] : [],
  );
  if (who.length === 0) return "";
  return ` — ${who.join(" and ")} ${who.length === 1 && who[0] !== "you" ? "busts" : "bust"}`;
}

function flipDetail(s: StakesState, seat: number): string {
  const p = s.players[seat]!;
  const next = s.known?.[0];
  if (!next) return `Total ${p.total}, target ${s.target}: ${s.target - p.total} to spare`;
  const total = p.total + cardValue(next);
  if (total <= s.target) return `Next is ${cardShort(next)}: total ${total}`;
  return p.shield
    ? `Next is ${cardShort(next)}: your shield discards it`
    : `Next is ${cardShort(next)}: ${total}, bust!`;
}

const FIRST_FLIP = "Your first turn of a round must be a flip";

export function stakesMoves(ctx: TableContext): Node | null {
  const v = ctx.view;
  const s = v.state as StakesState | null;
  const you = v.you;
  if (!s || you === null || v.status !== "playing") return null;
  const legal = v.legal as StakesMove[];
  const me = s.players[you]!;
  const duel = isDuel(s);
  const out: HTMLElement[] = [];

  const peeks = legal.filter((m): m is Extract<StakesMove, { type: "peek" }> => m.type === "peek");
  const nudges = legal.filter((m): m is Extract<StakesMove, { type: "nudge" }> => m.type === "nudge");
  const twists = legal.filter((m): m is Extract<StakesMove, { type: "twist" }> => m.type === "twist");

  if (peeks.length) {
    const [a, b] = s.known ?? [];
    out.push(h("p", { class: "ask" }, "Jack — Peek. Put the top two cards back in which order?"));
    for (const m of peeks) {
      const top = m.order === "keep" ? a : b;
      const label = m.order === "keep" ? "Keep the order" : "Swap them";
      out.push(button(ctx, `peek-${m.order}`, label, top ? `${cardShort(top)} on top` : null, () => ctx.send(m)));
    }
  } else if (nudges.length) {
    out.push(h("p", { class: "ask" }, "King — Nudge. Turn one center die by 1:"));
    for (const m of nudges) {
      const from = s.dice[m.die];
      const target = s.target + m.delta;
      out.push(
        button(
          ctx,
          `nudge-${m.die}${m.delta}`,
          `Die ${m.die} ${m.delta > 0 ? "up" : "down"}: ${from} → ${from + m.delta}`,
          `Target ${target}${bustsAt(ctx, s, target)}`,
          () => ctx.send(m),
        ),
      );
    }
  } else if (ctx.choice === "twist" && twists.length) {
    out.push(h("p", { class: "ask" }, `Twist: pay 1 of your ${me.leverage} leverage dice and reroll which die?`));
    for (const m of twists)
      out.push(button(ctx, `twist-${m.die}`, `Reroll die ${m.die}`, `Now ${s.dice[m.die]}`, () => ctx.send(m)));
    out.push(button(ctx, "twist-cancel", "Cancel", null, () => ctx.choose(null), "quiet"));
  } else {
    const has = (t: string) => legal.some((m) => m.type === t);
    const myTurn = v.toAct.includes(you);
    const live = me.status === "live";
    const firstTurn = me.flipped === undefined ? me.row.length === 0 : !me.flipped;
    if (has("flip"))
      out.push(button(ctx, "flip", "Flip a card", flipDetail(s, you), () => ctx.send({ type: "flip" }), "primary"));
    else if (myTurn && live) out.push(refused("flip", "Flip a card", "No cards are left to draw"));

    if (has("bank")) {
      const exact = me.total === s.target;
      const bonus = exact ? (duel ? " — exact! Steal a die" : " — exact! +5") : "";
      const detail = exact
        ? duel
          ? "Takes one leverage die from your opponent"
          : `Scores ${me.total + 5} and reclaims a die from the pot`
        : `Lock ${me.total} as your round score`;
      out.push(button(ctx, "bank", `Bank ${me.total}${bonus}`, detail, () => ctx.send({ type: "bank" })));
    } else if (myTurn && live && (firstTurn || me.total === 0))
      out.push(refused("bank", "Bank", firstTurn ? FIRST_FLIP : "Nothing to bank at total 0"));

    if (twists.length) {
      const label = live ? "Twist" : "Cold twist";
      out.push(
        button(ctx, "twist", `${label}…`, `Pay 1 leverage die (you have ${me.leverage}), reroll A or B`, () =>
          ctx.choose("twist"),
        ),
      );
    } else if (myTurn && live && (firstTurn || me.leverage === 0))
      out.push(refused("twist", "Twist…", me.leverage === 0 ? "You have no leverage dice left" : FIRST_FLIP));

    if (has("pass"))
      out.push(button(ctx, "pass", "Pass", "Stay banked; your opponent plays on", () => ctx.send({ type: "pass" })));
  }
  return out.length ? h("div", { class: "move-list" }, ...out) : null;
}
