// What someone who is not a member sees: the club is private and how to join,
// or that there is no club at this link. No club data is ever shown here.
import { h } from "../lib/dom";
import * as m from "../i18n/messages";
import { dropClub } from "./store";

export function privatePage(clubId: string, tokenGone: boolean): HTMLElement {
  const forget = h("button", { type: "button", class: "quiet" }, m.cForget);
  const note = tokenGone ? h("p", { class: "error" }, m.cTokenGone, " ", forget) : null;
  forget.addEventListener("click", () => {
    dropClub(clubId);
    note?.remove();
  });
  return h(
    "section",
    { class: "panel club-private", "aria-labelledby": "private-title" },
    h("h1", { id: "private-title" }, m.cPrivateTitle),
    note,
    h("p", {}, m.cPrivateText),
    h("p", {}, h("a", { href: "/#start-club" }, m.cStartOwn)),
  );
}

export function notFoundPage(): HTMLElement {
  return h(
    "section",
    { class: "panel club-private", "aria-labelledby": "private-title" },
    h("h1", { id: "private-title" }, m.cNotFound),
    h("p", {}, m.cNotFoundHint),
    h("p", {}, h("a", { href: "/#start-club" }, m.cStartOwn)),
  );
}
