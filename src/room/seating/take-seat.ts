// Taking a seat, for a person (./join) or a bot (./add-bots): with the table's
// invite, the next seat in joining order. When the last seat is taken, the seed
// is derived from the committed server seed and every seat's entropy, and the
// game is dealt through `commit`. Joins run alone (the Durable Object's
// `exclusive`), so a seat is chosen and the deal made with nothing in between.
import { err, ok, type Result } from "../../engine/result";
import type { Seat } from "../../engine/types";
import { defOf, type Room, type RoomError } from "../ground/model";
import type { RoomStorage } from "../ground/storage";
import { commit } from "../play/commit";
import { deriveSeed } from "../../protocol/seed";
import { BAD_INVITE, inviteMatches } from "./invites";
import { hashToken, newToken } from "../ground/tokens";

const fail = (code: string, message: string) => err<RoomError>({ code, message });

export async function takeSeat(
  store: RoomStorage,
  room: Room,
  /** `token`: the seat's token when the caller derived it (./discord); else a new one. */
  input: { name: string; entropy: string; invite?: unknown; token?: string },
  now: number,
): Promise<Result<{ room: Room; seat: Seat; token: string }, RoomError>> {
  // api.md: a missing or wrong invite is 401, ranked before 409 game/full.
  if (!(await inviteMatches(room, input.invite))) return err(BAD_INVITE);
  if (room.seats.length >= room.meta.seatsTotal) return fail("game/full", "Every seat at this table is taken.");
  const token = input.token ?? newToken();
  const seat = { seat: room.seats.length, name: input.name, tokenHash: await hashToken(token), entropy: input.entropy };
  const next: Room = { ...room, meta: { ...room.meta }, seats: [...room.seats, seat], state: null };
  await startIfFull(next, now);
  if (next.state === null) {
    store.transaction(() => {
      store.addSeat(seat);
      store.saveRoom(next.meta, next.state);
    });
    return ok({ room: next, seat: seat.seat, token });
  }
  const started = commit(store, next, null, now, { before: [], alsoWrite: () => store.addSeat(seat) });
  if (!started.ok) return started;
  return ok({ room: started.value, seat: seat.seat, token });
}

/** Deals the game once every seat is taken: the seed mixes in every seat's entropy. */
export async function startIfFull(room: Room, now: number): Promise<void> {
  if (room.seats.length < room.meta.seatsTotal) return;
  const def = defOf(room);
  const seed = await deriveSeed(
    room.meta.serverSeed,
    room.seats.map((s) => s.entropy),
  );
  const options = def.parseOptions(room.meta.options, room.meta.seatsTotal);
  if (!options.ok) throw new Error(`stored options no longer parse: ${options.error}`);
  room.state = def.setup({ seats: room.meta.seatsTotal, seed, options: options.value });
  room.meta.seed = seed;
  room.meta.startedAt = new Date(now).toISOString();
}
