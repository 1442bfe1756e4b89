// /m/:id: one finished match: who played, the result, every move. The record
// reaches the history through an outbox a moment after the last move, so a
// 404 right after the game is retried for a while before it is believed.
import type { MatchRecord } from "../../src/protocol";
import { api } from "./lib/api";
import { byId, h, replaceContent } from "./lib/dom";
import { gameName, scoreUnit, when } from "./lib/match-text";
import { moveWords } from "./games/words";

const RETRIES_MS = [300, 600, 1000, 2000, 3000, 5000];

function show(m: MatchRecord): void {
  const name = gameName(m.game, m.seats);
  document.title = `${name} match · Tablelink`;
  byId("title").textContent = `${name} match`;
  const names = m.players.map((p) => p.name);
  const order = m.players.slice().sort((a, b) => (m.result.scores[b.seat] ?? 0) - (m.result.scores[a.seat] ?? 0) || a.seat - b.seat);
  replaceContent(
    byId("stage"),
    h("p", { class: "meta" }, "Finished ", h("time", { datetime: m.finishedAt }, when(m.finishedAt))),
    h(
      "section",
      { class: "panel standings", "aria-labelledby": "result-title" },
      h("h2", { id: "result-title" }, "Result"),
      h(
        "ol",
        {},
        ...order.map((p) =>
          h("li", { class: m.result.winners.includes(p.seat) ? "winner" : "" }, h("span", { class: "name" }, p.name), h("span", { class: "pts" }, `${m.result.scores[p.seat] ?? ""} ${scoreUnit(m.game, m.seats)}`)),
        ),
      ),
    ),
    h(
      "section",
      { class: "panel" },
      h("h2", {}, `Moves (${m.moves.length})`),
      h("ol", { class: "moves-list" }, ...m.moves.map((mv) => h("li", {}, h("b", {}, names[mv.seat] ?? `Seat ${mv.seat}`), " ", moveWords(m.game, mv.move)))),
    ),
    h(
      "details",
      { class: "panel" },
      h("summary", {}, "Seeds (to check the shuffle)"),
      h("dl", { class: "seeds" }, h("dt", {}, "Commitment"), h("dd", {}, h("code", {}, m.commitment)), h("dt", {}, "Server seed"), h("dd", {}, h("code", {}, m.serverSeed)), h("dt", {}, "Seed"), h("dd", {}, h("code", {}, m.seed))),
    ),
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
      status.textContent = r.code === "game/not_found" ? "No finished match at this address (a game still being played shows at its table)." : r.message;
      return;
    }
    status.textContent = "Recording the match…";
    await new Promise((res) => setTimeout(res, RETRIES_MS[i]));
  }
}

void start();
