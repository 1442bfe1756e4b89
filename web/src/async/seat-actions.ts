// Leaving and playing again: resign asks once more before it happens (it cannot
// be undone). Once the match is over a seat may offer a rematch; the others see
// "Bob offers a rematch: Accept / Decline", and the new table starts when every
// seat asked has answered, or sooner when a seat that accepted starts it without
// those who have not answered (docs/api.md "Rematch").
import type { View } from "../../../src/protocol";
import { h, replaceContent } from "../lib/dom";
import { asyncOf } from "./fields";

export interface SeatActions {
  resign(): void;
  /** Offers a rematch, or accepts the one on offer. */
  rematch(): void;
  decline(): void;
  /** Starts the rematch without the seats still to answer. */
  start(): void;
}

const list = (names: string[]) =>
  names.length <= 1 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;

export class SeatButtons {
  readonly el = h("div", { class: "seat-actions" });
  private confirming = false;
  private names: string[] = [];

  constructor(private readonly actions: SeatActions) {}

  update(v: View, seated: boolean, names: string[] = []): void {
    this.names = names;
    const a = asyncOf(v);
    const parts: HTMLElement[] = [];
    if (seated && v.status === "playing" && v.you !== null && !a.resigned.includes(v.you)) {
      if (!this.confirming)
        parts.push(
          h(
            "button",
            { type: "button", class: "quiet", "data-key": "resign", onclick: () => this.confirm(v, true) },
            "Resign…",
          ),
        );
      else
        parts.push(
          h(
            "span",
            { class: "confirm" },
            v.seats.length === 2
              ? "Resign and hand the match to your opponent?"
              : "Resign? You leave this game for good.",
          ),
          h(
            "button",
            {
              type: "button",
              class: "danger",
              "data-key": "resign-yes",
              onclick: () => {
                this.confirming = false;
                this.actions.resign();
              },
            },
            "Yes, resign",
          ),
          h(
            "button",
            { type: "button", "data-key": "resign-no", onclick: () => this.confirm(v, false) },
            "Keep playing",
          ),
        );
    }
    if (v.you !== null && a.resigned.includes(v.you) && v.status === "playing")
      parts.push(h("p", { class: "muted" }, "You resigned: your moves are played for you."));
    if (v.status === "finished") parts.push(...this.rematchParts(v, seated, names));
    replaceContent(this.el, ...parts);
  }

  private rematchParts(v: View, seated: boolean, names: string[]): HTMLElement[] {
    const a = asyncOf(v);
    const offer = a.rematchOffer;
    const name = (s: number) => names[s] ?? `Seat ${s + 1}`;
    const me = seated ? v.you : null;
    const resigned = me !== null && a.resigned.includes(me);
    if (a.rematch) {
      const mine = me !== null && (offer?.accepted.includes(me) ?? true);
      if (mine) return [];
      if (me !== null && offer && !offer.declined.includes(me) && !resigned)
        return [
          h(
            "p",
            { class: "rematch-line" },
            "The rematch started without you. ",
            h("a", { href: a.rematch.url }, "See the rematch table"),
          ),
        ];
      // Declined, resigned or watching: the new table is there to watch (or to join by invite).
      return [
        h(
          "p",
          { class: "rematch-line" },
          "The rematch has started. ",
          h("a", { href: a.rematch.url }, "See the rematch table"),
        ),
      ];
    }
    if (!offer) {
      if (me === null || resigned) return [];
      return [
        h(
          "button",
          { type: "button", class: "primary", "data-key": "rematch", onclick: () => this.actions.rematch() },
          "Offer a rematch",
        ),
      ];
    }
    const waiting = offer.waitingFor.map(name);
    const still = waiting.length > 0 ? ` Waiting for ${list(waiting)}.` : "";
    if (me !== null && offer.waitingFor.includes(me))
      return [
        h(
          "p",
          { class: "rematch-line", role: "status" },
          h("b", {}, `${name(offer.by)} offers a rematch.`),
          " Play again at a new table?",
        ),
        h(
          "button",
          { type: "button", class: "primary", "data-key": "rematch-accept", onclick: () => this.actions.rematch() },
          "Accept",
        ),
        h(
          "button",
          { type: "button", "data-key": "rematch-decline", onclick: () => this.actions.decline() },
          "Decline",
        ),
      ];
    if (me !== null && offer.accepted.includes(me)) {
      const line =
        offer.by === me ? `You offered a rematch.${still}` : `You accepted ${name(offer.by)}'s rematch.${still}`;
      // Nobody waits forever on a seat that does not answer: its seat is left open at the new table.
      const without =
        waiting.length > 0
          ? [
              h(
                "button",
                { type: "button", "data-key": "rematch-start", onclick: () => this.actions.start() },
                `Start without ${list(waiting)}`,
              ),
              h(
                "p",
                { class: "muted rematch-hint" },
                `${waiting.length === 1 ? "Their seat stays" : "Their seats stay"} open at the new table, for an invite or a bot.`,
              ),
            ]
          : [];
      return [h("p", { class: "rematch-line", role: "status" }, line), ...without];
    }
    if (me !== null && offer.declined.includes(me))
      return [h("p", { class: "rematch-line" }, `You declined ${name(offer.by)}'s rematch.${still}`)];
    return [h("p", { class: "rematch-line" }, `${name(offer.by)} offers a rematch.${still}`)];
  }

  private confirm(v: View, on: boolean): void {
    this.confirming = on;
    this.update(v, true, this.names);
  }
}
