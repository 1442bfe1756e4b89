// "Start a club" on the home page: the club's name and yours; the club is made,
// its member token kept in this browser, and the club page opened.
import { clubApi } from "../club/api";
import { holdClub } from "../club/store";
import { byId } from "../lib/dom";
import { rememberName, rememberedName } from "../play/parts";
import { fmt } from "../i18n/format";
import * as m from "../i18n/messages";

async function startClub(ev: Event): Promise<void> {
  ev.preventDefault();
  const clubInput = byId<HTMLInputElement>("club-name");
  const memberInput = byId<HTMLInputElement>("club-member");
  const name = clubInput.value.trim();
  const member = memberInput.value.trim();
  if (!name) return clubInput.focus();
  if (!member) return memberInput.focus();
  const button = byId<HTMLButtonElement>("create-club");
  const error = byId("club-error");
  button.disabled = true;
  error.hidden = true;
  const r = await clubApi.create(name, member);
  button.disabled = !navigator.onLine;
  if (!r.ok) {
    error.textContent = fmt(m.cCreateClubFailed, { why: r.message });
    error.hidden = false;
    return;
  }
  rememberName(member);
  holdClub({ id: r.value.id, token: r.value.member.token, name, member: r.value.member.id });
  location.assign(`/c/${encodeURIComponent(r.value.id)}${location.search}`);
}

export function wireStartClub(): void {
  const form = document.getElementById("club-form");
  if (!form) return;
  byId<HTMLInputElement>("club-member").value = rememberedName().slice(0, 24);
  form.addEventListener("submit", (ev) => void startClub(ev));
  const connection = () => {
    byId<HTMLButtonElement>("create-club").disabled = !navigator.onLine;
  };
  connection();
  addEventListener("online", connection);
  addEventListener("offline", connection);
}
