// Your seat and your buttons never fight: the move bar sticks to the bottom of
// the screen, and your own seat (drawn last, just above it) is told how tall the
// bar is, so scrolling it into view stops right above the bar. When your turn
// begins and your seat is not fully on screen, the page brings it there.
import { byId } from "../lib/dom";

let lastTurn: string | null = null;

/** `turn`: a key naming this turn of yours (null when it is not your turn). */
export function keepSeatInView(turn: string | null): void {
  const moves = byId("moves");
  document.documentElement.style.setProperty("--moves-h", `${moves.offsetHeight}px`);
  if (turn === null || turn === lastTurn) return;
  lastTurn = turn;
  const mine = document.querySelector<HTMLElement>(".seat.mine");
  if (!mine) return;
  const r = mine.getBoundingClientRect();
  const room = innerHeight - moves.offsetHeight;
  if (r.top >= 0 && r.bottom <= room) return;
  mine.scrollIntoView({ block: r.height > room ? "start" : "end" });
}
