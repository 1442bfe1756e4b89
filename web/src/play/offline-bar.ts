// What the table page says where moves and the link state usually are while it
// shows a kept view offline (./offline-view.ts): plainly that you are offline and
// when moves come back, never a game's reason why a move is not possible (the
// kept view offers no moves, and a game's buttons would explain that with its own
// rules: "No cards are left to draw").
import * as tm from "../i18n/messages";
import { h } from "../lib/dom";

/** The header's link state offline: not "Connecting…", which promises what cannot happen yet. */
export const OFFLINE_LINK = tm.tOffline;

/** The move bar offline: one line, in place of the turn line and the game's buttons. */
export function offlineMoves(): HTMLElement {
  return h("p", { class: "waiting-for" }, tm.tOfflineMoves);
}
