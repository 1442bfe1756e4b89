// The parts of the play page every game shares: the join form and the waiting
// room (in their own files), whose turn it is, the final standings and the links to keep.
import type { View } from "../../../src/protocol";
import { absolute, copyField } from "../lib/copy";
import { ownSeatLink } from "./waiting-room";
import { h } from "../lib/dom";
import { withUnit } from "../lib/match-text";
import { askToNotify, canNotify } from "../lib/announce";

const NAME_KEY = "tablelink:name";

export function rememberedName(): string {
  try {
    return localStorage.getItem(NAME_KEY) ?? "";
  } catch {
    return "";
  }
}

export function rememberName(name: string): void {
  try {
    localStorage.setItem(NAME_KEY, name);
  } catch {
    /* not kept: asked again next time */
  }
}

const watchUrl = (v: View) => absolute(`/g/${encodeURIComponent(v.id)}/watch`);

// The join form and the waiting room have their own files (loaded through ./waiting-parts).

export function turnLine(v: View, names: string[]): HTMLElement | null {
  if (v.status !== "playing") return null;
  if (v.you !== null && v.toAct.includes(v.you)) return h("p", { class: "your-turn", role: "status" }, "Your turn");
  const who = v.toAct.map((s) => names[s]).join(" and ");
  const waiting = who ? `Waiting for ${who}…` : "";
  return h("p", { class: "waiting-for" }, v.you === null ? `You are watching. ${waiting}` : waiting);
}

export function standings(v: View, names: string[], label: string): HTMLElement | null {
  const res = v.result;
  if (!res) return null;
  const order = res.scores.map((score, seat) => ({ seat, score })).sort((a, b) => b.score - a.score || a.seat - b.seat);
  const winners = res.winners.map((s) => names[s]).join(" and ");
  return h(
    "section",
    { class: "panel standings", "aria-labelledby": "standings-title" },
    h("h2", { id: "standings-title" }, `Game over — ${winners} ${res.winners.length === 1 ? "wins" : "win"}`),
    h(
      "ol",
      {},
      ...order.map(({ seat, score }) =>
        h(
          "li",
          { class: res.winners.includes(seat) ? "winner" : "" },
          h("span", { class: "name" }, names[seat], v.you === seat ? " (you)" : ""),
          h("span", { class: "pts" }, withUnit(score, label)),
        ),
      ),
    ),
    h("p", {}, h("a", { href: `/m/${encodeURIComponent(v.id)}` }, "This match in the history"), " · ", h("a", { href: "/" }, "New table")),
  );
}

export function linksPanel(v: View, token: string | undefined): HTMLElement {
  const notify = token && canNotify()
    ? h("button", {
        type: "button",
        class: "quiet",
        "data-key": "notify",
        onclick: async (ev: Event) => {
          const ok = await askToNotify();
          (ev.target as HTMLButtonElement).textContent = ok ? "Notifications on" : "Notifications blocked";
        },
      }, "Notify me on my turn")
    : null;
  return h(
    "details",
    { class: "panel links" },
    h("summary", {}, "Links and notifications"),
    copyField("watch", "Watch link", "For spectators: shows the table without anyone's hidden cards.", watchUrl(v)),
    notify,
    token ? ownSeatLink(v, token) : null,
  );
}
