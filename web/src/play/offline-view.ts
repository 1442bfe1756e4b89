// Your table without a connection: the last view of each seat this browser
// holds is kept (./kept-view.ts), and when the service is
// out of reach the table is drawn from it, read-only, under a note saying so and
// how old it is. The service worker brings the page itself (web/src/sw.ts); the
// page reloads by itself once the connection is back.
import type { SeatInfo, View } from "../../../src/protocol";
import * as m from "../i18n/messages";
import { api } from "../lib/api";
import { fmt } from "../i18n/format";
import { localWhen } from "../i18n/when";
import { keptViewKey as key } from "./kept-view";

/**
 * Back online, the page starts over live, once the service answers: "online"
 * only says a network is there (a captive portal, a network still coming up,
 * or Chromium's offline mode as a navigation begins), and reloading into no
 * service would throw away the kept table, or a page being opened.
 */
async function reloadWhenReachable(id: string): Promise<void> {
  // Still out of reach: the live link's next view reloads the page (play.ts).
  if ((await api.view(id)).ok) location.reload();
}

/** The kept view made read-only (no moves), with the note to show above it; null when none was kept. */
export function offlineView(id: string): { view: View; notice: string } | null {
  let kept: { at: number; view: View } | null = null;
  try {
    kept = JSON.parse(localStorage.getItem(key(id)) ?? "null") as { at: number; view: View } | null;
  } catch {
    return null;
  }
  if (!kept?.view || kept.view.id !== id) return null;
  addEventListener("online", () => void reloadWhenReachable(id));
  const when = localWhen(kept.at);
  const v = kept.view;
  return {
    // Nobody is shown as due and no move is offered: the table may have moved on since.
    // Nobody is shown connected either (the seats' live dots): that was then, not now.
    view: {
      ...v,
      legal: [],
      toAct: [],
      seats: v.seats.map(({ connected: _then, ...s }: SeatInfo & { connected?: boolean }) => s),
    },
    notice: [fmt(m.offlineAt, { when }), v.you !== null && v.toAct.includes(v.you) ? m.offlineYours : "", m.offlineBack]
      .filter(Boolean)
      .join(" "),
  };
}
