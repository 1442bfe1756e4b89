// Your seat and your buttons never fight: the move bar sticks to the bottom of
// the screen, and your own seat (drawn last, just above it) is told how tall the
// bar is, so scrolling it into view stops right above the bar. When your turn
// begins (or at another moment the caller names: the page opened while others
// play) and your seat, or the middle of the table above it (what you decide on:
// the target, the middle cards, the pool), is not fully on screen, the page
// brings your seat to just above the bar, which shows the most of what is above it.
// It scrolls this page's own window only: in a frame (a table embedded in a blog
// post) scrollIntoView would scroll the host page too, and an embed never moves
// the page it sits in.
import { byId } from "../lib/dom";

let lastTurn: string | null = null;

/** `turn`: a key naming this turn of yours, or another moment to bring your seat in view (null: leave the page be). */
export function keepSeatInView(turn: string | null): void {
  const moves = byId("moves");
  document.documentElement.style.setProperty("--moves-h", `${moves.offsetHeight}px`);
  if (turn === null || turn === lastTurn) return;
  lastTurn = turn;
  const mine = document.querySelector<HTMLElement>(".seat.mine");
  if (!mine) return;
  const r = mine.getBoundingClientRect();
  const room = innerHeight - moves.offsetHeight;
  const c = document.querySelector(".center")?.getBoundingClientRect();
  const centerShown = !c || c.bottom > r.top + 1 || (c.top >= 0 && c.bottom <= room);
  if (r.top >= 0 && r.bottom <= room && centerShown) return;
  // Just above the bar, as the seat's scroll margins say (or its top at the top, when it is taller).
  const margin = getComputedStyle(mine);
  const below = Number.parseFloat(margin.scrollMarginBottom) || 0;
  const above = Number.parseFloat(margin.scrollMarginTop) || 0;
  scrollBy({ top: r.height > room ? r.top - above : r.bottom - (innerHeight - below), behavior: "instant" });
}
