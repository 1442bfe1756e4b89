// A seat's own last view, kept on every update (localStorage, beside the seat's
// token), so the table can be drawn without a connection (./offline-view.ts, in
// the later chunk: only a page opened offline needs it).
import type { View } from "../../../src/protocol";

export const keptViewKey = (id: string) => `tablelink:view:${id}`;

/** Keeps a seat's own view (never a spectator's: nothing to come back to). */
export function keepView(v: View, token: string | undefined): void {
  if (!token || v.you === null) return;
  try {
    localStorage.setItem(keptViewKey(v.id), JSON.stringify({ at: Date.now(), view: v }));
  } catch {
    /* full or unavailable: offline shows the home page's list instead */
  }
}
