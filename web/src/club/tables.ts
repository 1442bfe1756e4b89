// The club's tables still open or in play: who sits there, the seats free, and
// "Take a seat" (the next free seat under your member name; a member already
// seated gets their own seat back), then the seat's play link, kept in this
// browser like any seat. Tables in play can be watched.
import { h } from "../lib/dom";
import { holdSeat } from "../lib/seat-store";
import { fmt } from "../i18n/format";
import * as m from "../i18n/messages";
import { plural } from "../i18n/plural";
import { type Club, type ClubTable, clubApi } from "./api";
import { tableGame } from "./words";

export function tablesSection(club: Club, token: string): HTMLElement {
  const open = club.tables.filter((t) => t.status !== "finished");
  const error = h("p", { class: "error", role: "alert", hidden: true });
  return h(
    "section",
    { class: "panel club-tables", "aria-labelledby": "tables-title" },
    h("h2", { id: "tables-title" }, m.cTables),
    open.length > 0
      ? h("ul", { class: "club-table-list" }, ...open.map((t) => row(club, t, token, error)))
      : h("p", { class: "muted" }, m.cNoOpenTables),
    error,
  );
}

function row(club: Club, t: ClubTable, token: string, error: HTMLElement): HTMLElement {
  const game = tableGame(t.game, t.seats);
  const names = t.players.map((p) => p.name);
  const mine = t.players.some((p) => p.member === club.you);
  const free = t.seats - t.players.length;
  const title = names.length > 0 ? fmt(m.cWith, { game, names: names.join(", ") }) : fmt(m.cNobodyYet, { game });
  const take = async (button: HTMLButtonElement) => {
    button.disabled = true;
    error.hidden = true;
    const r = await clubApi.takeSeat(club.id, t.id, token);
    if (!r.ok) {
      button.disabled = false;
      error.textContent = fmt(m.cSeatFailed, { why: r.message });
      error.hidden = false;
      return;
    }
    holdSeat(t.id, { token: r.value.token, seat: r.value.seat });
    location.assign(r.value.urls.play);
  };
  const seatButton = (label: string) => {
    const b: HTMLButtonElement = h(
      "button",
      { type: "button", class: "primary", "data-key": `seat-${t.id}`, "aria-label": `${label}: ${title}` },
      label,
    );
    b.addEventListener("click", () => void take(b));
    return b;
  };
  const waiting = t.status === "waiting";
  return h(
    "li",
    { class: "club-table", "data-id": t.id },
    h(
      "span",
      { class: "club-table-what" },
      h("b", {}, title),
      h("span", { class: "muted" }, waiting ? plural(m.cSeatsFree, free) : m.cInPlay),
    ),
    h(
      "span",
      { class: "club-table-actions" },
      mine ? seatButton(m.cYourSeat) : waiting && free > 0 ? seatButton(m.takeSeat) : null,
      waiting ? null : h("a", { href: new URL(t.urls.watch, location.origin).pathname, class: "button" }, m.cWatch),
    ),
  );
}
