// Finished matches, newest first, a page at a time (GET /api/matches, `next`).
import "./i18n/switcher";
import type { MatchSummary } from "../../src/protocol";
import { api } from "./lib/api";
import { byId, h } from "./lib/dom";
import { gameName, when } from "./lib/match-text";

const PAGE = 20;

function row(m: MatchSummary): HTMLElement {
  const players = m.players.map((p) => {
    const won = m.result.winners.includes(p.seat);
    return h(
      "li",
      { class: won ? "winner" : "" },
      p.name,
      // A seat handed on names who finished it.
      p.replacedBy?.length ? ` (then ${p.replacedBy.map((r) => r.name).join(", then ")})` : "",
      " ",
      h("span", { class: "pts" }, String(m.result.scores[p.seat] ?? "")),
    );
  });
  return h(
    "li",
    { class: "match" },
    h(
      "a",
      { href: `/m/${encodeURIComponent(m.id)}` },
      h("b", {}, gameName(m.game, m.seats)),
      " · ",
      h("time", { datetime: m.finishedAt }, when(m.finishedAt)),
    ),
    h("ul", { class: "players" }, ...players),
  );
}

async function load(before: string | null): Promise<void> {
  const more = byId<HTMLButtonElement>("more");
  more.disabled = true;
  const q = new URLSearchParams({ limit: String(PAGE) });
  if (before) q.set("before", before);
  const r = await api.matches(`?${q}`);
  const list = byId("matches");
  const status = byId("status");
  if (!r.ok) {
    status.textContent = `Could not load the history: ${r.message}`;
    more.disabled = false;
    return;
  }
  for (const m of r.value.matches) list.append(row(m));
  status.textContent = list.children.length ? "" : "No finished matches yet.";
  more.hidden = !r.value.next;
  more.disabled = false;
  more.onclick = () => void load(r.value.next);
}

void load(null);
