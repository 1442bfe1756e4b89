// The viewer's move buttons: every move in the view's `legal`, said in words
// with what it would do. Hand cards can also be tapped on the table.
import * as tm from "../../i18n/messages";
import { fmt } from "../../i18n/format";
import { h } from "../../lib/dom";
import { cardShort } from "../../parts/card";
import { moveButton as button } from "../../parts/move-button";
import type { TableContext } from "../renderer";
import { faceOnTable, matchOn, orList, points, riskyRanks, type DobbelMove, type DobbelState } from "./state";

/** What a draw risks: the ranks it would fail on, and whether a face card ends the round (or the game). */
function drawRisk(s: DobbelState): string {
  const parts: string[] = [];
  const ranks = riskyRanks(s.table);
  if (ranks.length) parts.push(fmt(tm.tFailsOn, { what: orList(ranks) }));
  if (s.facesDrawn === 7) parts.push(tm.tQkEndsGame);
  else if (faceOnTable(s.table)) parts.push(tm.tQkEndsRound);
  return parts.length ? parts.join(tm.tRiskAnd) : tm.tNothingToFail;
}

/** After a safe card, what the double chance scores: 2 per number card, 10 per face. */
function dcScoreWith(s: DobbelState, card: string | null): number {
  return points(card ? [...s.table, card] : s.table, 2);
}

function playDetail(s: DobbelState, card: string, dc: boolean): string {
  const m = matchOn(s.table, card);
  if (m) return fmt(tm.tFailsOn, { what: cardShort(m) });
  if (dc && s.doubleChanceStep === 2) return fmt(tm.tSafeScores, { n: dcScoreWith(s, card) });
  return tm.tSafe;
}

export function dobbelsjanseMoves(ctx: TableContext): Node | null {
  const v = ctx.view;
  const s = v.state as DobbelState | null;
  if (!s || v.you === null || v.status !== "playing") return null;
  const legal = v.legal as DobbelMove[];
  if (legal.length === 0) {
    const me = s.players[v.you]!;
    if (me.in) return null;
    return h("p", { class: "ask quiet-ask" }, me.out === "scored" ? tm.tOutScored : tm.tOutFailed);
  }
  const dc = s.doubleChance === v.you;
  const out: HTMLElement[] = [];
  if (dc) {
    const step = s.doubleChanceStep ?? 1;
    out.push(
      h(
        "p",
        { class: "ask" },
        step === 1
          ? tm.tDcStep1
          : `${fmt(tm.tDcStep2, { n: dcScoreWith(s, null) + 2 })}${faceOnTable(s.table) ? "" : fmt(tm.tDcWithFace, { n: dcScoreWith(s, null) + 10 })}.`,
      ),
    );
  }
  const drawLabel = dc ? fmt(tm.tDrawStep, { n: s.doubleChanceStep ?? 1 }) : tm.tDrawCard;
  for (const m of legal) {
    if (m.type === "draw") out.push(button(ctx, "draw", drawLabel, drawRisk(s), () => ctx.send(m), "primary"));
  }
  for (const m of legal) {
    if (m.type === "score") {
      const pts = points(s.table, 1);
      out.push(button(ctx, "score", fmt(tm.tScoreN, { n: pts }), tm.tThenSitOut, () => ctx.send(m)));
    }
  }
  // Hand cards last, in a row of their own: short labels, so three fit on a phone.
  const plays = legal.flatMap((m) => {
    if (m.type !== "play") return [];
    const label = fmt(tm.tPlayCard, { card: cardShort(m.card) });
    return [
      button(
        ctx,
        `play-${m.card}`,
        label,
        playDetail(s, m.card, dc),
        () => ctx.send(m),
        matchOn(s.table, m.card) ? "play risky" : "play",
      ),
    ];
  });
  if (plays.length) out.push(h("div", { class: "play-row", role: "group", "aria-label": tm.tPlayHand }, ...plays));

  return h("div", { class: "move-list" }, ...out);
}
