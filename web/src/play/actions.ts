// What changes the play page's state: a new view (from the API or the live
// link), a move sent, a seat taken. Each draws the page again when done.
import type { View } from "../../../src/protocol";
import { announce } from "../lib/announce";
import { api } from "../lib/api";
import { entropyHex } from "../lib/entropy";
import { gameName } from "../lib/match-text";
import { seatsTotal } from "../lib/seats";
import { holdSeat } from "../lib/seat-store";
import { narrate } from "./narrate";
import { keepView } from "./kept-view";
import { kept, page } from "./page-state";
import { render } from "./render";
import { fmt } from "../i18n/format";
import * as m from "../i18n/messages";
import { olderThan } from "./view-order";

/** The words for a refused request (./refusals), loaded with the page's later parts when one is refused. */
const refusals = () => import("./later").then((l) => l.refusals);

// A round's summary, said aloud, comes with the round's sheet (the later chunk).
const roundWords = () => import("./later").then((m) => m.roundSummary.roundSaid);

export function accept(v: View): void {
  const cur = page.view;
  if (cur && olderThan(v, cur)) return;
  if (!cur || v.version !== cur.version) page.choice = null;
  page.view = v;
  keepView(v, page.token);
  if (page.errorIsNet) {
    page.error = null;
    page.errorIsNet = false;
  }
  narrate(cur, v, gameName(v.game, seatsTotal(v)), page.renderer, roundWords);
  render();
}

export async function refresh(): Promise<void> {
  const r = await api.view(page.id, page.token);
  if (r.ok) accept(r.value);
}

export async function send(move: unknown): Promise<void> {
  const v = page.view;
  if (!page.token || !v || page.busy) return;
  page.busy = true;
  page.error = null;
  render();
  const r = await api.move(page.id, page.token, v.version, move);
  page.busy = false;
  if (r.ok) {
    page.offerAt.moved = true;
    accept(r.value);
    // The live link may have brought a newer view first (accept then keeps it):
    // the buttons still have to come back.
    render();
  } else {
    // Offline, the words may not load: the move was not played, as the link's own words say why.
    page.error = await refusals().then(
      (w) => w.moveRefused(r),
      () => fmt(m.notPlayed, { why: r.message }),
    );
    page.errorIsNet = r.code === "net/offline";
    announce(page.error);
    render();
    await refresh();
  }
}

export async function join(name: string): Promise<void> {
  page.busy = true;
  render();
  const r = await api.join(page.id, { name, entropy: entropyHex(), invite: page.invite ?? "" });
  page.busy = false;
  if (r.ok) {
    holdSeat(page.id, { token: r.value.token, seat: r.value.seat });
    page.token = r.value.token;
    page.offerAt.seated = true;
    page.joinable = false;
    kept.join = undefined;
    page.takeover = undefined;
    page.notice = null;
    history.replaceState(null, "", `/g/${encodeURIComponent(page.id)}`);
    page.live?.setToken(page.token);
    await refresh();
  } else {
    const said = await refusals().then(
      (w) => w.seatRefused(r.code, r.message),
      (): { notice?: string; error?: string } => ({ error: r.message }),
    );
    if (said.notice) {
      page.joinable = false;
      kept.join = undefined;
      page.takeover = undefined;
      page.notice = said.notice;
      // Taken by someone else meanwhile: the table as it is now.
      if (r.code !== "auth/invalid_invite") await refresh();
    } else page.error = said.error!;
  }
  render();
}
