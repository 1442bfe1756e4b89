// The embed fits its frame without a script on the host page. A frame narrower
// than the table is drawn for (320 px) shows the whole table scaled down to its
// width: the page is laid out at 320 px and zoomed to the frame. An oEmbed answer
// that had to shrink a wider table to fit a height limit names the width it was
// laid out at (`?fit=600`, src/protocol/embed-size.ts). And a table taller than its
// frame (a live table's frame is as tall as the table gets in play; the finished
// match's replay runs longer) is scaled down to the frame's height rather than cut
// off or scrolled inside it (down to half size; a frame smaller still scrolls),
// unless the host page runs our resize script (/assets/embed-snippet.js), which
// says so and grows the frame instead.
import { EMBED_MAX_WIDTH, EMBED_MIN_WIDTH, EMBED_SIZED } from "../../../src/protocol/embed-size";

/** The smallest a table is drawn to fit its frame's height, against its width's own scale. */
const MIN_SCALE = 0.5;

/**
 * Fits the page to its frame: to its width always; to its height (`toHeight`) for a watched table,
 * whose frame is sized for play. A practice table, played in its frame, keeps its size and scrolls:
 * its move bar is pressed there, and a table drawn smaller as it grows would move under the finger.
 */
export function fitFrame(toHeight = true): void {
  const asked = Number(new URLSearchParams(location.search).get("fit"));
  const layout = asked >= EMBED_MIN_WIDTH && asked <= EMBED_MAX_WIDTH ? asked : EMBED_MIN_WIDTH;
  const root = document.documentElement;
  const framed = toHeight && window.parent !== window;
  let sized = false;
  /** How tall the content is drawn at `zoom` (laid out at the width that zoom gives it), margins included. */
  const drawnAt = (zoom: number) => {
    root.style.zoom = zoom < 1 ? String(zoom) : "";
    const style = getComputedStyle(document.body);
    return (
      (document.body.offsetHeight + Number.parseFloat(style.marginTop) + Number.parseFloat(style.marginBottom)) * zoom
    );
  };
  const fit = () => {
    const byWidth = Math.min(1, innerWidth / layout);
    const natural = drawnAt(byWidth);
    if (!framed || sized || natural <= innerHeight) return;
    // Scaled down, the table is laid out wider and runs shorter: the largest zoom that fits is
    // between the one that fits at this width's height and the width's own.
    let fits = innerHeight / (natural / byWidth);
    let over = byWidth;
    for (let i = 0; i < 6; i++) {
      const mid = (fits + over) / 2;
      if (drawnAt(mid) <= innerHeight) fits = mid;
      else over = mid;
    }
    // Past half size a table is no longer readable: a frame that small scrolls instead.
    drawnAt(fits >= byWidth * MIN_SCALE ? fits : byWidth);
  };
  addEventListener("message", (ev: MessageEvent) => {
    if (ev.source !== window.parent || (ev.data as { type?: unknown } | null)?.type !== EMBED_SIZED) return;
    if (sized) return;
    sized = true;
    fit();
  });
  addEventListener("resize", fit);
  new ResizeObserver(fit).observe(document.body);
  fit();
}
