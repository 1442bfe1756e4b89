// The rematch, in the result sheet (docs/api.md "Rematch"; while a series goes on,
// the link to its next match instead, which started by itself): offer one, answer
// one, see every seat's answer by name, start without the seats that do not
// answer. Nobody is told a table started unless it did, and nobody is moved to an
// empty table without being told: a seat that accepted moves to the new table
// when its game has started (or when that seat started it); while seats are open
// there it stays here, reads every other seat's answer, and may fill those seats
// with a bot or hand out the new table's invite. Meanwhile it follows the new
// table live, so whoever else fills the last seat takes it along as the game starts.
import type { View } from "../../../src/protocol";
import { asyncApi } from "../async/api";
import { asyncOf } from "../async/fields";
import { announce } from "../lib/announce";
import { call, type Failure } from "../lib/api";
import { absolute, copyField } from "../lib/copy";
import { h, replaceContent } from "../lib/dom";
import { fmt } from "../i18n/format";
import * as m from "../i18n/messages";
import { plural } from "../i18n/plural";
import { page } from "./page-state";
import { seriesOf } from "./series-bar";
import { answersList, answerLines, leftByResigning, list, seatName, startHint } from "./rematch-words";

/** The new table as this seat sees it there (its token is valid in the new game). */
interface NewTable {
  id: string;
  status: string;
  invite?: string;
  open: number;
}

type Answer = Promise<{ ok: true; value: View } | Failure>;

export class RematchPanel {
  readonly el = h("div", { class: "rematch" });
  private error: string | null = null;
  private busy = false;
  /** This page pressed "Start without …": it follows to the new table whatever its state. */
  private started = false;
  private next: NewTable | null = null;
  private asked: string | null = null;
  private movedTo: string | null = null;
  /** The new table this page follows live while it waits for its seats. */
  private following: string | null = null;
  private v: View | null = null;
  private token: string | undefined;
  private names: string[] = [];

  constructor(
    /** Hands a fresh view of this table back to the page. */
    private readonly accept: (v: View) => void,
    /** Draws the page again (the new table's state arrived). */
    private readonly redraw: () => void,
  ) {}

  update(v: View, token: string | undefined, names: string[]): void {
    this.v = v;
    this.token = token;
    this.names = names;
    replaceContent(this.el, ...this.parts(v, token ? v.you : null, names));
  }

  private parts(v: View, me: number | null, names: string[]): (HTMLElement | null)[] {
    const a = asyncOf(v);
    const offer = a.rematchOffer;
    const name = (s: number) => seatName(names, s);
    const by = { name: name(offer?.by ?? 0) };
    const err = this.error ? h("p", { class: "error rematch-error", role: "alert" }, this.error) : null;
    const out = me !== null && leftByResigning(v, me);
    const series = seriesOf(v);
    // While a series goes on there is no rematch to offer: its next match has started by itself.
    if (series && !series.over) return this.nextMatch(series.played + 1, a.rematch?.id ?? null, me);
    if (a.rematch && offer) {
      const watch = `${a.rematch.url}/watch`;
      if (me !== null && offer.accepted.includes(me)) return [...this.ours(a.rematch.id, a.rematch.url), err];
      if (me !== null && offer.declined.includes(me))
        return [
          h("p", { class: "rematch-line" }, fmt(m.sYouDeclined, by)),
          h("p", {}, h("a", { href: watch }, m.sWatchTheirs)),
        ];
      if (me !== null && !out)
        return [h("p", { class: "rematch-line" }, m.sStartedWithout, h("a", { href: a.rematch.url }, m.sSeeRematch))];
      return [h("p", { class: "rematch-line" }, fmt(m.sRematchReady, by), h("a", { href: watch }, m.sWatchIt))];
    }
    if (!offer) {
      if (me === null || out) return [];
      return [this.button("end-rematch", m.sOfferRematch, () => asyncApi.rematch(v.id, this.token!), true), err];
    }
    const waiting = offer.waitingFor.map(name);
    const still = waiting.length > 0 ? fmt(m.sWaitingForNames, { names: list(waiting) }) : "";
    const answers = answersList(v, offer, names);
    if (me !== null && offer.waitingFor.includes(me))
      return [
        h("p", { class: "rematch-line", role: "status" }, h("b", {}, fmt(m.sOffers, by)), m.sPlayAgain),
        answers,
        h(
          "div",
          { class: "rematch-buttons" },
          this.button("rematch-accept", m.sAccept, () => asyncApi.rematch(v.id, this.token!), true),
          this.button("rematch-decline", m.sDecline, () => asyncApi.declineRematch(v.id, this.token!)),
        ),
        err,
      ];
    if (me !== null && offer.accepted.includes(me)) {
      const line = (offer.by === me ? m.sYouOffered : fmt(m.sYouAccepted, by)) + still;
      const without =
        waiting.length > 0
          ? [
              this.button("rematch-start", fmt(m.sStartWithout, { names: list(waiting) }), () => {
                this.started = true;
                return asyncApi.startRematch(v.id, this.token!);
              }),
              h("p", { class: "muted rematch-hint" }, startHint(v, offer, names)),
            ]
          : [];
      return [h("p", { class: "rematch-line", role: "status" }, line), answers, ...without, err];
    }
    if (me !== null && offer.declined.includes(me))
      return [h("p", { class: "rematch-line" }, fmt(m.sYouDeclined, by) + still), answers];
    return [h("p", { class: "rematch-line" }, fmt(m.sOffers, by) + still), answers];
  }

  /** A series' next match: a seat plays it by the same seat link, anyone else watches it. */
  private nextMatch(n: number, id: string | null, me: number | null): HTMLElement[] {
    if (!id) return [h("p", { class: "rematch-line", role: "status" }, fmt(m.sNextMatchSoon, { n }))];
    const table = `/g/${encodeURIComponent(id)}`;
    const seat = me !== null && this.token;
    return [
      h(
        "div",
        { class: "series-next" },
        h("p", { class: "rematch-line", role: "status" }, fmt(m.sNextMatchOn, { n })),
        h(
          "a",
          {
            class: "button-link primary",
            "data-key": "series-next",
            href: seat ? `${table}#seat=${encodeURIComponent(this.token!)}` : `${table}/watch`,
          },
          fmt(seat ? m.sPlayMatch : m.sWatchMatch, { n }),
        ),
      ),
    ];
  }

  /** A seat that accepted, once the new table exists: follow it there, or say who is missing and what can be done. */
  private ours(id: string, url: string): (HTMLElement | null)[] {
    const token = this.token!;
    if (this.next?.id !== id) {
      if (this.asked !== id) {
        this.asked = id;
        void this.look(id);
      }
      return [h("p", { class: "rematch-line", role: "status" }, m.sSettingUp)];
    }
    if (this.next.status !== "waiting" || this.started) {
      if (this.movedTo !== id) {
        this.movedTo = id;
        location.assign(`${url}#seat=${encodeURIComponent(token)}`);
      }
      return [h("p", { class: "rematch-line", role: "status" }, m.sTakingYou)];
    }
    this.follow(id);
    const v = this.v!;
    const offer = asyncOf(v).rematchOffer!;
    const why = answerLines(v, offer, this.names).join(" ");
    const bot = (level: "easy" | "strong", label: string) =>
      this.button(`rematch-bot-${level}`, label, async () => {
        const r = await call<{ seat: number }>("POST", `/api/games/${encodeURIComponent(id)}/bots`, { level }, token);
        // Refused (someone else may just have filled the seat): the new table as it is now says what happened.
        await this.look(id);
        return r.ok ? null : r;
      });
    return [
      h("p", { class: "rematch-line", role: "status" }, `${why} ${plural(m.sNewTableReady, this.next.open)}`),
      h("p", { class: "rematch-choice" }, this.next.open === 1 ? m.sBotThatSeat : m.sBotASeat),
      h("div", { class: "rematch-buttons" }, bot("easy", m.sEasyBot), bot("strong", m.sStrongBot)),
      this.next.invite
        ? copyField(
            "rematch-invite",
            m.sOrInvite,
            m.sOpenSeatLink,
            absolute(`/g/${encodeURIComponent(id)}/join#invite=${encodeURIComponent(this.next.invite)}`),
          )
        : null,
      h("p", {}, h("a", { href: `${url}#seat=${encodeURIComponent(token)}`, "data-key": "to-rematch" }, m.sGoToNew)),
    ];
  }

  /** Reads the new table as this seat sees it there, then draws again. */
  private async look(id: string): Promise<void> {
    const r = await call<View>("GET", `/api/games/${encodeURIComponent(id)}`, undefined, this.token);
    if (!r.ok) {
      this.error = fmt(m.sCouldNotOpenNew, { why: r.message });
      this.asked = null;
    } else this.seen(id, r.value);
    this.redraw();
  }

  private seen(id: string, v: View): void {
    const total = typeof v.seatsTotal === "number" ? v.seatsTotal : v.seats.length;
    const invite = typeof v.invite === "string" ? v.invite : undefined;
    this.next = { id, status: v.status, invite, open: total - v.seats.length };
  }

  /** Follows the new table over its live link: a seat filled by someone else, or its game starting, shows here at once. */
  private follow(id: string): void {
    if (this.following === id) return;
    this.following = id;
    page.openLink(id, this.token, {
      view: (v) => {
        this.seen(id, v);
        this.redraw();
      },
      state: () => undefined,
      refused: () => undefined,
      resync: () => void this.look(id),
    });
  }

  /** A button that runs one request; a refusal shows beside the buttons, not only at the page top. */
  private button(
    key: string,
    label: string,
    run: () => Answer | Promise<Failure | null>,
    primary = false,
  ): HTMLButtonElement {
    const press = async () => {
      if (this.busy) return;
      this.busy = true;
      this.error = null;
      const r = await run();
      this.busy = false;
      if (r && !r.ok) {
        this.started = false;
        this.error = r.message;
        announce(r.message);
      } else if (r?.ok) return this.accept(r.value);
      this.redraw();
    };
    return h("button", { type: "button", class: primary ? "primary" : "", "data-key": key, onclick: press }, label);
  }
}
