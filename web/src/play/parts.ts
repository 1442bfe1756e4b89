// The parts of the play page every game shares: the join form, the waiting
// room, whose turn it is, the final standings and the links to keep.
import type { View } from "../../../src/protocol";
import { absolute, copyField } from "../lib/copy";
import { h } from "../lib/dom";
import { withUnit } from "../lib/match-text";
import { askToNotify, canNotify } from "../lib/announce";
import { seatsTotal } from "../lib/seats";

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

const seatUrl = (v: View, token: string) => absolute(`/g/${encodeURIComponent(v.id)}#seat=${encodeURIComponent(token)}`);
// A seated player's view carries the invite secret while the table waits; the link passes it on in its fragment.
const inviteUrl = (v: View) =>
  absolute(`/g/${encodeURIComponent(v.id)}/join${typeof v.invite === "string" ? `#invite=${encodeURIComponent(v.invite)}` : ""}`);
const watchUrl = (v: View) => absolute(`/g/${encodeURIComponent(v.id)}/watch`);

export function joinForm(v: View, names: string[], onJoin: (name: string) => void): HTMLElement {
  const input = h("input", { id: "join-name", name: "name", required: true, maxlength: 24, autocomplete: "nickname", value: rememberedName() });
  const host = names[0] ?? "the host";
  return h(
    "form",
    {
      class: "panel join",
      onsubmit: (ev: Event) => {
        ev.preventDefault();
        const name = input.value.trim();
        if (!name) return input.focus();
        rememberName(name);
        onJoin(name);
      },
    },
    h("h2", {}, `Join ${host}'s table`),
    h("label", { for: "join-name" }, "Your name"),
    h("div", { class: "join-row" }, input, h("button", { type: "submit", class: "primary", "data-key": "join" }, "Take a seat")),
  );
}

export function waitingRoom(v: View, names: string[], token: string | undefined): HTMLElement {
  const total = seatsTotal(v);
  const list = h(
    "ol",
    { class: "seat-list" },
    ...Array.from({ length: total }, (_, i) => {
      const taken = v.seats.some((s) => s.seat === i);
      return h("li", { class: taken ? "taken" : "open" }, taken ? names[i] : "Open seat", v.you === i ? h("span", { class: "tag you-tag" }, "you") : null);
    }),
  );
  return h(
    "section",
    { class: "panel waiting", "aria-labelledby": "waiting-title" },
    h("h2", { id: "waiting-title" }, `${v.seats.length} of ${total} seats taken`),
    list,
    h("p", {}, "The game starts by itself when the last seat is taken."),
    copyField("invite", "Invite link — send this to your friends", "Whoever opens it takes the next free seat.", inviteUrl(v)),
    token
      ? copyField("seat", "Your private seat link — keep it to yourself", "It opens your own seat, on this or another device. Anyone holding it plays as you.", seatUrl(v, token))
      : null,
  );
}

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
    token ? copyField("seat", "Your private seat link — keep it to yourself", "Opens your seat on another device.", seatUrl(v, token)) : null,
    copyField("watch", "Watch link", "For spectators: shows the table without anyone's hidden cards.", watchUrl(v)),
    notify,
  );
}
