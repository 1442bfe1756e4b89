// What the rematch part of the result sheet says, as plain sentences: every seat's
// answer by name, and before "Start without Cleo" what will happen then (the new
// game starts at once when the game is played by the seats that come along, else
// their seats must still be filled). Nothing here claims a table started unless
// it did: the caller knows the new table's status.
import type { RematchOfferView, View } from "../../../src/protocol";
import { fewestSeats, seatsWithout } from "../../../src/protocol/rematch";
import { asyncOf } from "../async/fields";
import { h } from "../lib/dom";
import { fmt } from "../i18n/format";
import * as m from "../i18n/messages";
import { plural } from "../i18n/plural";
import { gameName } from "../lib/match-text";
import { seatsTotal } from "../lib/seats";

export const list = (names: string[]) =>
  names.length <= 1 ? names.join("") : fmt(m.sAnd, { list: names.slice(0, -1).join(", "), last: names.at(-1)! });
export const seatName = (names: string[], seat: number) => names[seat] ?? fmt(m.sSeat, { n: seat });

const botSeats = (v: View) => new Set(v.seats.filter((s) => s.bot).map((s) => s.seat));

/** At three seats or more a seat that resigned left the match and is not asked; at two both are (docs/api.md). */
export function leftByResigning(v: View, seat: number): boolean {
  return seatsTotal(v) > 2 && asyncOf(v).resigned.includes(seat);
}

/** Each other seat's answer by name: "Bob accepted", "Cleo declined", "Dee hasn't answered yet". */
export function answersList(v: View, offer: RematchOfferView, names: string[]): HTMLElement {
  const bots = botSeats(v);
  const rows = v.seats
    .filter((s) => s.seat !== v.you && !bots.has(s.seat))
    .map(({ seat }) => {
      const name = { name: seatName(names, seat) };
      if (seat === offer.by) return h("li", { class: "accepted" }, fmt(m.sAskedForIt, name));
      if (offer.accepted.includes(seat)) return h("li", { class: "accepted" }, fmt(m.sAccepted, name));
      if (offer.declined.includes(seat)) return h("li", { class: "declined" }, fmt(m.sDeclined, name));
      if (offer.waitingFor.includes(seat)) return h("li", { class: "waiting" }, fmt(m.sNotAnswered, name));
      return h("li", { class: "declined" }, fmt(m.sNotAsked, name));
    });
  return h("ul", { class: "rematch-answers", "aria-label": m.sAnswersSoFar }, ...rows);
}

/** Before "Start without …": whether the new game starts at once or a seat must still be filled. */
export function startHint(v: View, offer: RematchOfferView, names: string[]): string {
  const total = seatsTotal(v);
  const coming = offer.accepted.length + botSeats(v).size;
  const game = gameName(v.game, total);
  const missing = total - coming;
  if (seatsWithout(v.game, total, coming) === coming && missing > 0)
    return fmt(m.sStartsAtOnce, { game, coming, names: list(comingNames(v, offer, names)) });
  return plural(m.sSeatsStay, missing, { game, need: fewestSeats(v.game, total) });
}

function comingNames(v: View, offer: RematchOfferView, names: string[]): string[] {
  const bots = botSeats(v);
  return v.seats
    .filter((s) => offer.accepted.includes(s.seat) || bots.has(s.seat))
    .map((s) => (s.seat === v.you ? m.you : seatName(names, s.seat)));
}

/**
 * Every other seat's answer, as the new table is ready: who offered it, who
 * accepted and comes along, and why each seat left out is not there ("Bob
 * accepted. Cleo declined.").
 */
export function answerLines(v: View, offer: RematchOfferView, names: string[]): string[] {
  const bots = botSeats(v);
  const others = v.seats.filter((s) => s.seat !== v.you && !bots.has(s.seat)).map((s) => s.seat);
  const came = others.filter((s) => offer.accepted.includes(s) && s !== offer.by);
  const lines = others.includes(offer.by) ? [fmt(m.sLeftOffered, { name: seatName(names, offer.by) })] : [];
  if (came.length > 0) lines.push(fmt(m.sLeftAccepted, { names: list(came.map((s) => seatName(names, s))) }));
  for (const seat of others.filter((s) => !offer.accepted.includes(s))) {
    const name = { name: seatName(names, seat) };
    if (offer.declined.includes(seat)) lines.push(fmt(m.sLeftDeclined, name));
    else if (leftByResigning(v, seat)) lines.push(fmt(m.sLeftResigned, name));
    else lines.push(fmt(m.sLeftSilent, name));
  }
  return lines;
}
