// What the rematch part of the result sheet says, as plain sentences: every seat's
// answer by name, and before "Start without Cleo" what will happen then (the new
// game starts at once when the game is played by the seats that come along, else
// their seats must still be filled). Nothing here claims a table started unless
// it did: the caller knows the new table's status.
import type { RematchOfferView, View } from "../../../src/protocol";
import { fewestSeats, seatsWithout } from "../../../src/protocol/rematch";
import { asyncOf } from "../async/fields";
import { h } from "../lib/dom";
import { gameName } from "../lib/match-text";
import { seatsTotal } from "../lib/seats";

export const list = (names: string[]) =>
  names.length <= 1 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;

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
      const name = names[seat] ?? `Seat ${seat + 1}`;
      if (seat === offer.by) return h("li", { class: "accepted" }, `${name} asked for it`);
      if (offer.accepted.includes(seat)) return h("li", { class: "accepted" }, `${name} accepted`);
      if (offer.declined.includes(seat)) return h("li", { class: "declined" }, `${name} declined`);
      if (offer.waitingFor.includes(seat)) return h("li", { class: "waiting" }, `${name} hasn't answered yet`);
      return h("li", { class: "declined" }, `${name} resigned, so is not asked`);
    });
  return h("ul", { class: "rematch-answers", "aria-label": "Answers so far" }, ...rows);
}

/** Before "Start without …": whether the new game starts at once or a seat must still be filled. */
export function startHint(v: View, offer: RematchOfferView, names: string[]): string {
  const total = seatsTotal(v);
  const coming = offer.accepted.length + botSeats(v).size;
  const game = gameName(v.game, total);
  const missing = total - coming;
  if (seatsWithout(v.game, total, coming) === coming && missing > 0)
    return `${game} can be played by ${coming}: the new game starts at once, with ${list(comingNames(v, offer, names))}.`;
  const need = fewestSeats(v.game, total);
  const seats = missing === 1 ? "1 seat stays" : `${missing} seats stay`;
  return `${game} needs ${need} players: ${seats} open at the new table, to be filled by an invite or a bot before it starts.`;
}

function comingNames(v: View, offer: RematchOfferView, names: string[]): string[] {
  const bots = botSeats(v);
  return v.seats
    .filter((s) => offer.accepted.includes(s.seat) || bots.has(s.seat))
    .map((s) => (s.seat === v.you ? "you" : (names[s.seat] ?? `Seat ${s.seat + 1}`)));
}

/** Why each seat left out of the new table is not there: "Bob declined", "Cleo didn't answer". */
export function leftOutLines(v: View, offer: RematchOfferView, names: string[]): string[] {
  const bots = botSeats(v);
  return v.seats
    .filter((s) => !offer.accepted.includes(s.seat) && !bots.has(s.seat))
    .map(({ seat }) => {
      const name = names[seat] ?? `Seat ${seat + 1}`;
      if (offer.declined.includes(seat)) return `${name} declined.`;
      if (leftByResigning(v, seat)) return `${name} resigned during the match.`;
      return `${name} didn't answer.`;
    });
}
