// The play page: /g/:id (your seat, or a join form while seats are free),
// /g/:id/join (the invite link) and /g/:id/watch (spectators). Which game is on
// the table only matters to the renderer in games/; the rest is shared. This file
// starts the page: which seat this browser holds, the first view, the live link.
// The state is in play/page-state.ts, what changes it in play/actions.ts, the
// drawing in play/render.ts.
import "./i18n/switcher";
import type { View } from "../../src/protocol";
import { loadPlayRenderer } from "./games/load-play";
import { api } from "./lib/api";
import { byId, h, replaceContent } from "./lib/dom";
import { gameName } from "./lib/match-text";
import { seatsTotal } from "./lib/seats";
import { LiveLink } from "./lib/live";
import { dropSeat, heldSeat, holdSeat, inviteFromHash, tokenFromHash } from "./lib/seat-store";
import { extraStyles } from "./lib/extra-styles";
import { offerOffline } from "./lib/service-worker";
import { accept, join, refresh, send } from "./play/actions";
import { narrate } from "./play/narrate";
import { startKeys } from "./play/keys-start";
import { keepView } from "./play/kept-view";
import { page } from "./play/page-state";
import { render, renderLink, setPageActions } from "./play/render";
import * as msg from "./i18n/messages";
import { wirePrefs } from "./lib/prefs";

// The foot's choices kept on this device (the four-colour deck, chat read aloud).
wirePrefs();

setPageActions({ send: (m) => void send(m), join: (n) => void join(n), accept });
page.openLink = (id, token, on) => new LiveLink(id, token, on);
startKeys(() => import("./play/later").then((m) => m.moveKeys));
// Installable from a seat link, and the table opens offline from then on (the first visit too).
offerOffline(true);

function fatal(message: string): void {
  byId("title").textContent = "Tablelink";
  replaceContent(
    byId("stage"),
    h("div", { class: "fatal" }, h("p", {}, message), h("p", {}, h("a", { href: "/" }, msg.startNewTable))),
  );
}

async function begin(view: View): Promise<void> {
  page.renderer = await loadPlayRenderer(view.game);
  page.view = view;
  // Kept at once, not only when the live link brings the next: a seat link opened for a moment opens offline too.
  if (!page.offline) keepView(view, page.token);
  page.live = new LiveLink(page.id, page.token, {
    // A live view while the kept one is shown: the service is back, so the page starts over from it.
    view: (v) => (page.offline ? location.reload() : accept(v)),
    state: (s) => {
      page.link = s;
      if (page.view) renderLink();
    },
    refused: () => {
      dropSeat(page.id);
      page.token = undefined;
      page.notice = msg.seatLinkRefused;
      render();
    },
    resync: () => void refresh(),
  });
  narrate(null, view, gameName(view.game, seatsTotal(view)));
  render();
}

async function start(): Promise<void> {
  byId("log-open").addEventListener("click", () => byId<HTMLDialogElement>("log-dialog").showModal());
  // The header's How to play opens the summary of the game on the table (named by the Rules link).
  byId("how-open").addEventListener("click", () => {
    const rules = byId("rules-link").getAttribute("href") ?? "/rules/stakes";
    void import("./play/later").then((l) =>
      l.howToPlay.openHowToPlay(decodeURIComponent(rules.replace(/^\/rules\//, ""))),
    );
  });
  const m = /^\/g\/([^/]+)(?:\/(join|watch))?\/?$/.exec(location.pathname);
  if (!m) return fatal(msg.noTableAddress);
  const id = decodeURIComponent(m[1]!);
  const mode = m[2] ?? "seat";
  page.id = id;

  page.invite = inviteFromHash(location.hash) ?? undefined;
  const fromLink = tokenFromHash(location.hash);
  if (fromLink) {
    // The seat token must not linger in the address bar, where it gets shared by accident.
    history.replaceState(null, "", `/g/${encodeURIComponent(id)}`);
    const r = await api.view(id, fromLink);
    if (r.ok && r.value.you !== null) {
      holdSeat(id, { token: fromLink, seat: r.value.you });
      page.token = fromLink;
      return begin(r.value);
    }
    if (!r.ok && r.code === "game/not_found") return fatal(msg.noTableHere);
    void extraStyles();
    await (await import("./play/later")).seatLink.seatLinkRefused(byId("stage"));
    page.notice = msg.seatLinkNotThis;
  }

  const held = heldSeat(id);
  if (held && mode !== "watch") {
    const r = await api.view(id, held.token);
    if (r.ok) {
      page.token = held.token;
      // An invite opened by someone already seated leads to their own seat.
      if (mode === "join") history.replaceState(null, "", `/g/${encodeURIComponent(id)}`);
      return begin(r.value);
    }
    if (r.code === "game/not_found") return fatal(msg.noTableHere);
    if (r.code === "net/offline") {
      // Drawn by the later chunk, which the service worker keeps with the page.
      const kept = (await import("./play/later")).offlineView.offlineView(id);
      if (kept) {
        page.token = held.token;
        page.notice = kept.notice;
        page.offline = true;
        return begin(kept.view);
      }
    }
    if (r.code === "auth/invalid_token") {
      dropSeat(id);
      page.notice = msg.keptSeatInvalid;
    }
  }

  const r = await api.view(id);
  if (!r.ok) return fatal(r.code === "game/not_found" ? msg.noTableHere : r.message);
  const v = r.value;
  const total = seatsTotal(v);
  if (mode === "watch") {
    if (held) page.notice = msg.watchingOwnSeat;
  } else if (v.status === "waiting" && v.seats.length < total) {
    if (page.invite) page.joinable = true;
    // A refused seat link has already said why this person is watching; that comes first.
    else page.notice ??= msg.openInvite;
  } else if (mode === "join" && page.invite && v.status === "playing" && takeoverSeat(v) !== null) {
    // An invite made for an absent seat: the page offers that seat (play/absent-seats.ts).
    page.takeover = takeoverSeat(v)!;
  } else if (mode === "join") {
    page.notice = v.status === "finished" ? msg.gameOverWatching : msg.allSeatsTaken;
    history.replaceState(null, "", `/g/${encodeURIComponent(id)}/watch`);
  }
  begin(v);
}

void start();

/** The seat named by an invite link's `&for=N` when that seat is away now, else null. */
function takeoverSeat(v: View): number | null {
  const n = /(?:^#|&)for=(\d)(?:&|$)/.exec(location.hash)?.[1];
  return n !== undefined && v.seats[Number(n)]?.absent ? Number(n) : null;
}
