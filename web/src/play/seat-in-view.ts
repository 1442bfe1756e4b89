// Your seat and your buttons never fight: the move bar sticks to the bottom of
// the screen, and your own seat (drawn last, just above it) is told how tall the
// bar is, so scrolling it into view stops right above the bar. When your turn
// begins and your seat, or the middle of the table above it (what you decide
// on: the target, the middle cards, the pool), is not fully on screen, the page
// brings your seat to just above the bar, which shows the most of what is above it.
import { byId } from "../lib/dom";

let lastTurn: string | null = null;
let watched: HTMLElement | null = null;

/**
 * Keeps two lengths true whenever the bar changes height or place, not only at a redraw:
 * --moves-h, the bar's height (your seat scrolls to just above it), and --moves-gap, from the
 * bar's top to the bottom of the screen, which the round summary sits above. They differ when a
 * short table leaves the bar in the page's flow, above the bottom of a laptop's screen.
 */
function watchBar(moves: HTMLElement): void {
  const root = document.documentElement.style;
  const measure = () => {
    root.setProperty("--moves-h", `${moves.offsetHeight}px`);
    const gap = Math.min(innerHeight, Math.max(0, innerHeight - moves.getBoundingClientRect().top));
    root.setProperty("--moves-gap", `${Math.round(moves.offsetHeight ? gap : 0)}px`);
  };
  measure();
  if (watched === moves || typeof ResizeObserver === "undefined") return;
  watched = moves;
  new ResizeObserver(measure).observe(moves);
  let queued = false;
  const later = () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => {
      queued = false;
      measure();
    });
  };
  addEventListener("scroll", later, { passive: true });
  addEventListener("resize", later);
}

/** `turn`: a key naming this turn of yours (null when it is not your turn). */
export function keepSeatInView(turn: string | null): void {
  const moves = byId("moves");
  watchBar(moves);
  if (turn === null || turn === lastTurn) return;
  lastTurn = turn;
  const mine = document.querySelector<HTMLElement>(".seat.mine");
  if (!mine) return;
  const r = mine.getBoundingClientRect();
  const room = innerHeight - moves.offsetHeight;
  const c = document.querySelector(".center")?.getBoundingClientRect();
  const centerShown = !c || c.bottom > r.top + 1 || (c.top >= 0 && c.bottom <= room);
  if (r.top >= 0 && r.bottom <= room && centerShown) return;
  mine.scrollIntoView({ block: r.height > room ? "start" : "end" });
}
