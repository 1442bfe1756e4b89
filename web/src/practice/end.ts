// The end of a practice match: who won and the final scores (the same words as a
// real table's result), then "Play again" and "Play this with friends", which
// makes a real table: the one thing on this page that talks to the service, and
// only once clicked (./friends.ts loads then). In a frame it opens the site instead.
import type { View } from "../../../src/protocol/view";
import { h } from "../lib/dom";
import { howItEnded, standingsList } from "../play/match-end";
import type { PracticeSetup } from "./params";
import { T } from "./texts";

export function endPanel(v: View, names: string[], unit: string, setup: PracticeSetup): HTMLElement | null {
  if (!v.result) return null;
  return h(
    "section",
    { class: "panel standings match-end", "aria-labelledby": "standings-title" },
    h("h2", { id: "standings-title" }, T.gameOver(howItEnded(v, names, unit))),
    standingsList(v, v.result, names, unit),
    h(
      "div",
      { class: "end-actions" },
      h(
        "button",
        { type: "button", class: "primary", "data-key": "again", onclick: () => location.reload() },
        T.playAgain,
      ),
    ),
    setup.embed ? inFrame(setup) : friendsForm(setup),
  );
}

function inFrame(setup: PracticeSetup): HTMLElement {
  return h(
    "p",
    { class: "practice-end" },
    h("a", { href: `/practice/${setup.game.key}`, target: "_blank", rel: "noopener" }, `${T.withFriends} ↗`),
  );
}

function friendsForm(setup: PracticeSetup): HTMLElement {
  const error = h("p", { class: "error", role: "alert", hidden: true });
  const input = h("input", {
    id: "friends-name",
    type: "text",
    required: true,
    maxlength: 40,
    autocomplete: "nickname",
  });
  const button = h("button", { type: "submit", "data-key": "friends" }, T.withFriends);
  const form = h(
    "form",
    {
      class: "practice-end",
      onsubmit: (ev: Event) => {
        ev.preventDefault();
        const name = input.value.trim();
        if (!name) return input.focus();
        button.disabled = true;
        button.textContent = T.creating;
        void import("./friends").then((m) =>
          m.playWithFriends(setup, name, (why) => {
            button.disabled = false;
            button.textContent = T.withFriends;
            error.textContent = T.createFailed(why);
            error.hidden = false;
          }),
        );
      },
    },
    h("div", { class: "field" }, h("label", { for: "friends-name" }, T.yourName), input),
    button,
    h("p", { class: "hint" }, T.withFriendsHint),
    error,
  );
  return form;
}
