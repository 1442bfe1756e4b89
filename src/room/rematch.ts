// A rematch: a new game with the same seats, names, options (fixtures included)
// and clock, created once however many seats propose it. Each seat keeps its token
// hash, so its old token (and link) is valid in the new game; old views then carry
// the new game's id so every page can follow.
import { nanoid } from "nanoid";
import { err, ok, type Result } from "../engine/result";
import { roomOptions } from "./clock";
import type { Room, RoomError } from "./model";
import type { RematchInput } from "./room";
import type { RoomStorage } from "./storage";

export type CreateRematch = (input: RematchInput) => Promise<Result<unknown, RoomError>>;

export async function proposeRematch(store: RoomStorage, room: Room, create: CreateRematch): Promise<Result<Room, RoomError>> {
  if (room.meta.finishedAt === null)
    return err({ code: "game/not_finished", message: "A rematch can be proposed once this match is over." });
  if (room.meta.rematch) return ok(room);
  const { meta } = room;
  for (let attempt = 0; attempt < 3; attempt++) {
    const id = nanoid(14);
    const created = await create({
      id,
      game: meta.game,
      options: meta.options,
      room: roomOptions(meta),
      origin: meta.origin ?? "",
      seats: room.seats.map((s) => ({ name: s.name, tokenHash: s.tokenHash })),
      webhooks: room.webhooks.filter((w) => w.active),
      bots: { bots: meta.bots, botPace: meta.botPace },
    });
    if (!created.ok && created.error.code === "game/exists") continue;
    if (!created.ok) return created;
    const next: Room = { ...room, meta: { ...meta, rematch: id } };
    store.transaction(() => store.saveRoom(next.meta, next.state));
    return ok(next);
  }
  return err({ code: "server/internal", message: "Could not allocate a game id; please try again." });
}
