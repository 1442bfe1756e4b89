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

const CLOCK: Record<string, string> = {
  "1h": "1 hour",
  "12h": "12 hours",
  "1d": "1 day",
  "3d": "3 days",
  "7d": "7 days",
};

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
    maxlength: 24,
    autocomplete: "nickname",
    autofocus: true,
    value: rememberedName(),
  });
  const total = seatsTotal(v);
  const game = gameName(v.game, total);
  const host = names[0] ?? "A friend";
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
    h("h2", {}, `${host} invites you to play ${game}`),
    h("p", { class: "join-blurb" }, blurbOf(v.game, total)),
    h(
      "ul",
      { class: "join-facts" },
      h("li", {}, h("b", {}, "Seats: "), `${v.seats.length} of ${total} taken${seated ? ` (${seated})` : ""}`),
      h("li", {}, h("b", {}, "Time per move: "), CLOCK[clock] ?? "no limit, play at your own pace"),
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
          `How to play ${game}`,
        ),
      ),
    ),
    h("label", { for: "join-name" }, "Your name"),
    h(
      "div",
      { class: "join-row" },
      input,
      h("button", { type: "submit", class: "primary", "data-key": "join" }, "Take a seat"),
    ),
  );
  // Inserted after this returns: focus once it is on the page.
  requestAnimationFrame(() => {
    if (input.isConnected && document.activeElement === document.body) input.focus();
  });
  return form;
}
