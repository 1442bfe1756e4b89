// Draws the play page from its state (page-state.ts): the header's title, link
// state and watching tag, the log, the stage (waiting room, join form, the game's
// table and result panels), the move bar, the long-running-play region and the
// links. Parts only some tables show load the first time they are needed.
import type { View } from "../../../src/protocol";
import type { TableContext } from "../games/renderer";
import { setTitle } from "../lib/announce";
import { byId, h, replaceContent } from "../lib/dom";
import { humanLog, logNodes, recentLines } from "../lib/log-text";
import { gameName, scoreUnit } from "../lib/match-text";
import { seatNames, seatsTotal } from "../lib/seats";
import type { LinkState } from "../lib/live";
import { renderAsync, turnOnNotifications } from "../async/panel";
import { asyncOf } from "../async/fields";
import { extraStyles } from "../lib/extra-styles";
import { embedPanel } from "./embed-panel";
import { lazyPart } from "./lazy-part";
import { keepLook, type Seen } from "./seen";
import { isYourTurn } from "./narrate";
import { kept, page } from "./page-state";
import { linksPanel, turnLine } from "./parts";
import { keepSeatInView } from "./seat-in-view";
import { followFocus, keepFocusInMoves } from "./move-focus";
import { isAway } from "../parts/seat-head";
import { OFFLINE_LINK, offlineMoves } from "./offline-bar";
import * as msg from "../i18n/messages";
import { fmt } from "../i18n/format";

/** What the drawn controls do: actions.ts, which itself draws through render, hands them over once (play.ts). */
export interface PageActions {
  send(move: unknown): void;
  join(name: string): void;
  accept(v: View): void;
}

let act: PageActions;

export function setPageActions(actions: PageActions): void {
  act = actions;
}

/** Parts only some tables show, loaded when first needed; the page draws again once each is there. */
const redraw = () => {
  if (page.view) render();
};
/** The page's later parts (./later) once their styles (extras.css) apply too: most parts want both. */
const later = () => Promise.all([import("./later"), extraStyles()]).then(([l]) => l);
// The result panel, the rematch and the sheet they come up in, loaded once a match is over.
const endingPart = lazyPart(
  () =>
    later().then(({ matchEnd: m }) => ({
      panel: m.matchEnd,
      event: m.endEvent,
      sheet: new m.EndSheet(redraw),
      rematch: new m.RematchPanel((v) => act.accept(v), redraw),
    })),
  redraw,
);
followFocus();
const waitingPart = lazyPart(() => Promise.all([import("./waiting-parts"), extraStyles()]).then(([m]) => m), redraw);
// "Away from the table": absent seats handed on to a bot or a friend, loaded the first time a seat is away.
const absentPart = lazyPart(
  () =>
    later().then(
      ({ absentSeats: m }) =>
        new m.AbsentSeats(
          (v) => act.accept(v),
          (name) => act.join(name),
        ),
    ),
  redraw,
);

// The later parts drawn by a module's own functions, with no object of the page's to build: one loader
// for them all. "While you were away", for a seat back at a table after others moved (the look before,
// ./seen, is weighed and the panel built and placed by ./while-away), loaded only when the table changed
// since; a table opened from Discord says by whom; a series' score and "End the series" (./series-bar).
const laterPart = lazyPart(later, redraw);
let back: Seen | null = null;

// The full log's dates: their code loads the first time the log is opened.
let logDays: typeof import("./log-days") | null = null;
addEventListener("click", (e) => {
  if (!logDays && (e.target as Element | null)?.closest?.("#log-open"))
    void later().then((m) => {
      logDays = m.logDays;
      redraw();
    });
});

/** The away panel sits above the long-running-play region; a friend's offer to take a seat over, above the table. */
function placeAbsent(panel: HTMLElement | null, top: boolean): void {
  const old = document.querySelector(".absent-seats");
  if (old && old !== panel) old.remove();
  const before = byId(top ? "stage" : "async");
  if (panel && panel.nextElementSibling !== before) before.before(panel);
}

const LINK_TEXT: Record<LinkState, string> = { connecting: msg.connecting, live: msg.live, offline: msg.reconnecting };

// The round summary's code loads once a round has ended (the first summary shows
// a moment later); it keeps which summaries were shown and dismissed.
const summaryPart = lazyPart(
  () =>
    // Its styles are in extras.css (parts/round-summary.css), loaded with it.
    later().then(({ roundSummary: m }) => ({
      line: m.summaryLine,
      shown: new m.RoundSummary(),
    })),
  redraw,
);

/**
 * "Notify me when it's my turn", in the move bar at the moments it matters
 * (../async/notify-offer). Only a seat at a table with a clock is ever offered it,
 * so its code loads only there.
 */
const offerPart = lazyPart(
  () =>
    // Its styles are in extras.css (parts/notify.css), loaded with it.
    later().then(({ notifyOffer: m }) => new m.NotifyOffer(turnOnNotifications)),
  redraw,
);
function offerLine(v: View): HTMLElement | null {
  const clock = asyncOf(v).clock;
  if (!page.token || v.you === null || !clock || clock.timePerMove === "none") return null;
  return offerPart()?.line(v, page.token, page.offerAt) ?? null;
}

/** "Watching", plainly, next to the title for anyone at the table without a seat. */
function watchingTag(on: boolean): void {
  let tag = document.getElementById("watching");
  if (on && !tag) {
    tag = h(
      "span",
      {
        id: "watching",
        class: "tag watch-tag",
        title: msg.watchingTitle,
      },
      msg.watching,
    );
    byId("title").after(tag);
  } else if (!on) tag?.remove();
}

function ctxFor(v: View, names: string[]): TableContext {
  return {
    view: v,
    // An absent seat is marked where its name is drawn (absent-seats.ts offers to hand it on).
    names: v.seats.some((s) => s.absent) ? names.map((n, i) => (isAway(v, i) ? fmt(msg.away, { name: n }) : n)) : names,
    send: act.send,
    busy: page.busy,
    choice: page.choice,
    choose: (c) => {
      // Keyboard players stay in the move bar: focus goes to the first new choice.
      const fromMoves = byId("moves").contains(document.activeElement);
      page.choice = c;
      render();
      if (fromMoves) byId("moves").querySelector<HTMLElement>("button:not([disabled])")?.focus();
    },
    previous: page.shown && page.shown.version !== v.version ? page.shown : null,
  };
}

/**
 * The live link's word in the header, on its own: the link changes state often
 * while it reconnects, and redrawing the table each time would swap the move
 * buttons under a finger half-way through a tap.
 */
export function renderLink(): void {
  const linkEl = byId("link-state");
  // Once the table has been live, any new connection is a reconnection.
  if (page.link === "live") page.wasLive = true;
  const lost = page.link !== "live" && page.wasLive;
  linkEl.textContent = page.offline ? OFFLINE_LINK : lost ? LINK_TEXT.offline : LINK_TEXT[page.link];
  // A lost link is pinned to the top of the screen: the header may be scrolled away.
  linkEl.className = page.offline ? "link-state offline" : `link-state ${page.link}${lost ? " lost" : ""}`;
}

export function render(): void {
  const v = page.view;
  if (!v) return;
  const r = page.renderer;
  const game = gameName(v.game, seatsTotal(v));
  const names = seatNames(v);
  byId("title").textContent = game;
  watchingTag(v.you === null && v.status !== "waiting");
  byId<HTMLAnchorElement>("rules-link").href = `/rules/${encodeURIComponent(v.game)}`;
  renderLink();
  setTitle(game, isYourTurn(v), v.status === "finished");
  if (v.discord) laterPart()?.openedFrom.showOpenedFrom(v.discord.by);

  const lines = recentLines(v.log, v.you).map((e) => humanLog(e.text));
  replaceContent(
    byId("happened"),
    ...logNodes(lines.join(" ") || (v.status === "waiting" ? msg.waitingForSeats : msg.gameBegun)),
  );
  const ends = r?.roundEnds?.(ctxFor(v, names)) ?? [];
  const byLine = new Map(ends.map((e) => [e.at, e]));
  const summary = ends.length > 0 ? summaryPart() : null;
  const dated = logDays?.logDater() ?? ((li: HTMLElement) => li);
  replaceContent(
    byId("log-list"),
    ...v.log.flatMap((e, i) => {
      const end = byLine.get(i);
      const li = dated(h("li", {}, ...logNodes(humanLog(e.text))), e.at);
      return end && summary ? [li, summary.line(end, names)] : [li];
    }),
  );

  const err = byId("error");
  err.hidden = !page.error;
  err.textContent = page.error ?? "";
  const notice = byId("notice");
  notice.hidden = !page.notice;
  notice.textContent = page.notice ?? "";

  const ctx = ctxFor(v, names);
  const stage = byId("stage");
  const waitingNow = v.status === "waiting" || v.state === null;
  const waiting = waitingNow ? waitingPart() : null;
  if (waitingNow && !waiting) {
    replaceContent(stage, h("p", { class: "loading" }, msg.openingTable));
    replaceContent(byId("moves"));
  } else if (waiting) {
    const { joinForm, waitingRoom, addBotPanel } = waiting;
    if (page.joinable) {
      // Built once: a live update must not wipe the name being typed.
      kept.join ??= joinForm(v, names, act.join);
      kept.join.querySelector("button")!.disabled = page.busy;
      if (stage.firstChild !== kept.join) stage.replaceChildren(kept.join);
      while (kept.join.nextSibling) kept.join.nextSibling.remove();
      stage.append(waitingRoom(v, names, page.token));
    } else replaceContent(stage, waitingRoom(v, names, page.token), addBotPanel(v, page.token));
    replaceContent(byId("moves"), offerLine(v));
  } else if (!r) {
    replaceContent(stage, h("p", {}, fmt(msg.cannotDraw, { game: v.game })));
  } else {
    // The result panel's code loads once the match is over (then the page draws again).
    const ending = v.status === "finished" ? endingPart() : null;
    ending?.rematch.update(v, page.token, names);
    const result = ending?.panel(v, names, scoreUnit(v.game, seatsTotal(v)), ending.rematch.el) ?? null;
    // The result comes to the player as a sheet over the board; closed, it sits on the table.
    const finished = result && ending ? ending.sheet.hold(result, ending.event(v)) : null;
    replaceContent(stage, finished, r.table(ctx));
    const moves = r.moves?.(ctx) ?? null;
    replaceContent(byId("moves"), turnLine(v, names), moves, offerLine(v));
  }
  // A move that was not played is said where the player is looking: in the move bar too.
  if (page.error && v.status !== "waiting") byId("moves").prepend(h("p", { class: "error move-error" }, page.error));
  byId("moves").classList.toggle("yours", isYourTurn(v));
  // Offline, the kept view is read-only: its buttons would fail and its clock has moved on.
  if (page.offline) replaceContent(byId("moves"), offlineMoves());
  byId("async").hidden = page.offline;
  document.body.classList.toggle("offline", page.offline);
  renderAsync(byId("async"), { view: v, token: page.token, names, accept: act.accept });
  if (v.series) laterPart()?.seriesBar.drawSeries(v, names);
  const away = !page.offline && (v.seats.some((s) => s.absent) || page.takeover !== undefined);
  const absent = away ? absentPart() : null;
  placeAbsent(absent?.update(v, page.token, names, page.takeover, page.busy) ?? null, page.takeover !== undefined);
  if (!page.offline && r) back = keepLook(v) ?? back;
  if (back && laterPart()?.whileAway.comeBack(v, back, ends)) back = null;
  // Each turn of yours, and once while others play (the page opened, or your move made), your seat and
  // the middle of the table come into view: a phone opened between your turns shows the target too.
  const seated = v.status === "playing" && v.you !== null;
  const turn = isYourTurn(v) ? `${v.id}:${v.version}` : seated ? `${v.id}:others` : null;
  keepSeatInView(turn);
  keepFocusInMoves(page.offline ? null : turn);
  // The round's summary comes up over the board as the round ends (none once the match is over).
  summary?.shown.update(v.status === "playing" ? ends : [], names, v.you);
  // The embed snippet is offered from the start: a post can announce a table still filling up.
  kept.embed ??= embedPanel(v);
  if (v.status === "waiting") replaceContent(byId("links"), kept.embed);
  else {
    // Kept while the seat is the same, so an opened panel stays open through updates.
    if (kept.links?.dataset.token !== (page.token ?? "")) {
      kept.links = linksPanel(v, page.token);
      kept.links.dataset.token = page.token ?? "";
    }
    if (byId("links").firstChild !== kept.links) replaceContent(byId("links"), kept.links, kept.embed);
  }
  page.shown = v;
}
