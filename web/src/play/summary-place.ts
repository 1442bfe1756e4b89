// Where the round summary floats: never over your own seat, never under the
// move bar. It takes the larger free band of the screen, above your seat (below
// the header) or between your seat and the move bar, and scrolls inside itself
// when its rows do not fit. Re-placed on every draw, scroll and resize.
const GAP = 8;
/** Below this a band is too small to read a summary in. */
const MIN_BAND = 120;

let listening = false;
let pending = false;

export function placeSummary(): void {
  const el = document.querySelector<HTMLElement>(".round-summary");
  if (!el) return;
  const header = document.querySelector("header.bar")?.getBoundingClientRect().bottom ?? 0;
  const moves = document.getElementById("moves");
  const movesTop = moves && moves.offsetHeight > 0 ? moves.getBoundingClientRect().top : innerHeight;
  const top = Math.max(GAP, header + GAP);
  const bottom = Math.min(innerHeight, movesTop) - GAP;
  const seat = document.querySelector(".seat.mine")?.getBoundingClientRect();
  let band = { top, bottom };
  if (seat && seat.bottom > top && seat.top < bottom) {
    const above = { top, bottom: seat.top - GAP };
    const below = { top: seat.bottom + GAP, bottom };
    band = above.bottom - above.top >= below.bottom - below.top ? above : below;
    // No band big enough: bring the seat down to the move bar, which frees the space above it.
    if (band.bottom - band.top < MIN_BAND && seat.top > top) {
      const room = seat.top - GAP - top;
      const free = bottom - seat.bottom;
      if (free > 0 && room + free >= MIN_BAND) {
        scrollBy(0, -free);
        band = { top, bottom: seat.top + free - GAP };
      }
    }
  }
  el.style.top = `${Math.round(band.top)}px`;
  el.style.maxHeight = `${Math.max(0, Math.round(band.bottom - band.top))}px`;
  if (!listening) {
    listening = true;
    const again = () => {
      if (pending) return;
      pending = true;
      requestAnimationFrame(() => {
        pending = false;
        placeSummary();
      });
    };
    addEventListener("scroll", again, { passive: true });
    addEventListener("resize", again);
  }
}
