// Member tokens are bearer secrets, like seat tokens: only SHA-256 hashes are
// stored, and the member is found by comparing hashes in constant time. A member's
// seat token at a club table is derived (HMAC under the table's secret, as tables
// opened from Discord derive theirs), so asking again gives the same seat link
// without the club ever storing one.
import { nanoid } from "nanoid";
import { discordToken } from "../room/seating/discord";
import { hashToken, newToken, seatOfHash } from "../room/seating/tokens";
import type { MemberRow } from "./storage";

export const MEMBER_ID_LENGTH = 12;

export function newMemberId(): string {
  return nanoid(MEMBER_ID_LENGTH);
}

export { hashToken, newToken };

/** The current member holding `token`, or null (a member who left holds none). */
export async function memberOfToken(
  members: readonly MemberRow[],
  token: string | undefined,
): Promise<MemberRow | null> {
  if (!token) return null;
  const current = members.flatMap((m, i) => (m.tokenHash ? [{ seat: i, tokenHash: m.tokenHash }] : []));
  const found = seatOfHash(await hashToken(token), current);
  return found === null ? null : members[found]!;
}

/** A member's seat token at a club table: the same each time for the same table and member. */
export function memberSeatToken(secret: string, member: string): Promise<string> {
  return discordToken(secret, `club-member:${member}`);
}

/** Case-blind: "Ann" and "ANN" are one name. */
export function nameTaken(members: readonly MemberRow[], name: string): boolean {
  const key = name.toLowerCase();
  return members.some((m) => m.leftAt === null && m.name.toLowerCase() === key);
}
