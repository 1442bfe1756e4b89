// The club's invite link, to copy or to scan (the QR code the carry link uses).
import { copier } from "../lib/copy";
import { h } from "../lib/dom";
import { qrSvg } from "../lib/qr";
import * as m from "../i18n/messages";

export function inviteLink(clubId: string, invite: string): string {
  return `${location.origin}/c/${encodeURIComponent(clubId)}/join#invite=${encodeURIComponent(invite)}`;
}

export function inviteSection(clubId: string, invite: string): HTMLElement {
  const link = inviteLink(clubId, invite);
  const field = h("input", {
    type: "text",
    readonly: true,
    value: link,
    id: "club-invite-link",
    class: "link-text",
    spellcheck: "false",
  });
  const status = h("span", { class: "copied", "aria-live": "polite" });
  const qr = qrSvg(link, m.cInviteQr);
  qr.setAttribute("class", "qr-code");
  return h(
    "section",
    { class: "panel club-invite", "aria-labelledby": "invite-title" },
    h("h2", { id: "invite-title" }, m.cInvite),
    h("p", {}, m.cInviteText),
    h("label", { for: "club-invite-link" }, m.cInviteLink),
    h(
      "div",
      { class: "copy-row" },
      field,
      h("button", { type: "button", class: "copy", onclick: copier(link, field, status) }, m.copy),
      status,
    ),
    qr,
  );
}
