// The viewer's move buttons, each saying the move in words and, where it helps,
// what it will do. Only moves in the view's `legal` are offered; the few moves
// a live player normally has but may not make now show disabled, with why.
import * as tm from "../../i18n/messages";
import { fmt } from "../../i18n/format";
import { h } from "../../lib/dom";
import { cardShort } from "../../parts/card";
import { moveButton as button, refusedButton as refused } from "../../parts/move-button";
import type { TableContext } from "../renderer";
import { cardValue, isDuel, type StakesMove, type StakesState } from "./state";

/** "— Bob busts" for the live players a new target would bust. */
function bustsAt(ctx: TableContext, s: StakesState, target: number): string {
  const who = s.players.flatMap((p, seat) =>
    p.status === "live" && p.total > target ? [seat === ctx.view.you ? tm.tYouSubject : ctx.names[seat]!] : [],
  );
  if (who.length === 0) return "";
  return fmt(who.length === 1 && who[0] !== tm.tYouSubject ? tm.tBustsOne : tm.tBustsMany, { who: who.join(tm.tAnd) });
}

function flipDetail(s: StakesState, seat: number): string {
  const p = s.players[seat]!;
  const next = s.known?.[0];
  if (!next) return fmt(tm.tFlipSpare, { total: p.total, target: s.target, spare: s.target - p.total });
  const total = p.total + cardValue(next);
  const card = cardShort(next);
  return fmt(total <= s.target ? tm.tNextTotal : p.shield ? tm.tNextShield : tm.tNextBust, { card, total });
}

const FIRST_FLIP = tm.tFirstFlip;

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
    out.push(h("p", { class: "ask" }, tm.tPeekAsk));
    for (const m of peeks) {
      const top = m.order === "keep" ? a : b;
      const label = m.order === "keep" ? tm.tKeepOrder : tm.tSwapThem;
      out.push(
        button(ctx, `peek-${m.order}`, label, top ? fmt(tm.tOnTop, { card: cardShort(top) }) : null, () => ctx.send(m)),
      );
    }
  } else if (nudges.length) {
    out.push(h("p", { class: "ask" }, tm.tNudgeAsk));
    for (const m of nudges) {
      const from = s.dice[m.die];
      const target = s.target + m.delta;
      out.push(
        button(
          ctx,
          `nudge-${m.die}${m.delta}`,
          fmt(m.delta > 0 ? tm.tDieUp : tm.tDieDown, { die: m.die, from, to: from + m.delta }),
          fmt(tm.tTargetN, { n: target }) + bustsAt(ctx, s, target),
          () => ctx.send(m),
        ),
      );
    }
  } else if (ctx.choice === "twist" && twists.length) {
    out.push(h("p", { class: "ask" }, fmt(tm.tTwistAsk, { n: me.leverage })));
    for (const m of twists)
      out.push(
        button(ctx, `twist-${m.die}`, fmt(tm.tRerollDie, { die: m.die }), fmt(tm.tNowN, { n: s.dice[m.die] }), () =>
          ctx.send(m),
        ),
      );
    out.push(button(ctx, "twist-cancel", tm.tCancel, null, () => ctx.choose(null), "quiet"));
  } else {
    const has = (t: string) => legal.some((m) => m.type === t);
    const myTurn = v.toAct.includes(you);
    const live = me.status === "live";
    const firstTurn = me.flipped === undefined ? me.row.length === 0 : !me.flipped;
    if (has("flip"))
      out.push(button(ctx, "flip", tm.tFlipCard, flipDetail(s, you), () => ctx.send({ type: "flip" }), "primary"));
    else if (myTurn && live) out.push(refused("flip", tm.tFlipCard, tm.tNoCardsLeft));

    if (has("bank")) {
      const exact = me.total === s.target;
      const bonus = exact ? (duel ? tm.tExactSteal : tm.tExactFive) : "";
      const detail = exact
        ? duel
          ? tm.tTakesDie
          : fmt(tm.tScoresReclaim, { n: me.total + 5 })
        : fmt(tm.tLockScore, { n: me.total });
      out.push(button(ctx, "bank", fmt(tm.tBankN, { n: me.total }) + bonus, detail, () => ctx.send({ type: "bank" })));
    } else if (myTurn && live && (firstTurn || me.total === 0))
      out.push(refused("bank", tm.tBank, firstTurn ? FIRST_FLIP : tm.tNothingToBank));

    if (twists.length) {
      const label = live ? tm.tTwist : tm.tColdTwist;
      out.push(button(ctx, "twist", `${label}…`, fmt(tm.tTwistDetail, { n: me.leverage }), () => ctx.choose("twist")));
    } else if (myTurn && live && (firstTurn || me.leverage === 0))
      out.push(refused("twist", `${tm.tTwist}…`, me.leverage === 0 ? tm.tNoLeverage : FIRST_FLIP));

    if (has("pass")) out.push(button(ctx, "pass", tm.tPass, tm.tPassDetail, () => ctx.send({ type: "pass" })));
  }
  return out.length ? h("div", { class: "move-list" }, ...out) : null;
}
