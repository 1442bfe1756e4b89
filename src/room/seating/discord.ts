// Tables opened from Discord (the Worker's /integrations/discord): a Discord user
// gets a seat link only in a message nobody else sees, and asking again must give
// the same seat. Tokens are stored only as hashes, so the room cannot hand a stored
// one back: instead a Discord user's token is derived, HMAC-SHA256 under a random
// secret this table keeps (never in a view) over their Discord user id, and
// written in the seat tokens' own alphabet and length (./tokens).
import { urlAlphabet } from "nanoid";
import { err, ok } from "../../engine/result";
import type { Seat } from "../../engine/types";
import { fromHex, toHex } from "../../protocol/hex";
import type { Changed, Room, RoomResult } from "../ground/model";
import type { RoomStorage } from "../ground/storage";
import { takeSeat } from "./take-seat";
import { hashToken, seatOfHash, TOKEN_LENGTH } from "../ground/tokens";

/** A Discord user as the Worker names them: their user id (never shown) and display name. */
export interface DiscordUser {
  userId: string;
  name: string;
}

export function newDiscordSecret(): string {
  return toHex(crypto.getRandomValues(new Uint8Array(32)));
}

/** The seat token of a Discord user at a table: the same for the same user and secret, unguessable without the secret. */
export async function discordToken(secret: string, userId: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", fromHex(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(userId)));
  // 64 letters divide 256, so a byte's low 6 bits pick a letter without bias.
  let token = "";
  for (let i = 0; i < TOKEN_LENGTH; i++) token += urlAlphabet[mac[i]! & 63];
  return token;
}

/**
 * The Discord user's seat: the one they hold already, or the next free seat under
 * their name (no invite needed: the Discord message is the invitation). A full or
 * started table they have no seat at is refused with game/full.
 */
export async function seatDiscordUser(
  store: RoomStorage,
  room: Room,
  user: DiscordUser,
  now: number,
): Promise<RoomResult<Changed<{ seat: Seat; token: string }>>> {
  const origin = room.meta.discord;
  if (!origin) return err({ code: "game/not_found", message: "This table was not opened from Discord." });
  const token = await discordToken(origin.secret, user.userId);
  const held = seatOfHash(await hashToken(token), room.seats);
  if (held !== null) return ok({ room, answer: { seat: held, token } });
  if (room.state !== null) return err({ code: "game/full", message: "This table has started." });
  const taken = await takeSeat(store, room, { name: user.name, entropy: "", invite: room.meta.invite, token }, now);
  if (!taken.ok) return taken;
  return ok({ room: taken.value.room, answer: { seat: taken.value.seat, token } });
}
