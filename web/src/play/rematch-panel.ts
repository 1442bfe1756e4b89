// The rematch, in the result sheet (docs/api.md "Rematch"): offer one, answer
// one, see every seat's answer by name, start without the seats that do not
// answer. Nobody is told a table started unless it did, and nobody is moved to an
// empty table without being told: a seat that accepted moves to the new table
// when its game has started (or when that seat started it); while seats are open
// there it stays here, reads who declined or did not answer, and may fill those
// seats with a bot or hand out the new table's invite.
import type { View } from "../../../src/protocol";
import { asyncApi } from "../async/api";
import { asyncOf } from "../async/fields";
import { announce } from "../lib/announce";
import { call, type Failure } from "../lib/api";
import { absolute, copyField } from "../lib/copy";
import { h, replaceContent } from "../lib/dom";
import { answersList, leftByResigning, leftOutLines, list, startHint } from "./rematch-words";

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
    const name = (s: number) => names[s] ?? `Seat ${s + 1}`;
    const err = this.error ? h("p", { class: "error rematch-error", role: "alert" }, this.error) : null;
    const out = me !== null && leftByResigning(v, me);
    if (a.rematch && offer) {
      const watch = `${a.rematch.url}/watch`;
      if (me !== null && offer.accepted.includes(me)) return [...this.ours(a.rematch.id, a.rematch.url), err];
      if (me !== null && offer.declined.includes(me))
        return [
          h("p", { class: "rematch-line" }, `You declined ${name(offer.by)}'s rematch.`),
          h("p", {}, h("a", { href: watch }, "Watch their new table")),
        ];
      if (me !== null && !out)
        return [
          h(
            "p",
            { class: "rematch-line" },
            "The rematch started without you. ",
            h("a", { href: a.rematch.url }, "See the rematch table"),
          ),
        ];
      return [
        h(
          "p",
          { class: "rematch-line" },
          `${name(offer.by)}'s rematch table is ready. `,
          h("a", { href: watch }, "Watch it"),
        ),
      ];
    }
    if (!offer) {
      if (me === null || out) return [];
      return [this.button("end-rematch", "Offer a rematch", () => asyncApi.rematch(v.id, this.token!), true), err];
    }
    const waiting = offer.waitingFor.map(name);
    const still = waiting.length > 0 ? ` Waiting for ${list(waiting)}.` : "";
    const answers = answersList(v, offer, names);
    if (me !== null && offer.waitingFor.includes(me))
      return [
        h(
          "p",
          { class: "rematch-line", role: "status" },
          h("b", {}, `${name(offer.by)} offers a rematch.`),
          " Play again at a new table?",
        ),
        answers,
        h(
          "div",
          { class: "rematch-buttons" },
          this.button("rematch-accept", "Accept", () => asyncApi.rematch(v.id, this.token!), true),
          this.button("rematch-decline", "Decline", () => asyncApi.declineRematch(v.id, this.token!)),
        ),
        err,
      ];
    if (me !== null && offer.accepted.includes(me)) {
      const line =
        offer.by === me ? `You offered a rematch.${still}` : `You accepted ${name(offer.by)}'s rematch.${still}`;
      const without =
        waiting.length > 0
          ? [
              this.button("rematch-start", `Start without ${list(waiting)}`, () => {
                this.started = true;
                return asyncApi.startRematch(v.id, this.token!);
              }),
              h("p", { class: "muted rematch-hint" }, startHint(v, offer, names)),
            ]
          : [];
      return [h("p", { class: "rematch-line", role: "status" }, line), answers, ...without, err];
    }
    if (me !== null && offer.declined.includes(me))
      return [h("p", { class: "rematch-line" }, `You declined ${name(offer.by)}'s rematch.${still}`), answers];
    return [h("p", { class: "rematch-line" }, `${name(offer.by)} offers a rematch.${still}`), answers];
  }

  /** A seat that accepted, once the new table exists: follow it there, or say who is missing and what can be done. */
  private ours(id: string, url: string): (HTMLElement | null)[] {
    const token = this.token!;
    if (this.next?.id !== id) {
      if (this.asked !== id) {
        this.asked = id;
        void this.look(id);
      }
      return [h("p", { class: "rematch-line", role: "status" }, "Setting up the new table…")];
    }
    if (this.next.status !== "waiting" || this.started) {
      if (this.movedTo !== id) {
        this.movedTo = id;
        location.assign(`${url}#seat=${encodeURIComponent(token)}`);
      }
      return [h("p", { class: "rematch-line", role: "status" }, "Taking you to the new table…")];
    }
    const v = this.v!;
    const offer = asyncOf(v).rematchOffer!;
    const why = leftOutLines(v, offer, this.names).join(" ");
    const seats = this.next.open === 1 ? "one seat open" : `${this.next.open} seats open`;
    const bot = (level: "easy" | "strong", label: string) =>
      this.button(`rematch-bot-${level}`, label, async () => {
        const r = await call<{ seat: number }>("POST", `/api/games/${encodeURIComponent(id)}/bots`, { level }, token);
        if (!r.ok) return r;
        await this.look(id);
        return null;
      });
    return [
      h("p", { class: "rematch-line", role: "status" }, `${why} Your new table is ready, with ${seats}.`),
      h(
        "p",
        { class: "rematch-choice" },
        this.next.open === 1 ? "Play that seat with a bot:" : "Fill a seat with a bot:",
      ),
      h("div", { class: "rematch-buttons" }, bot("easy", "Easy bot"), bot("strong", "Strong bot")),
      this.next.invite
        ? copyField(
            "rematch-invite",
            "Or invite someone",
            "Whoever opens this link takes the open seat.",
            absolute(`/g/${encodeURIComponent(id)}/join#invite=${encodeURIComponent(this.next.invite)}`),
          )
        : null,
      h(
        "p",
        {},
        h("a", { href: `${url}#seat=${encodeURIComponent(token)}`, "data-key": "to-rematch" }, "Go to the new table"),
      ),
    ];
  }

  /** Reads the new table as this seat sees it there, then draws again. */
  private async look(id: string): Promise<void> {
    const r = await call<View>("GET", `/api/games/${encodeURIComponent(id)}`, undefined, this.token);
    if (!r.ok) {
      this.error = `Could not open the new table: ${r.message}`;
      this.asked = null;
    } else {
      const total = typeof r.value.seatsTotal === "number" ? r.value.seatsTotal : r.value.seats.length;
      const invite = typeof r.value.invite === "string" ? r.value.invite : undefined;
      this.next = { id, status: r.value.status, invite, open: total - r.value.seats.length };
    }
    this.redraw();
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
