// /m/:id: one finished match: who played, the result, a step-through replay of
// every move with the hidden cards face up (rebuilt here by the engine from the
// record), and the fairness data with the check run in the page. The record
// reaches the history through an outbox a moment after the last move, so a 404
// right after the game is retried for a while before it is believed.
import "./i18n/switcher";
import type { MatchRecord } from "../../src/protocol";
import { loadEngine, loadReplayRenderer } from "./games/load";
import { moveWords } from "./games/words";
import { api } from "./lib/api";
import { byId, h, replaceContent } from "./lib/dom";
import { ABANDONED, gameName, scoreUnit, when, withUnit } from "./lib/match-text";
import { fairnessPanel } from "./replay/fairness";
import { replayPlayer } from "./replay/player";
import { namesOf } from "./replay/step-view";
import { replaySteps } from "./replay/steps";

const RETRIES_MS = [300, 600, 1000, 2000, 3000, 5000];

function result(m: MatchRecord, names: readonly string[]): HTMLElement {
  const order = names
    .map((name, seat) => ({ name, seat }))
    .sort((a, b) => (m.result.scores[b.seat] ?? 0) - (m.result.scores[a.seat] ?? 0) || a.seat - b.seat);
  const unit = scoreUnit(m.game, m.seats);
  const winners = m.result.winners.map((s) => names[s]).join(" and ");
  return h(
    "section",
    { class: "panel standings", "aria-labelledby": "result-title" },
    h(
      "h2",
      { id: "result-title" },
      m.result.reason === "abandoned"
        ? ABANDONED
        : m.result.winners.length === 1
          ? `${winners} won`
          : `${winners} tied for the win`,
    ),
    h(
      "ol",
      {},
      ...order.map((p) =>
        h(
          "li",
          { class: m.result.winners.includes(p.seat) ? "winner" : "" },
          h("span", { class: "name" }, p.name),
          h("span", { class: "pts" }, withUnit(m.result.scores[p.seat] ?? "", unit)),
        ),
      ),
    ),
  );
}

async function show(m: MatchRecord): Promise<void> {
  const name = gameName(m.game, m.seats);
  document.title = `${name} match · Tablelink`;
  byId("title").textContent = `${name} match`;
  const names = namesOf(m);
  const [def, renderer] = await Promise.all([loadEngine(m.game), loadReplayRenderer(m.game)]);
  const steps = replaySteps(m, def);
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
          h("b", {}, names[mv.seat] ?? `Seat ${mv.seat}`),
          " ",
          "move" in mv ? moveWords(m.game, mv.move, names) : "resigns",
        ),
      ),
    ),
  );
  replaceContent(
    byId("stage"),
    h(
      "p",
      { class: "meta" },
      "Finished ",
      h("time", { datetime: m.finishedAt }, when(m.finishedAt)),
      ` · ${names.join(", ")}`,
    ),
    result(m, names),
    h(
      "section",
      { class: "panel replay-panel", "aria-labelledby": "replay-title" },
      h("h2", { id: "replay-title" }, "Replay"),
      h("p", { class: "hint" }, "Every card face up, as it was after each move. Keys: ← → one move, Home and End."),
      player ? player.el : h("p", { class: "error" }, steps as string),
    ),
    h("details", { class: "panel" }, h("summary", {}, `All ${m.moves.length} moves`), moveList),
    fairnessPanel(m, names, def),
  );
}

async function start(): Promise<void> {
  const m = /^\/m\/([^/]+)\/?$/.exec(location.pathname);
  const status = byId("status");
  if (!m) {
    status.textContent = "This address does not name a match.";
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
      status.textContent =
        r.code === "game/not_found"
          ? "No finished match at this address (a game still being played shows at its table)."
          : r.message;
      return;
    }
    status.textContent = "Recording the match…";
    await new Promise((res) => setTimeout(res, RETRIES_MS[i]));
  }
}

void start();
