// The invite: a table's id is public (watch links, embeds, share cards), so a
// seat is taken only with the invite secret, which the host receives at creation
// and every seated player sees in their own view while the table waits. (Before
// the start the host may cancel the table and any other seated player may leave:
// ./leave.)
import { nanoid } from "nanoid";
import type { Room, RoomError } from "../ground/model";
import { hashToken, sameBytes } from "../ground/tokens";

export const INVITE_LENGTH = 22;

export function newInvite(): string {
  return nanoid(INVITE_LENGTH);
}

export const BAD_INVITE: RoomError = {
  code: "auth/invalid_invite",
  message: "This invite is missing or wrong: open the invite link the host shared.",
};

/** Compares hashes of equal length in constant time, so timing tells nothing about the secret. */
export async function inviteMatches(room: Room, given: unknown): Promise<boolean> {
  const invite = room.meta.invite;
  if (typeof given !== "string" || !invite || given.length > 200) return false;
  const enc = new TextEncoder();
  const [a, b] = await Promise.all([hashToken(given), hashToken(invite)]);
  return sameBytes(enc.encode(a), enc.encode(b));
}
