// A bot seat's mark: a small robot head after its name, read out as "bot". The
// name says "Bot …" too, but anyone may call themselves that; the mark comes
// from the seat's `bot` field, which only the service sets. An image file, not
// inline SVG: it costs the pages' scripts and styles a few bytes (they have a
// weight budget); its own style follows the light and dark themes, and its
// picture starts with the gap after the name.
import * as tm from "../i18n/messages";
import { h } from "../lib/dom";

export function botMark(): HTMLElement {
  return h("img", { src: "/assets/bot.svg", alt: tm.tBot, width: 21, height: 16 });
}

/** The mark when `seat` is a bot in `seats` (a view's or a record's), else null. */
export function botMarkFor(seats: readonly { seat: number; bot?: unknown }[], seat: number): HTMLElement | null {
  return seats.some((s) => s.seat === seat && s.bot) ? botMark() : null;
}
