// /embed/:id: a compact, read-only table for an iframe in someone's blog post.
// Always the spectator's view: it never reads the seat tokens this browser may
// hold, so a player's own hidden cards cannot show up on a public page. A live
// table follows its game over the reconnecting live link; a finished one shows
// its final table with the step-through replay of the match page.
import "./i18n/switcher";
import type { MatchRecord, View } from "../../src/protocol";
import { loadEngine, loadReplayRenderer } from "./games/load";
import type { GameRenderer, TableContext } from "./games/renderer";

import { api } from "./lib/api";
import { byId, h, replaceContent } from "./lib/dom";
import { LiveLink, type LinkState } from "./lib/live";
import { humanLog, recentLines } from "./lib/log-text";
import { ABANDONED, gameName, scoreUnit } from "./lib/match-text";
import { unitWord } from "./lib/score-units";
import { fmt } from "./i18n/format";
import * as msg from "./i18n/messages";
import { plural } from "./i18n/plural";
import { seatNames, seatsTotal } from "./lib/seats";
import { fitFrame } from "./embed/fit";
import type { SeriesView } from "../../src/protocol/series";
import { reportHeight } from "./embed/height";
import { replayPlayer } from "./replay/player";
import { namesOf } from "./replay/step-view";
import { replaySteps } from "./replay/steps";
import { wirePrefs } from "./lib/prefs";

// The foot's choices kept on this device (the four-colour deck).
wirePrefs();

const RECORD_WAITS_MS = [300, 600, 1000, 2000, 3000, 5000];
const LINK_TEXT: Record<LinkState, string> = { connecting: msg.connecting, live: msg.live, offline: msg.reconnecting };
const nothing = () => undefined;

let id = "";
let shown: View | null = null;
let replaying = false;
/** Whether the finished match's replay is on the stage. */
let replayShown = false;
/** A series went on from this match: where its next match is watched in this frame, and its number. */
let nextMatch: { href: string; n: number } | null = null;
/** The table's game renderer, loaded with the first view (games/load.ts). */
let renderer: GameRenderer | undefined;

function setLink(href: string, text: string): void {
  const a = byId<HTMLAnchorElement>("full-link");
  a.href = href;
  a.textContent = text;
  byId<HTMLAnchorElement>("title").href = href;
}

function setState(s: LinkState | "finished"): void {
  const el = byId("link-state");
  el.textContent = s === "finished" ? msg.rpFinishedState : LINK_TEXT[s];
  el.className = `link-state ${s === "finished" ? "live" : s}`;
}

function status(v: View, names: string[]): HTMLElement | null {
  if (v.status === "waiting") {
    const open = seatsTotal(v) - v.seats.length;
    return h("p", { class: "turn" }, plural(msg.rpWaitingMore, open));
  }
  if (v.status === "finished" && v.result?.reason === "abandoned")
    return h("p", { class: "turn result" }, fmt(msg.rpGameOverAbandoned, { why: ABANDONED }));
  if (v.status === "finished" && v.result) {
    const winners = v.result.winners.map((s) => names[s]).join(msg.rpAndSep);
    const scores = v.result.scores.map((sc, s) => `${names[s]} ${sc}`).join(", ");
    return h(
      "p",
      { class: "turn result" },
      plural(msg.rpGameOverScores, v.result.winners.length, {
        winners,
        scores,
        unit: unitWord(scoreUnit(v.game, seatsTotal(v))),
      }),
    );
  }
  const who = v.toAct.map((s) => names[s]).join(msg.rpAndSep);
  return who ? h("p", { class: "turn" }, fmt(msg.rpToPlay, { who })) : null;
}

function render(v: View): void {
  const names = seatNames(v);
  const game = gameName(v.game, seatsTotal(v));
  const players = v.seats.map((s) => s.name).join(", ");
  byId("title").textContent = `${game} · ${players}`;
  // As the server wrote it (src/http/embed-head.ts): the game and who plays.
  document.title = `${game} · ${players || msg.rpNewTable} · Tablelink`;
  byId("happened").textContent =
    recentLines(v.log, null)
      .map((e) => humanLog(e.text))
      .join(" ") || (v.status === "waiting" ? msg.rpFillingUp : msg.gameBegun);
  const r = renderer;
  const ctx: TableContext = {
    view: v,
    names,
    send: nothing,
    busy: false,
    choice: null,
    choose: nothing,
    previous: shown && shown.version !== v.version ? shown : null,
  };
  const table = v.state === null ? null : r ? r.table(ctx) : h("p", {}, fmt(msg.cannotDraw, { game: v.game }));
  replaceContent(byId("stage"), status(v, names), table);
  byId("embed-foot").hidden = false;
  shown = v;
}

async function showReplay(m: MatchRecord): Promise<void> {
  const [engine, r] = await Promise.all([loadEngine(m.game), loadReplayRenderer(m.game)]);
  renderer = r;
  const steps = replaySteps(m, engine);
  if (typeof steps === "string") return;
  // The live link stays open but is ignored from here on: the replay is final.
  replaying = true;
  setState("finished");
  setLink(`/m/${encodeURIComponent(m.id)}`, msg.rpWholeMatch);
  const names = namesOf(m);
  const game = gameName(m.game, m.seats);
  byId("title").textContent = `${game} · ${names.join(", ")}`;
  const winners = m.result.winners.map((s) => names[s]).join(msg.rpAndSep);
  const ending =
    m.result.reason === "abandoned" ? ABANDONED : plural(msg.rpGameOverWins, m.result.winners.length, { winners });
  byId("happened").textContent = fmt(msg.rpStepEvery, { ending });
  const player = replayPlayer(m, steps, renderer, steps.states.length - 1);
  document.addEventListener("keydown", (ev) => {
    if (player.key(ev)) ev.preventDefault();
  });
  replaceContent(byId("stage"), player.el);
  replayShown = true;
  drawNextMatch();
  byId("embed-foot").hidden = false;
}

/** Under the replay of a series' match: the next match, to watch in the same frame (with its language and theme). */
function noteNextMatch(v: View): void {
  const s = v.series as SeriesView | null | undefined;
  const next = v.rematch as { id: string } | null | undefined;
  if (!s || s.over || !next || nextMatch) return;
  nextMatch = { href: `/embed/${encodeURIComponent(next.id)}${location.search}`, n: s.played + 1 };
  drawNextMatch();
}

function drawNextMatch(): void {
  if (!replayShown || !nextMatch || document.getElementById("next-match")) return;
  byId("stage").append(
    h(
      "p",
      { id: "next-match", class: "turn" },
      h("a", { href: nextMatch.href }, fmt(msg.sWatchMatch, { n: nextMatch.n })),
    ),
  );
}

/** The record reaches the history a moment after the last move: poll for it. */
async function loadRecord(): Promise<MatchRecord | null> {
  for (let i = 0; ; i++) {
    const r = await api.match(id);
    if (r.ok) return r.value;
    if (r.code !== "game/not_found" || i >= RECORD_WAITS_MS.length) return null;
    await new Promise((res) => setTimeout(res, RECORD_WAITS_MS[i]));
  }
}

function finished(): void {
  if (replaying) return;
  replaying = true;
  void loadRecord().then((m) => {
    if (m) void showReplay(m);
    else replaying = false;
  });
}

function accept(v: View): void {
  // The next match of a series is known a moment after the end: the one change heard once the replay is on.
  if (v.status === "finished") noteNextMatch(v);
  if (replaying || (shown && (v.id !== shown.id || v.version < shown.version))) return;
  render(v);
  if (v.status === "finished") finished();
}

async function start(): Promise<void> {
  const m = /^\/embed\/([^/]+)\/?$/.exec(location.pathname);
  fitFrame();
  reportHeight(m?.[1] ?? "");
  if (!m) return fail(msg.noTableAddress);
  id = decodeURIComponent(m[1]!);
  setLink(`/g/${encodeURIComponent(id)}`, msg.openFullTable);
  // No token, ever: the embed is a spectator whatever this browser holds.
  const r = await api.view(id);
  if (!r.ok) {
    const rec = r.code === "game/not_found" ? await api.match(id) : null;
    if (rec?.ok) return showReplay(rec.value);
    return fail(r.code === "game/not_found" ? msg.noTableHere : r.message);
  }
  renderer = await loadReplayRenderer(r.value.game);
  accept(r.value);
  if (r.value.status === "finished") return;
  new LiveLink(id, undefined, {
    view: accept,
    state: (s) => {
      if (!replaying) setState(s);
    },
    refused: nothing,
    resync: () => void api.view(id).then((x) => x.ok && accept(x.value)),
  });
}

function fail(message: string): void {
  setState("offline");
  byId("link-state").textContent = "";
  byId("happened").textContent = "";
  replaceContent(byId("stage"), h("p", { class: "fatal" }, message));
  byId("embed-foot").hidden = false;
}

void start();
