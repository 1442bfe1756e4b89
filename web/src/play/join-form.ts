// What a friend sees on opening an invite: what the game is (name, one line,
// seats, time per move, how to play) before the name field, which has focus.
import type { View } from "../../../src/protocol";
import { asyncOf } from "../async/fields";
import { CATALOG } from "../games/catalog";
import { h } from "../lib/dom";
import { gameName } from "../lib/match-text";
import { seatsTotal } from "../lib/seats";
import { openHowToPlay } from "./how-to-play";
import { rememberedName, rememberName } from "./parts";
import * as m from "../i18n/messages";
import { fmt } from "../i18n/format";

const CLOCK: Record<string, string> = { "1h": m.hour1, "12h": m.hours12, "1d": m.day1, "3d": m.days3, "7d": m.days7 };

export function blurbOf(game: string, seats: number): string {
  const key = game === "stakes" && seats === 2 ? "stakes-duel" : game;
  return CATALOG.find((g) => g.key === key)?.blurb ?? "";
}

export function joinForm(v: View, names: string[], onJoin: (name: string) => void): HTMLElement {
  const input = h("input", {
    id: "join-name",
    type: "text",
    name: "name",
    required: true,
    maxlength: 40,
    autocomplete: "nickname",
    autofocus: true,
    value: rememberedName(),
  });
  const total = seatsTotal(v);
  const game = gameName(v.game, total);
  const host = names[0] ?? m.aFriend;
  const seated = v.seats
    .map((s) => names[s.seat])
    .filter(Boolean)
    .join(", ");
  const clock = asyncOf(v).clock?.timePerMove ?? "none";
  const form = h(
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
    h("h2", {}, fmt(m.invitesYou, { host, game })),
    h("p", { class: "join-blurb" }, blurbOf(v.game, total)),
    h(
      "ul",
      { class: "join-facts" },
      h(
        "li",
        {},
        h("b", {}, m.seatsLabel),
        fmt(seated ? m.seatsTakenBy : m.seatsTaken, { taken: v.seats.length, total, names: seated }),
      ),
      h("li", {}, h("b", {}, m.timePerMoveLabel), CLOCK[clock] ?? m.noLimit),
      h(
        "li",
        {},
        h(
          "a",
          {
            href: `/rules/${encodeURIComponent(v.game)}`,
            onclick: (ev: Event) => {
              ev.preventDefault();
              openHowToPlay(v.game);
            },
          },
          fmt(m.howToPlayGame, { game }),
        ),
      ),
    ),
    h("label", { for: "join-name" }, m.yourName),
    h(
      "div",
      { class: "join-row" },
      input,
      h("button", { type: "submit", class: "primary", "data-key": "join" }, m.takeSeat),
    ),
  );
  // Inserted after this returns: focus once it is on the page.
  requestAnimationFrame(() => {
    if (input.isConnected && document.activeElement === document.body) input.focus();
  });
  return form;
}
