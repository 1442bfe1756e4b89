// Handing an absent seat on (docs/api.md "Replacing a player who is gone"): another
// player gives it to a bot at once, or makes an invite for it, and whoever joins
// with that invite takes the seat over (./join). Either way the seat keeps its
// place, score and entropy (the seed stays checkable); its old token stops working
// at once, and its webhook, push subscription and live sockets go with it. Until
// an invited friend joins, the seat goes on playing default moves as before.
import type { BotLevel } from "../../bots/types";
import { err, ok, type Result } from "../../engine/result";
import type { Seat } from "../../engine/types";
import { toHex } from "../../protocol/hex";
import type { PushStore } from "../ground/push-store";
import type { Changed, Room, RoomError, RoomMeta, RoomResult, SeatRow } from "../ground/model";
import type { RoomStorage } from "../ground/storage";
import { firstDeadline } from "../play/clock";
import { forgetTurns, isAbsent, isOutOfMatch, MIN_REPLACE_SEATS, type Replacement } from "./absence";
import { botDueAt, botName, type BotSeat } from "./bot-seats";
import { newInvite } from "./invites";
import { hashToken, newToken, sameBytes } from "../ground/tokens";

export type ReplaceWith = { with: "bot"; level: BotLevel } | { with: "invite" };
export type ReplaceAnswer = { handed: "bot" } | { handed: "invite"; invite: string };

const fail = (code: string, message: string) => err<RoomError>({ code, message });

export interface ReplaceContext {
  store: RoomStorage;
  push: PushStore;
  /** Seats whose live sockets close once the change is kept (the caller closes them after writing it). */
  closed: Seat[];
  now: number;
}

/** `by` hands `seat` on; every refusal changes nothing. */
export async function replaceSeat(
  ctx: ReplaceContext,
  room: Room,
  by: Seat,
  seat: Seat,
  how: ReplaceWith,
): Promise<RoomResult<Changed<ReplaceAnswer>>> {
  const refused = refusal(room, by, seat);
  if (refused) return refused;
  if (how.with === "bot") return ok({ room: await toBot(ctx, room, by, seat, how.level), answer: { handed: "bot" } });
  const pending = room.meta.seatInvites?.find((i) => i.seat === seat);
  // One invite per seat: asking again hands out the same one, so a link already sent keeps working.
  if (pending) return ok({ room, answer: { handed: "invite", invite: pending.invite } });
  const invite = newInvite();
  // The old holder's token hash is kept, so Your tables can tell them their seat was handed on (./handed-on).
  const handed = { heldBy: room.seats[seat]!.tokenHash, at: new Date(ctx.now).toISOString() };
  const meta: RoomMeta = {
    ...room.meta,
    seatInvites: [...(room.meta.seatInvites ?? []), { seat, invite, by, ...handed }],
  };
  const next = await withNewHolder(ctx, { ...room, meta }, seat, room.seats[seat]!.name, (m) => m);
  return ok({ room: next, answer: { handed: "invite", invite } });
}

function refusal(room: Room, by: Seat, seat: Seat): Result<never, RoomError> | null {
  const { meta } = room;
  if (seat >= meta.seatsTotal) return fail("request/invalid", `This table has no seat ${seat}.`);
  if (room.state === null) return fail("game/not_started", "The game starts when every seat is taken.");
  if (meta.finishedAt !== null) return fail("game/finished", "This match is over.");
  if (meta.seatsTotal < MIN_REPLACE_SEATS)
    return fail(
      "seat/not_replaceable",
      "At a table of two a seat is not handed on: once time has played the other player's last two turns, you may claim the match instead.",
    );
  if (seat === by) return fail("seat/not_replaceable", "You cannot hand on your own seat.");
  if (!isAbsent(room, seat))
    return fail("seat/not_absent", "This player is still playing: a seat is handed on only once it is absent.");
  if (isOutOfMatch(meta, seat))
    return fail(
      "seat/not_replaceable",
      "This player left the match under the game's rules: nobody can play that seat now.",
    );
  return null;
}

/** The seat becomes a bot now: it plays from the next move, with no deadline (bots never time out). */
async function toBot(ctx: ReplaceContext, room: Room, by: Seat, seat: Seat, level: BotLevel): Promise<Room> {
  const name = botName(seat, level);
  const bot: BotSeat = { seat, level, seed: toHex(crypto.getRandomValues(new Uint8Array(16))) };
  const rep: Replacement = {
    seat,
    name,
    bot: level,
    fromMove: room.state!.version,
    by,
    was: room.seats[seat]!.name,
    heldBy: heldBefore(room, seat),
    at: new Date(ctx.now).toISOString(),
  };
  const next = await withNewHolder(ctx, room, seat, name, (meta) => ({
    ...meta,
    bots: [...(meta.bots ?? []), bot],
    resigned: (meta.resigned ?? []).filter((s) => s !== seat),
    deadlines: (meta.deadlines ?? []).filter((d) => d.seat !== seat),
    seatInvites: (meta.seatInvites ?? []).filter((i) => i.seat !== seat),
    replacements: [...(meta.replacements ?? []), rep],
    turns: forgetTurns(meta.turns, seat),
  }));
  ctx.store.transaction(() => {
    ctx.store.setDue("clock", firstDeadline(next.meta));
    ctx.store.setDue("bots", botDueAt(next, ctx.now));
  });
  return next;
}

/** A friend joins with the seat's invite: they take it over from the next move. null: no seat has this invite. */
export async function takeOverSeat(
  ctx: ReplaceContext,
  room: Room,
  given: unknown,
  name: string,
): Promise<{ room: Room; seat: Seat; token: string } | null> {
  const pending = await inviteFor(room, given);
  if (!pending || room.state === null || room.meta.finishedAt !== null) return null;
  const { seat, by } = pending;
  const rep: Replacement = {
    seat,
    name,
    fromMove: room.state.version,
    by,
    was: room.seats[seat]!.name,
    heldBy: heldBefore(room, seat),
    at: new Date(ctx.now).toISOString(),
  };
  const token = newToken();
  const next = await withNewHolder(
    ctx,
    room,
    seat,
    name,
    (meta) => ({
      ...meta,
      resigned: (meta.resigned ?? []).filter((s) => s !== seat),
      seatInvites: (meta.seatInvites ?? []).filter((i) => i.seat !== seat),
      replacements: [...(meta.replacements ?? []), rep],
      turns: forgetTurns(meta.turns, seat),
    }),
    token,
  );
  return { room: next, seat, token };
}

/** The hash of the token the seat's player held: while an invite waits, the seat's own is one nobody holds. */
function heldBefore(room: Room, seat: Seat): string {
  return room.meta.seatInvites?.find((i) => i.seat === seat)?.heldBy ?? room.seats[seat]!.tokenHash;
}

async function inviteFor(room: Room, given: unknown): Promise<{ seat: Seat; by: Seat } | null> {
  const invites = room.meta.seatInvites ?? [];
  if (typeof given !== "string" || given.length > 200 || invites.length === 0) return null;
  const enc = new TextEncoder();
  const probe = enc.encode(await hashToken(given));
  let found: { seat: Seat; by: Seat } | null = null;
  // Hashes of equal length compared in constant time, each invite alike.
  for (const i of invites) if (sameBytes(probe, enc.encode(await hashToken(i.invite)))) found = i;
  return found;
}

/** Writes the seat's new holder (name, token: a fresh one nobody holds unless given) and meta; the old holder's ways in close. */
async function withNewHolder(
  ctx: ReplaceContext,
  room: Room,
  seat: Seat,
  name: string,
  edit: (meta: RoomMeta) => RoomMeta,
  token: string = newToken(),
): Promise<Room> {
  const row: SeatRow = { ...room.seats[seat]!, name, tokenHash: await hashToken(token) };
  const meta = edit(room.meta);
  const seats = room.seats.map((s) => (s.seat === seat ? row : s));
  ctx.store.transaction(() => {
    ctx.store.renameSeat(row);
    ctx.store.saveRoom(meta, room.state);
    ctx.store.deleteWebhook(seat);
    ctx.push.drop(seat);
  });
  ctx.closed.push(seat);
  return { ...room, meta, seats, webhooks: room.webhooks.filter((w) => w.seat !== seat) };
}
