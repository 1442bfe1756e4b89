// The play page: /g/:id (your seat, or a join form while seats are free),
// /g/:id/join (the invite link) and /g/:id/watch (spectators). Which game is on
// the table only matters to the renderer in games/; the rest is shared.
import type { View } from "../../src/protocol";
import { loadRenderer } from "./games/load";
import type { GameRenderer, TableContext } from "./games/renderer";
import { announce, notifyTurn, setTitle } from "./lib/announce";
import { api, type Failure } from "./lib/api";
import { byId, h, replaceContent } from "./lib/dom";
import { entropyHex } from "./lib/entropy";
import { humanLog, recentLines } from "./lib/log-text";
import { ABANDONED, gameName, scoreUnit } from "./lib/match-text";
import { seatNames, seatsTotal } from "./lib/seats";
import { LiveLink, type LinkState } from "./lib/live";
import { dropSeat, heldSeat, holdSeat, inviteFromHash, tokenFromHash } from "./lib/seat-store";
import { renderAsync } from "./async/panel";
import { embedPanel } from "./play/embed-panel";
import { linksPanel, turnLine } from "./play/parts";
import { extraStyles } from "./lib/extra-styles";
import { lazyPart } from "./play/lazy-part";
import { keepSeatInView } from "./play/seat-in-view";

interface Page {
  id: string;
  token?: string;
  /** The invite secret from an invite link's `#invite=` fragment: a seat is taken only with it. */
  invite?: string;
  view: View | null;
  /** The view on screen before the current render: motion shows what changed. */
  shown: View | null;
  busy: boolean;
  choice: string | null;
  error: string | null;
  /** The error is about the connection: a fresh view clears it. */
  errorIsNet: boolean;
  notice: string | null;
  joinable: boolean;
  link: LinkState;
  wasLive: boolean;
  live: LiveLink | null;
  /** The game's renderer, loaded once the first view names the game. */
  renderer: GameRenderer | undefined;
}

const page: Page = { id: "", view: null, shown: null, busy: false, choice: null, error: null, errorIsNet: false, notice: null, joinable: false, link: "connecting", wasLive: false, live: null, renderer: undefined };

function explain(f: Failure): string {
  switch (f.code) {
    case "game/stale_version":
      return "Your move was not played: the table changed before it arrived (another tab or device?). This is the table as it is now.";
    case "game/finished":
      return "The game is already over; nothing was played.";
    case "auth/invalid_token":
      return "This browser's seat link is not valid any more; nothing was played.";
    default:
      return `Not played: ${f.message}`;
  }
}

function isYourTurn(v: View): boolean {
  return v.status === "playing" && v.you !== null && v.toAct.includes(v.you);
}

function narrate(prev: View | null, v: View, game: string): void {
  const names = seatNames(v);
  const said: string[] = [];
  if (prev && v.log.length > prev.log.length) for (const e of v.log.slice(prev.log.length)) said.push(humanLog(e.text));
  const turnNow = isYourTurn(v) && (!prev || !isYourTurn(prev) || prev.version !== v.version);
  if (turnNow) {
    said.push("Your turn.");
    notifyTurn(game);
  }
  if (v.status === "finished" && prev?.status !== "finished" && v.result?.reason === "abandoned") said.push(`Game over. ${ABANDONED}`);
  else if (v.status === "finished" && prev?.status !== "finished" && v.result) {
    const w = v.result.winners.map((s) => names[s]).join(" and ");
    said.push(`Game over. ${w} ${v.result.winners.length === 1 ? "wins" : "win"}.`);
  }
  announce(said.join(" "));
}

function accept(v: View): void {
  const cur = page.view;
  if (cur && (v.id !== cur.id || v.version < cur.version)) return;
  if (!cur || v.version !== cur.version) page.choice = null;
  page.view = v;
  if (page.errorIsNet) {
    page.error = null;
    page.errorIsNet = false;
  }
  narrate(cur, v, gameName(v.game, seatsTotal(v)));
  render();
}

async function refresh(): Promise<void> {
  const r = await api.view(page.id, page.token);
  if (r.ok) accept(r.value);
}

async function send(move: unknown): Promise<void> {
  const v = page.view;
  if (!page.token || !v || page.busy) return;
  page.busy = true;
  page.error = null;
  render();
  const r = await api.move(page.id, page.token, v.version, move);
  page.busy = false;
  if (r.ok) {
    accept(r.value);
    // The live link may have brought a newer view first (accept then keeps it):
    // the buttons still have to come back.
    render();
  }
  else {
    page.error = explain(r);
    page.errorIsNet = r.code === "net/offline";
    announce(page.error);
    render();
    await refresh();
  }
}

async function join(name: string): Promise<void> {
  page.busy = true;
  render();
  const r = await api.join(page.id, { name, entropy: entropyHex(), invite: page.invite ?? "" });
  page.busy = false;
  if (r.ok) {
    holdSeat(page.id, { token: r.value.token, seat: r.value.seat });
    page.token = r.value.token;
    page.joinable = false;
    kept.join = undefined;
    page.notice = null;
    history.replaceState(null, "", `/g/${encodeURIComponent(page.id)}`);
    page.live?.setToken(page.token);
    await refresh();
  } else if (r.code === "game/full" || r.code === "game/finished") {
    page.joinable = false;
    kept.join = undefined;
    page.notice = "All seats were taken just before you: you are watching.";
    await refresh();
  } else if (r.code === "auth/invalid_invite") {
    page.joinable = false;
    kept.join = undefined;
    page.notice = "This invite link is not valid for this table: ask the host for a new one. Meanwhile you are watching.";
  } else page.error = `Could not join: ${r.message}`;
  render();
}

/** Parts only some tables show, loaded when first needed; the page draws again once each is there. */
const redraw = () => {
  if (page.view) render();
};
const endingPart = lazyPart(() => import("./play/match-end"), redraw);
const waitingPart = lazyPart(() => Promise.all([import("./play/waiting-parts"), extraStyles()]).then(([m]) => m), redraw);

/** Elements that hold what a person is doing (typing, an open panel) across renders. */
const kept: { join?: HTMLElement; links?: HTMLElement; embed?: HTMLElement } = {};

const LINK_TEXT: Record<LinkState, string> = { connecting: "Connecting…", live: "Live", offline: "Reconnecting…" };

// The round summary's code loads once a round has ended (the first summary shows
// a moment later); it keeps which summaries were shown and dismissed.
const summaryPart = lazyPart(
  () => import("./play/round-summary").then((m) => ({ line: m.summaryLine, place: m.placeSummary, shown: new m.RoundSummary(() => render()) })),
  redraw,
);

/** The seat-action Rematch of the long-running-play region, pressed from the result panel. */
function rematch(): void {
  byId("async").querySelector<HTMLButtonElement>('[data-key="rematch"]')?.click();
}

/** "Watching", plainly, next to the title for anyone at the table without a seat. */
function watchingTag(on: boolean): void {
  let tag = document.getElementById("watching");
  if (on && !tag) {
    tag = h("span", { id: "watching", class: "tag watch-tag", title: "You have no seat at this table: you see what every spectator sees" }, "Watching");
    byId("title").after(tag);
  } else if (!on) tag?.remove();
}

function ctxFor(v: View, names: string[]): TableContext {
  return {
    view: v,
    names,
    send: (m) => void send(m),
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

function render(): void {
  const v = page.view;
  if (!v) return;
  const r = page.renderer;
  const game = gameName(v.game, seatsTotal(v));
  const names = seatNames(v);
  byId("title").textContent = game;
  watchingTag(v.you === null && v.status !== "waiting");
  byId<HTMLAnchorElement>("rules-link").href = `/rules/${encodeURIComponent(v.game)}`;
  const linkEl = byId("link-state");
  // Once the table has been live, any new connection is a reconnection.
  if (page.link === "live") page.wasLive = true;
  linkEl.textContent = page.link === "connecting" && page.wasLive ? LINK_TEXT.offline : LINK_TEXT[page.link];
  linkEl.className = `link-state ${page.link}`;
  setTitle(game, isYourTurn(v), v.status === "finished");

  const lines = recentLines(v.log, v.you).map((e) => humanLog(e.text));
  byId("happened").textContent = lines.join(" ") || (v.status === "waiting" ? "Waiting for players to take their seats." : "The game has begun.");
  const ends = r?.roundEnds?.(ctxFor(v, names)) ?? [];
  const byLine = new Map(ends.map((e) => [e.at, e]));
  const summary = ends.length > 0 ? summaryPart() : null;
  replaceContent(
    byId("log-list"),
    ...v.log.flatMap((e, i) => {
      const end = byLine.get(i);
      const li = h("li", {}, humanLog(e.text));
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
    replaceContent(stage, h("p", { class: "loading" }, "Opening the table…"));
    replaceContent(byId("moves"));
  } else if (waiting) {
    const { joinForm, waitingRoom, addBotPanel } = waiting;
    if (page.joinable) {
      // Built once: a live update must not wipe the name being typed.
      kept.join ??= joinForm(v, names, (n) => void join(n));
      kept.join.querySelector("button")!.disabled = page.busy;
      if (stage.firstChild !== kept.join) stage.replaceChildren(kept.join);
      while (kept.join.nextSibling) kept.join.nextSibling.remove();
      stage.append(waitingRoom(v, names, page.token));
    } else replaceContent(stage, waitingRoom(v, names, page.token), addBotPanel(v, page.token));
    replaceContent(byId("moves"));
  } else if (!r) {
    replaceContent(stage, h("p", {}, `This page cannot draw ${v.game} tables yet.`));
  } else {
    // The result panel's code loads once the match is over (then the page draws again).
    const ending = v.status === "finished" ? endingPart() : null;
    const finished = ending ? ending.matchEnd(v, names, scoreUnit(v.game, seatsTotal(v)), rematch) : null;
    const roundEnd = v.status === "playing" && summary ? summary.shown.panel(ends, names, v.you) : null;
    replaceContent(stage, finished, roundEnd, r.table(ctx));
    const moves = r.moves?.(ctx) ?? null;
    replaceContent(byId("moves"), turnLine(v, names), moves);
  }
  byId("moves").classList.toggle("yours", isYourTurn(v));
  renderAsync(byId("async"), { view: v, token: page.token, names, accept });
  // Rematch is offered in the result panel only where the seat may ask for one.
  const endRematch = stage.querySelector<HTMLElement>('[data-key="end-rematch"]');
  if (endRematch) endRematch.hidden = !byId("async").querySelector('[data-key="rematch"]');
  // An open offer is answered further down the page; on a phone the result panel
  // says so, so nobody misses it.
  const offer = byId("async").querySelector(".rematch-line");
  if (endRematch?.hidden && offer?.textContent)
    endRematch.parentElement!.before(
      h("p", { class: "rematch-pointer", role: "status" }, `${offer.textContent} `, h("a", { href: "#async", "data-key": "to-rematch" }, "Go to the rematch")),
    );
  keepSeatInView(isYourTurn(v) ? `${v.id}:${v.version}` : null);
  // After the seat is in view: the summary takes the free space beside it.
  summary?.place();
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

function fatal(message: string): void {
  byId("title").textContent = "Tablelink";
  replaceContent(byId("stage"), h("div", { class: "fatal" }, h("p", {}, message), h("p", {}, h("a", { href: "/" }, "Start a new table"))));
}

async function begin(view: View): Promise<void> {
  page.renderer = await loadRenderer(view.game, "play");
  page.view = view;
  page.live = new LiveLink(page.id, page.token, {
    view: accept,
    state: (s) => {
      page.link = s;
      if (page.view) render();
    },
    refused: () => {
      dropSeat(page.id);
      page.token = undefined;
      page.notice = "This seat link is no longer valid: you are watching.";
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
    void import("./play/how-to-play").then(({ openHowToPlay }) => openHowToPlay(decodeURIComponent(rules.replace(/^\/rules\//, ""))));
  });
  const m = /^\/g\/([^/]+)(?:\/(join|watch))?\/?$/.exec(location.pathname);
  if (!m) return fatal("This address does not name a table.");
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
    if (!r.ok && r.code === "game/not_found") return fatal("There is no table at this address.");
    void extraStyles();
    await (await import("./play/seat-link")).seatLinkRefused(byId("stage"));
    page.notice = "This seat link is not valid for this table: you are watching.";
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
    if (r.code === "game/not_found") return fatal("There is no table at this address.");
    if (r.code === "auth/invalid_token") {
      dropSeat(id);
      page.notice = "The seat link this browser kept for this table is not valid any more: you are watching.";
    }
  }

  const r = await api.view(id);
  if (!r.ok) return fatal(r.code === "game/not_found" ? "There is no table at this address." : r.message);
  const v = r.value;
  const total = seatsTotal(v);
  if (mode === "watch") {
    if (held) page.notice = "You are watching. Your own seat is at the table's normal link.";
  } else if (v.status === "waiting" && v.seats.length < total) {
    if (page.invite) page.joinable = true;
    // A refused seat link has already said why this person is watching; that comes first.
    else page.notice ??= "To take a seat, open the invite link the host shared. Meanwhile you are watching.";
  }
  else if (mode === "join") {
    page.notice = "All seats are taken: you are watching.";
    history.replaceState(null, "", `/g/${encodeURIComponent(id)}/watch`);
  }
  begin(v);
}

void start();
