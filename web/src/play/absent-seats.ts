// msg.sAwayTitle: a seat that let time play its last two turns (at 3–6 seats
// also one that resigned) is absent (docs/api.md "Replacing a player who is gone").
// At 3–6 seats any other player may hand it to a bot or make an invite link for a
// friend; the friend who opens that link is offered the seat, with whose it was and
// its score. At two seats there is nobody to hand it to: the player still there may
// claim the win instead, after saying yes once more (it ends the match). Loaded only
// when a table has an absent seat (render.ts). Built once per seat and kept, so a
// link just made or a name being typed survives live updates.
import type { View } from "../../../src/protocol";
import { call } from "../lib/api";
import { announce } from "../lib/announce";
import { copyField } from "../lib/copy";
import { h } from "../lib/dom";
import { rememberedName, rememberName } from "./parts";
import { fmt } from "../i18n/format";
import * as msg from "../i18n/messages";

type Invite = { invite: string; seat: number; urls: { invite: string } };

export class AbsentSeats {
  readonly el = h("section", { class: "panel absent-seats", "aria-labelledby": "absent-title" });
  private readonly rows = new Map<number, HTMLElement>();
  private busy = false;

  private offer: HTMLFormElement | null = null;

  constructor(
    private readonly accept: (v: View) => void,
    private readonly join: (name: string) => void,
  ) {}

  /** Redraws for this view; returns the panel, or null when nobody is away. `takeover`: the seat a friend's invite offers. */
  update(v: View, token: string | undefined, names: string[], takeover?: number, busy = false): HTMLElement | null {
    if (takeover !== undefined && !token) {
      this.offer ??= this.takeoverForm(v, takeover, names[takeover] ?? fmt(msg.sSeat, { n: takeover }));
      this.offer.querySelector("button")!.disabled = busy;
      if (this.el.firstChild !== this.offer) this.el.replaceChildren(this.offer);
      return this.el;
    }
    const away = v.status === "playing" && token ? v.seats.filter((s) => s.absent) : [];
    if (away.length === 0) return null;
    const resigned = (v.resigned as number[] | undefined) ?? [];
    const children: HTMLElement[] = [h("h2", { id: "absent-title" }, msg.sAwayTitle)];
    for (const s of away) {
      const why = resigned.includes(s.seat) ? msg.sAwayResigned : msg.sAwayLapsed;
      const duel = v.seatsTotal === 2;
      if (s.seat === v.you) {
        const other = v.seats[1 - s.seat];
        // A bot opposite never claims the match: there is nothing to warn of.
        if (duel && other?.bot) continue;
        const name = names[1 - s.seat] ?? fmt(msg.sSeat, { n: 1 - s.seat });
        children.push(h("p", { class: "absent-you" }, duel ? fmt(msg.sAwayYouDuel, { name }) : msg.sAwayYou));
        continue;
      }
      let row = this.rows.get(s.seat);
      if (!row) {
        const name = names[s.seat] ?? fmt(msg.sSeat, { n: s.seat });
        row = duel ? this.claimRow(v.id, token!, name, why) : this.row(v.id, token!, s.seat, name, why);
        this.rows.set(s.seat, row);
      }
      children.push(row);
    }
    if (children.length === 1) return null;
    this.el.replaceChildren(...children);
    return this.el;
  }

  /** What a friend sees on opening an invite made for an absent seat: whose seat, its score, a name field. */
  private takeoverForm(v: View, seat: number, name: string): HTMLFormElement {
    const input = h("input", {
      id: "takeover-name",
      type: "text",
      required: true,
      maxlength: 40,
      autocomplete: "nickname",
      value: rememberedName(),
    });
    const score = scoreOf(v, seat);
    const form = h(
      "form",
      {
        class: "takeover",
        onsubmit: (ev: Event) => {
          ev.preventDefault();
          const mine = input.value.trim();
          if (!mine) return input.focus();
          rememberName(mine);
          this.join(mine);
        },
      },
      h("h2", { id: "absent-title" }, fmt(msg.sTakeOver, { name })),
      h(
        "p",
        {},
        score === null ? fmt(msg.sInvitedPlace, { name }) : fmt(msg.sInvitedScore, { name, score }),
        msg.sGoesOn,
      ),
      h("label", { for: "takeover-name" }, msg.sYourName),
      h("div", { class: "copy-row" }, input, h("button", { type: "submit", class: "primary" }, msg.sTakeSeat)),
    );
    queueMicrotask(() => input.focus());
    return form;
  }

  private row(id: string, token: string, seat: number, name: string, why: string): HTMLElement {
    const out = h("div", { class: "absent-seat" });
    const link = h("div", { class: "absent-link" });
    const send = async (body: unknown) => {
      if (this.busy) return;
      this.busy = true;
      const r = await call<View | Invite>("POST", `/api/games/${id}/seats/${seat}/replace`, body, token);
      this.busy = false;
      if (!r.ok) {
        announce(r.message);
        link.replaceChildren(h("p", { class: "error" }, r.message));
        return;
      }
      // An invite answers {invite, seat, urls}; a bot, the caller's view.
      const url = (r.value as Partial<Invite>).urls?.invite;
      if (typeof url === "string") {
        link.replaceChildren(copyField(`seat-${seat}`, fmt(msg.sSeatInvite, { name }), msg.sSeatInviteHint, url));
        announce(fmt(msg.sSeatInviteReady, { name }));
      } else this.accept(r.value as View);
    };
    out.append(
      h("p", {}, h("b", {}, name), why + msg.sHandOn),
      h(
        "div",
        { class: "copy-row absent-actions" },
        h("button", { type: "button", onclick: () => send({ with: "bot", level: "easy" }) }, msg.sGiveBot),
        h("button", { type: "button", onclick: () => send({ with: "invite" }) }, msg.sInviteFriend),
      ),
      link,
    );
    return out;
  }

  /** At two seats: the win may be claimed, asked once more since it ends the match. */
  private claimRow(id: string, token: string, name: string, why: string): HTMLElement {
    const out = h("div", { class: "absent-seat" });
    const actions = h("div", { class: "copy-row absent-actions" });
    const said = h("div", { class: "absent-link" });
    const ask = () =>
      actions.replaceChildren(h("button", { type: "button", class: "primary", onclick: sure }, msg.sClaim));
    const sure = () => {
      actions.replaceChildren(
        h("span", { class: "confirm" }, fmt(msg.sClaimSure, { name })),
        h("button", { type: "button", class: "danger", onclick: claim }, msg.sYesClaim),
        h("button", { type: "button", onclick: ask }, msg.sKeepWaiting),
      );
      (actions.querySelector(".danger") as HTMLButtonElement).focus();
    };
    const claim = async () => {
      if (this.busy) return;
      this.busy = true;
      const r = await call<View>("POST", `/api/games/${id}/claim`, undefined, token);
      this.busy = false;
      ask();
      if (!r.ok) {
        announce(r.message);
        said.replaceChildren(h("p", { class: "error" }, r.message));
        return;
      }
      this.accept(r.value);
    };
    ask();
    out.append(h("p", {}, h("b", {}, name), why + msg.sClaimOffer), actions, said);
    return out;
  }
}

/** The seat's score as everyone sees it: points, or Twelves' net coins. */
function scoreOf(v: View, seat: number): number | null {
  const p = (v.state as { players?: { score?: unknown; net?: unknown }[] } | null)?.players?.[seat];
  if (typeof p?.score === "number") return p.score;
  return typeof p?.net === "number" ? p.net : null;
}
