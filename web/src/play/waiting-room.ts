// The waiting table. A seated player sees one big thing: the invite (Share where
// the browser can, Copy, and a QR code for the phone across the table). Their own
// seat link is a different kind of link (whoever opens it plays as them), so it
// is folded away behind "Open on another device" with a warning, never beside the
// invite. Someone not seated sees who is at the table and how many seats are open.
import type { View } from "../../../src/protocol";
import { copier } from "../lib/copy";
import { h } from "../lib/dom";
import { botMark, botMarkFor } from "../parts/bot-mark";
import { seatsTotal } from "../lib/seats";
import { inviteLink } from "./invite";
import { ownSeatLink } from "./own-seat";
import * as m from "../i18n/messages";
import { fmt } from "../i18n/format";
import { plural } from "../i18n/plural";

/** Seats held for bots asked for at creation: they sit down once the human seats are taken. */
export function reservedBots(v: View): { seat: number; name: string }[] {
  return Array.isArray(v.reservedBots) ? (v.reservedBots as { seat: number; name: string }[]) : [];
}

function seatList(v: View, names: string[]): HTMLElement {
  const total = seatsTotal(v);
  const reserved = reservedBots(v);
  return h(
    "ol",
    { class: "seat-list" },
    ...Array.from({ length: total }, (_, i) => {
      const taken = v.seats.some((s) => s.seat === i);
      const bot = reserved.find((b) => b.seat === i);
      if (bot)
        return h("li", { class: "taken reserved" }, bot.name, botMark(), h("span", { class: "held" }, m.sitsDown));
      return h(
        "li",
        { class: taken ? "taken" : "open" },
        taken ? names[i] : m.openSeat,
        taken ? botMarkFor(v.seats, i) : null,
        v.you === i ? h("span", { class: "tag you-tag" }, m.you) : null,
      );
    }),
  );
}

/** The invite: the link, Share / Copy, and its QR code. */
function invite(v: View, host: string): HTMLElement {
  const url = inviteLink(v as View & { invite?: unknown });
  const input = h("input", {
    type: "text",
    readonly: true,
    value: url,
    id: "link-invite",
    class: "link-text",
    spellcheck: "false",
  });
  const status = h("span", { class: "copied", "aria-live": "polite" });
  const share =
    typeof navigator.share === "function"
      ? h(
          "button",
          {
            type: "button",
            class: "primary",
            "data-key": "share-invite",
            onclick: () =>
              void navigator
                .share({ title: "Tablelink", text: fmt(m.invitesToTablelink, { host }), url })
                .catch(() => undefined),
          },
          m.shareInvite,
        )
      : null;
  return h(
    "div",
    { class: "invite copy-invite" },
    h("label", { for: "link-invite", class: "invite-label" }, m.inviteLabel),
    h("div", { class: "copy-row" }, input),
    h(
      "div",
      { class: "invite-actions" },
      share,
      h(
        "button",
        {
          type: "button",
          class: share ? "" : "primary",
          "data-key": "copy-invite",
          onclick: copier(url, input, status),
        },
        m.copyInvite,
      ),
      status,
    ),
    qrFigure(url),
  );
}

/** The code drawn last, kept for the page's next redraws (a live update, a seat taken). */
let drawn: { url: string; svg: SVGSVGElement } | null = null;

/**
 * The QR code, drawn once its encoder has loaded: only a waiting table's seats
 * need it, so it is loaded apart from the rest of the page (where the build
 * splits code) into a box already of its size. Once drawn, a redraw moves the
 * same code into the new box at once: it never blinks out under a phone that is
 * scanning it.
 */
function qrFigure(url: string): HTMLElement {
  const box = h("span", { class: "qr-box" });
  if (drawn?.url === url) box.append(drawn.svg);
  else
    void import("../lib/qr").then(({ qrSvg }) => {
      if (drawn?.url !== url) drawn = { url, svg: qrSvg(url, m.inviteQr) };
      // A box from an earlier redraw, no longer on the page, must not take the code from the shown one.
      if (box.isConnected || !drawn.svg.isConnected) box.append(drawn.svg);
    });
  return h("figure", { class: "qr" }, box, h("figcaption", {}, m.scanQr));
}

export function waitingRoom(v: View, names: string[], token: string | undefined): HTMLElement {
  const total = seatsTotal(v);
  const seated = Boolean(token) && v.you !== null;
  // Seats held for bots are listed in `seats` already (with `bot`): they are not open to people.
  const open = total - v.seats.length;
  return h(
    "section",
    { class: "panel waiting", "aria-labelledby": "waiting-title" },
    h("h2", { id: "waiting-title" }, fmt(m.seatsOfTotal, { taken: v.seats.length, total })),
    seated ? h("p", { class: "waiting-count" }, plural(m.inviteMore, open)) : null,
    seated ? invite(v, names[v.you!] ?? m.aFriend) : null,
    seatList(v, names),
    seated ? null : h("p", {}, m.startsByItself),
    seated ? ownSeatLink(v, token!) : null,
  );
}
