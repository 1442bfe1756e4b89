// Telling people what changed when they are not looking at the right spot:
// the aria-live region (screen readers), the tab title, and, if allowed, a
// browser notification when it becomes your turn while the tab is hidden.
import { byId } from "./dom";
import { fmt } from "../i18n/format";
import * as m from "../i18n/messages";

let clearTimer: ReturnType<typeof setTimeout> | null = null;
/** What was asked to be said since the last frame: said together, so one sentence never replaces another. */
let pending: string[] = [];

export function announce(text: string): void {
  if (!text) return;
  const region = byId("announcer");
  // Emptying first makes a repeated sentence ("Your turn.") be read again.
  region.textContent = "";
  if (clearTimer) clearTimeout(clearTimer);
  if (pending.push(text) === 1)
    requestAnimationFrame(() => {
      region.textContent = pending.join(" ");
      pending = [];
    });
  clearTimer = setTimeout(() => (region.textContent = ""), 10_000);
}

export function setTitle(game: string, yourTurn: boolean, finished: boolean): void {
  document.title = `${yourTurn ? m.sTitleTurn : finished ? m.sTitleFinished : ""}${game} · Tablelink`;
}

export function notifyTurn(game: string): void {
  if (!("Notification" in window) || Notification.permission !== "granted" || !document.hidden) return;
  try {
    const n = new Notification(fmt(m.sTurnIn, { game }), {
      body: m.sTableWaits,
      tag: "tablelink-turn",
    });
    n.onclick = () => {
      window.focus();
      n.close();
    };
  } catch {
    // Some browsers allow notifications only from a service worker: the title still says it.
  }
}
