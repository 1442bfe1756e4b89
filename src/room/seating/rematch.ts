// A rematch is an offer. One seat offers (POST /rematch); every other seat that
// did not resign is asked and accepts (POST /rematch again) or declines (POST
// /rematch/decline). Once every seat asked has answered, the new game is created
// once: the same game, seat count, options (fixtures included) and clock, with
// the seats that accepted, in their old order, each keeping its token hash (so
// its old link is valid in the new game). A seat that declined or left the table
// by resigning is not pulled in: its seat stays open in the new game, for an
// invite to fill. At two seats a resignation is how the match ended (a Duel's
// forfeit, a Twelves Leave), not a seat leaving a game that went on: that seat
// is asked, and may offer, like any other (issue 25: the Duel rematch used to
// start at once, with nobody asked, the moment the winner offered it). Old
// views then carry the new game's id so the seats that accepted can follow.
// A seat that never answers does not hold the others back: any seat that accepted
// may start the new game without the seats still to answer (POST
// /rematch/start): when the game's rules allow the seats that come along, the
// new table has just them and starts at once (Twelves at 2, a Stakes table at 3);
// otherwise the missing seats are left open like a declined seat's.
import { nanoid } from "nanoid";
import type { Seat } from "../../engine/types";
import { err, ok, type Result } from "../../engine/result";
import type { RematchOfferView } from "../../protocol/async";
import { seatsWithout } from "../../protocol/rematch";
import { roomOptions } from "../play/clock";
import { defOf, type RematchOffer, type Room, type RoomError } from "../ground/model";
import type { RematchInput } from "./create";
import type { RoomStorage } from "../ground/storage";
import { NO_GAME_ID } from "../../protocol/server-errors";
import { rematchRefused, rematchSeries } from "./series";

export type CreateRematch = (input: RematchInput) => Promise<Result<unknown, RoomError>>;
/** "start": begin the new game now, without the seats that have not answered. */
export type RematchAnswer = "accept" | "decline" | "start";

/**
 * Seats that left the table by resigning while the match went on without them
 * (three seats or more). At two seats a resignation ends the match at once, so
 * both players are still at the table and both are asked.
 */
const resignedOf = (room: Room) => (room.meta.seatsTotal <= 2 ? [] : (room.meta.resigned ?? []));
/** Bot seats are never asked: a bot always plays again. */
const botSeatsOf = (room: Room) => new Set((room.meta.bots ?? []).map((b) => b.seat));

/** Seats still to answer an offer: everyone who neither answered nor left by resigning (nobody once the rematch began). */
export function waitingFor(room: Room, offer: RematchOffer): Seat[] {
  if (room.meta.rematch) return [];
  const resigned = resignedOf(room);
  const bots = botSeatsOf(room);
  return room.seats
    .map((s) => s.seat)
    .filter((s) => !offer.accepted.includes(s) && !offer.declined.includes(s) && !resigned.includes(s) && !bots.has(s));
}

export function offerView(room: Room): RematchOfferView | null {
  const offer = room.meta.rematchOffer;
  if (!offer) return null;
  return {
    by: offer.by,
    accepted: [...offer.accepted],
    declined: [...offer.declined],
    waitingFor: waitingFor(room, offer),
  };
}

/** Offer (no offer yet), accept or decline (an open offer); answering twice changes nothing. */
export async function answerRematch(
  store: RoomStorage,
  room: Room,
  seat: Seat,
  answer: RematchAnswer,
  create: CreateRematch,
): Promise<Result<Room, RoomError>> {
  if (room.meta.finishedAt === null)
    return err({ code: "game/not_finished", message: "A rematch can be offered once this match is over." });
  const goesOn = rematchRefused(room);
  if (goesOn) return err(goesOn);
  const offer = room.meta.rematchOffer;
  if (!offer) {
    if (answer !== "accept")
      return err({ code: "rematch/no_offer", message: `Nobody has offered a rematch to ${answer}.` });
    if (resignedOf(room).includes(seat))
      return err({ code: "seat/resigned", message: "You resigned from this match, so you cannot offer a rematch." });
    return settle(
      store,
      { ...room, meta: { ...room.meta, rematchOffer: { by: seat, accepted: [seat], declined: [] } } },
      create,
    );
  }
  if (answer === "start") {
    if (room.meta.rematch) return ok(room);
    if (resignedOf(room).includes(seat))
      return err({ code: "seat/resigned", message: "You resigned from this match and are not part of the rematch." });
    if (!offer.accepted.includes(seat))
      return err({ code: "rematch/not_accepted", message: "Only a player who accepted the rematch can start it." });
    return settle(store, room, create, true);
  }
  if (room.meta.rematch || offer.accepted.includes(seat) || offer.declined.includes(seat)) return ok(room);
  if (resignedOf(room).includes(seat))
    return err({ code: "seat/resigned", message: "You resigned from this match and are not part of the rematch." });
  const next: RematchOffer =
    answer === "accept"
      ? { ...offer, accepted: [...offer.accepted, seat].sort((a, b) => a - b) }
      : { ...offer, declined: [...offer.declined, seat] };
  return settle(store, { ...room, meta: { ...room.meta, rematchOffer: next } }, create);
}

/** Saves the answer; when nobody is left to answer (or `now`), creates the new game first. */
async function settle(
  store: RoomStorage,
  room: Room,
  create: CreateRematch,
  now = false,
): Promise<Result<Room, RoomError>> {
  const offer = room.meta.rematchOffer!;
  if (!now && waitingFor(room, offer).length > 0) {
    store.transaction(() => store.saveRoom(room.meta, room.state));
    return ok(room);
  }
  const { meta } = room;
  const bots = botSeatsOf(room);
  const accepted = room.seats.filter((s) => offer.accepted.includes(s.seat) || bots.has(s.seat));
  const newSeat = new Map(accepted.map((s, i) => [s.seat, i]));
  const seatsTotal = now ? seatsFor(room, accepted.length) : meta.seatsTotal;
  for (let attempt = 0; attempt < 3; attempt++) {
    const id = nanoid(14);
    const created = await create({
      id,
      game: meta.game,
      options: meta.options,
      room: roomOptions(meta),
      origin: meta.origin ?? "",
      seatsTotal,
      seats: accepted.map((s) => ({ name: s.name, tokenHash: s.tokenHash })),
      // Notifications follow the seats that come along, to their new seat numbers.
      webhooks: room.webhooks
        .filter((w) => w.active && newSeat.has(w.seat))
        .map((w) => ({ ...w, seat: newSeat.get(w.seat)! })),
      // Bots always come along (they accept for themselves), at their new seat numbers.
      bots: { bots: meta.bots?.map((b) => ({ ...b, seat: newSeat.get(b.seat)! })), botPace: meta.botPace },
      series: rematchSeries(room, seatsTotal),
    });
    if (!created.ok && created.error.code === "game/exists") continue;
    if (!created.ok) return created;
    const next: Room = { ...room, meta: { ...meta, rematch: id } };
    store.transaction(() => store.saveRoom(next.meta, next.state));
    return ok(next);
  }
  return err(NO_GAME_ID);
}

/** A rematch started without some seats: just those coming, if the rules (and the table's options) allow that many. */
function seatsFor(room: Room, coming: number): number {
  const n = seatsWithout(room.meta.game, room.meta.seatsTotal, coming);
  const def = defOf(room);
  return n >= def.minSeats && def.parseOptions(room.meta.options, n).ok ? n : room.meta.seatsTotal;
}
