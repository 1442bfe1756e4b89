// Keyboard players stay in the move bar. Every move draws the bar anew, so the
// button that was pressed is gone, and the browser would send focus back to the
// top of the page (five Tabs to the next move). While focus was last in the bar,
// a draw that leaves it nowhere puts it on the same move if it is still there, else
// on the first move that can be played, else on the bar itself, which says whose
// turn it is; when the turn comes back, focus goes from the bar to the first move.
// Focus that is nowhere (on the page's body) comes to the bar too as the game
// starts under your eyes (the waiting room it was in is gone) and when your turn
// comes: the first move is then one Enter away. Not as the page opens (Tab starts
// from the top, as on any page), and never in a frame, which must not take focus
// from the page it sits in.
import { byId } from "../lib/dom";

let inBar = false;
let lastKey: string | null = null;
/** The last turn drawn (undefined before the first draw): a new one may bring lost focus to the bar. */
let lastTurn: string | null | undefined;
const inFrame = window.parent !== window;

/** Follows where focus goes: into the move bar, or somewhere else on purpose. */
export function followFocus(): void {
  document.addEventListener("focusin", (ev) => {
    const bar = byId("moves");
    const target = ev.target as Element;
    inBar = bar.contains(target);
    if (inBar) lastKey = target.getAttribute("data-key") ?? lastKey;
  });
}

/**
 * After a draw: brings focus back into the move bar if it fell out of it.
 * `turn` names this turn of yours, or the game going on while others play (null: no game to play).
 */
export function keepFocusInMoves(turn: string | null): void {
  const bar = byId("moves");
  const active = document.activeElement;
  const lost = active === null || active === document.body;
  const fresh = lastTurn !== undefined && turn !== null && turn !== lastTurn;
  lastTurn = turn;
  if (fresh && lost && !inFrame) inBar = true;
  if (!inBar || !(lost || active === bar)) return;
  const open = (sel: string) => bar.querySelector<HTMLElement>(`${sel}:not([disabled])`);
  const next = (lastKey && open(`button[data-key="${CSS.escape(lastKey)}"]`)) || open("button");
  if (next) return next.focus({ preventScroll: true });
  if (bar.childElementCount === 0) return;
  // Not your move now: the bar itself, which reads "Waiting for Bob…"; Tab goes on from there.
  bar.tabIndex = -1;
  bar.focus({ preventScroll: true });
}
