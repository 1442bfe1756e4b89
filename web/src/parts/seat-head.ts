// The head line of a seat at every game's table: live-link dot, name, "you",
// whose turn, "resigned" (docs/api.md "Resign": the view lists resigned seats, whose
// moves are then played for them), and last the game's own status word.
import * as tm from "../i18n/messages";
import { asyncOf } from "../async/fields";
import type { TableContext } from "../games/renderer";
import { h } from "../lib/dom";
import { botMarkFor } from "./bot-mark";
import type { View } from "../../../src/protocol";

/**
 * Whether a seat's name is marked away. A seat that resigned is absent too
 * (docs/api.md), but its head already says "resigned": one seat tells one story,
 * and resigned is the truer one (it is for good; away may end).
 */
export function isAway(v: View, seat: number): boolean {
  return v.seats[seat]?.absent === true && !asyncOf(v).resigned.includes(seat);
}

/** `acting`: the turn tag's words, or null when the seat is not to act. */
export function seatHead(
  ctx: TableContext,
  seat: number,
  name: string,
  acting: string | null,
  status: Node,
): HTMLElement {
  const connected = (ctx.view.seats.find((x) => x.seat === seat) as { connected?: unknown } | undefined)?.connected;
  const resigned = asyncOf(ctx.view).resigned.includes(seat);
  return h(
    "header",
    { class: "seat-head" },
    typeof connected === "boolean"
      ? h("span", { class: `dot ${connected ? "on" : "off"}`, title: connected ? tm.tConnected : tm.tNotConnected })
      : null,
    h("span", { class: "name" }, name, botMarkFor(ctx.view.seats, seat)),
    ctx.view.you === seat ? h("span", { class: "tag you-tag" }, tm.tYouTag) : null,
    acting ? h("span", { class: "tag act-tag" }, acting) : null,
    resigned ? h("span", { class: "tag resigned-tag", title: tm.tResignedTitle }, tm.tResigned) : null,

    status,
  );
}
