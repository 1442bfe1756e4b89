// Where the pause panel (./pause-panel) sits in the long-running-play region:
// right after the clock, at a table with a clock in play or while a pause is
// on. Its code loads the first time such a table is drawn.
import { extraStyles } from "../lib/extra-styles";
import { lazyPart } from "../play/lazy-part";
import type { AsyncContext } from "./panel";

let ctx: AsyncContext | null = null;
let anchor: HTMLElement | null = null;
// Its styles are in extras.css (web/css/parts/pause.css), loaded with it.
const panel = lazyPart(
  () =>
    Promise.all([import("../play/later").then(({ pausePanel: m }) => m), extraStyles()]).then(
      ([m]) => new m.PausePanel(() => ctx!),
    ),
  () => draw(),
);

/** Called on every render of the region, with the clock's element to sit after. */
export function placePause(after: HTMLElement, c: AsyncContext): void {
  ctx = c;
  anchor = after;
  draw();
}

function draw(): void {
  if (!ctx || !anchor) return;
  const v = ctx.view;
  const clocked = (v.clock as { deadlines: unknown } | undefined)?.deadlines != null;
  const wanted = v.status === "playing" && (clocked || v.pause !== undefined);
  const p = wanted || document.querySelector(".pause-panel") ? panel() : null;
  if (!p) return;
  p.el.hidden = !wanted;
  if (wanted) p.update();
  if (anchor.nextSibling !== p.el) anchor.after(p.el);
}
