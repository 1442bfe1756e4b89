// Replays only: what Twelves hides during play, face up, from the engine's
// reveal (its whole state): every hand with its hidden marks, and what each
// participant held privately (alcohol, water, Intimidate bonus, a pending Rig).
import * as tm from "../../i18n/messages";
import { fmt } from "../../i18n/format";
import { h } from "../../lib/dom";
import { d12El } from "../../parts/d12";
import type { TableContext } from "../renderer";
import { STATUS_WORD } from "./state";

interface RevealedPlayer {
  status?: string;
  hand?: number[];
  hiddenAt?: (number | null)[];
  alcohol?: number;
  water?: number;
  bonus?: number;
  rig?: number | null;
}

function secrets(p: RevealedPlayer): string {
  const parts: string[] = [];
  if (p.alcohol) parts.push(fmt(tm.rpAlcohol, { n: p.alcohol }));
  if (p.water) parts.push(fmt(tm.rpWater, { n: p.water }));
  if (p.bonus) parts.push(fmt(tm.rpIntimidate, { n: p.bonus }));
  if (typeof p.rig === "number") parts.push(fmt(tm.rpRigged, { n: p.rig }));
  return parts.join(" · ");
}

export function twelvesRevealed(ctx: TableContext): Node | null {
  const r = ctx.revealed as { players?: RevealedPlayer[] } | undefined;
  if (!r || typeof r !== "object" || !Array.isArray(r.players)) return null;
  const rows = r.players.map((p, seat) => {
    const hand = Array.isArray(p.hand) ? p.hand : [];
    const hidden = (i: number) => p.hiddenAt?.[i] !== null && p.hiddenAt?.[i] !== undefined;
    const name = ctx.names[seat] ?? fmt(tm.tSeatN, { n: seat });
    const status = p.status && p.status !== "in" ? STATUS_WORD[p.status as keyof typeof STATUS_WORD] : undefined;
    return h(
      "li",
      { "data-seat": seat },
      h("span", { class: "who" }, `${name}${status ? ` (${status})` : ""}:`),
      h(
        "span",
        {
          class: "hand",
          role: "img",
          "aria-label":
            hand.map((f, i) => (hidden(i) ? fmt(tm.rpDieHidden, { f }) : String(f))).join(", ") || tm.rpNoDice,
        },
        ...hand.map((f, i) => d12El(f, { size: "small", hidden: hidden(i), label: "" })),
      ),
      secrets(p) ? h("span", { class: "more" }, secrets(p)) : null,
    );
  });
  return h(
    "section",
    { class: "panel hidden-info twelves", "aria-label": tm.rpHidden },
    h("h3", {}, tm.rpHidden),
    h("ul", { class: "tw-revealed" }, ...rows),
  );
}
