// Finished matches, newest first, a page at a time (GET /api/matches, `next`).
import { fmt } from "./i18n/format";
import * as m from "./i18n/messages";
import "./i18n/switcher";
import type { MatchSummary } from "../../src/protocol";
import { api } from "./lib/api";
import { byId, h } from "./lib/dom";
import { gameName, when } from "./lib/match-text";

const PAGE = 20;

function row(x: MatchSummary): HTMLElement {
  const players = x.players.map((p) => {
    const won = x.result.winners.includes(p.seat);
    return h(
      "li",
      { class: won ? "winner" : "" },
      p.name,
      // A seat handed on names who finished it.
      p.replacedBy?.length
        ? fmt(m.historyReplaced, { names: p.replacedBy.map((r) => r.name).join(m.historyThenSep) })
        : "",
      " ",
      h("span", { class: "pts" }, String(x.result.scores[p.seat] ?? "")),
    );
  });
  return h(
    "li",
    { class: "match" },
    h(
      "a",
      { href: `/m/${encodeURIComponent(x.id)}` },
      h("b", {}, x.game === "stakes" && x.seats === 2 ? m.rulesTryDuel : gameName(x.game, x.seats)),
      " · ",
      h("time", { datetime: x.finishedAt }, when(x.finishedAt, m.lang)),
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
    status.textContent = fmt(m.historyLoadFailed, { why: r.message });
    more.disabled = false;
    return;
  }
  for (const m of r.value.matches) list.append(row(m));
  status.textContent = list.children.length ? "" : m.historyNone;
  more.hidden = !r.value.next;
  more.disabled = false;
  more.onclick = () => void load(r.value.next);
}

void load(null);
