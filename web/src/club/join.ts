// The invite link's page (/c/:id/join#invite=…): only a name, then the club.
// The member token is kept in this browser; the refusals the contract names
// (name taken, full, bad invite, no such club) are said in words.
import { h } from "../lib/dom";
import { rememberName, rememberedName } from "../play/parts";
import * as m from "../i18n/messages";
import { clubApi } from "./api";
import { holdClub } from "./store";
import { joinRefusal } from "./words";

export function joinForm(clubId: string, invite: string | null, joined: () => void): HTMLElement {
  const error = h("p", { class: "error", role: "alert", id: "join-error", hidden: true });
  const name = h("input", {
    id: "club-member-name",
    type: "text",
    name: "name",
    required: true,
    maxlength: 24,
    autocomplete: "nickname",
    value: rememberedName().slice(0, 24),
  });
  const button = h("button", { type: "submit", class: "primary", id: "club-join" }, m.cJoinButton);
  const form = h(
    "form",
    { class: "panel club-join" },
    h("p", {}, m.cJoinText),
    h("label", { for: "club-member-name" }, m.yourName),
    h("div", { class: "create-row" }, name, button),
    error,
  );
  if (!invite) {
    button.disabled = true;
    error.textContent = m.cNoInvite;
    error.hidden = false;
  }
  form.addEventListener("submit", async (ev) => {
    ev.preventDefault();
    const who = name.value.trim();
    if (!who || !invite) return name.focus();
    button.disabled = true;
    error.hidden = true;
    const r = await clubApi.join(clubId, who, invite);
    button.disabled = false;
    if (!r.ok) {
      error.textContent = joinRefusal(r);
      error.hidden = false;
      name.focus();
      return;
    }
    rememberName(who);
    holdClub({ id: clubId, token: r.value.member.token, name: "", member: r.value.member.id });
    joined();
  });
  return h(
    "section",
    { class: "club-join-page", "aria-labelledby": "join-title" },
    h("h1", { id: "join-title" }, m.cJoinTitle),
    form,
  );
}
