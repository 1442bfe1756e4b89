// /m/:id: one finished match: who played, the result, a step-through replay of
// every move with the hidden cards face up (rebuilt here by the engine from the
// record), and the fairness data with the check run in the page. The record
// reaches the history through an outbox a moment after the last move, so a 404
// right after the game is retried for a while before it is believed.
import "./i18n/switcher";
import type { MatchRecord } from "../../src/protocol";
import { loadEngine, loadReplayRenderer } from "./games/load";
import { moveWordsOf } from "./games/words";
import { api } from "./lib/api";
import { byId, h, replaceContent } from "./lib/dom";
import { ABANDONED, gameName, scoreUnit, when } from "./lib/match-text";
import { withUnit } from "./lib/score-units";
import { fmt, LANG } from "./i18n/format";
import { plural } from "./i18n/plural";
import * as t from "./i18n/messages";
import { fairnessPanel } from "./replay/fairness";
import { replayPlayer } from "./replay/player";
import { namesOf, seatName } from "./replay/step-view";
import { replaySteps } from "./replay/steps";
import { wirePrefs } from "./lib/prefs";

// The foot's choices kept on this device (the four-colour deck).
wirePrefs();

const RETRIES_MS = [300, 600, 1000, 2000, 3000, 5000];

function result(m: MatchRecord, names: readonly string[]): HTMLElement {
  const order = names
    .map((name, seat) => ({ name, seat }))
    .sort((a, b) => (m.result.scores[b.seat] ?? 0) - (m.result.scores[a.seat] ?? 0) || a.seat - b.seat);
  const unit = scoreUnit(m.game, m.seats);
  const winners = m.result.winners.map((s) => names[s]).join(t.rpAndSep);
  return h(
    "section",
    { class: "panel standings", "aria-labelledby": "result-title" },
    h(
      "h2",
      { id: "result-title" },
      m.result.reason === "abandoned"
        ? ABANDONED
        : m.result.winners.length === 1
          ? fmt(t.rpWon, { winners })
          : fmt(t.rpTied, { winners }),
    ),
    h(
      "ol",
      {},
      ...order.map((p) => {
        const won = m.result.winners.includes(p.seat);
        return h(
          "li",
          { class: won ? "winner" : "" },
          h("span", { class: "name" }, p.name),
          won ? h("span", { class: "won" }, t.sWinnerMark) : null,
          h("span", { class: "pts" }, withUnit(m.result.scores[p.seat] ?? "", unit)),
        );
      }),
    ),
  );
}

async function show(m: MatchRecord): Promise<void> {
  const name = gameName(m.game, m.seats);
  document.title = fmt(t.rpMatchTitle, { game: name });
  byId("title").textContent = fmt(t.rpMatchHead, { game: name });
  const names = namesOf(m);
  const [engine, renderer, moveWords] = await Promise.all([
    loadEngine(m.game),
    loadReplayRenderer(m.game),
    moveWordsOf(m.game),
  ]);
  const steps = replaySteps(m, engine);
  const player = typeof steps === "string" ? null : replayPlayer(m, steps, renderer, 0);
  if (player) {
    document.addEventListener("keydown", (ev) => {
      if (player.key(ev)) ev.preventDefault();
    });
  }
  const moveList = h(
    "ol",
    { class: "moves-list" },
    ...m.moves.map((mv, i) =>
      h(
        "li",
        {},
        h(
          "button",
          { type: "button", class: "link", onclick: () => player?.go(i + 1), disabled: !player },
          h("b", {}, names[mv.seat] ?? seatName(mv.seat)),
          " ",
          "move" in mv ? moveWords(mv.move, names) : t.rpResigns,
        ),
      ),
    ),
  );
  replaceContent(
    byId("stage"),
    h(
      "p",
      { class: "meta" },
      t.rpFinished,
      h("time", { datetime: m.finishedAt }, when(m.finishedAt, LANG)),
      ` · ${names.join(", ")}`,
    ),
    result(m, names),
    h(
      "section",
      { class: "panel replay-panel", "aria-labelledby": "replay-title" },
      h("h2", { id: "replay-title" }, t.rpReplay),
      h("p", { class: "hint" }, t.rpReplayHint),
      player ? player.el : h("p", { class: "error" }, steps as string),
    ),
    h("details", { class: "panel" }, h("summary", {}, plural(t.rpAllMoves, m.moves.length)), moveList),
    fairnessPanel(m, names, engine),
  );
}

async function start(): Promise<void> {
  const m = /^\/m\/([^/]+)\/?$/.exec(location.pathname);
  const status = byId("status");
  if (!m) {
    status.textContent = t.rpNoMatchAddress;
    return;
  }
  const id = decodeURIComponent(m[1]!);
  for (let i = 0; ; i++) {
    const r = await api.match(id);
    if (r.ok) {
      status.textContent = "";
      return show(r.value);
    }
    if (r.code !== "game/not_found" || i >= RETRIES_MS.length) {
      status.textContent = r.code === "game/not_found" ? t.rpNoMatch : r.message;
      return;
    }
    status.textContent = t.rpRecording;
    await new Promise((res) => setTimeout(res, RETRIES_MS[i]));
  }
}

void start();
