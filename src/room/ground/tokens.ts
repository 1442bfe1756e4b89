// Seat tokens are bearer secrets: only their SHA-256 hashes are stored, and
// lookups compare hashes in constant time so response timing leaks nothing.
import { nanoid } from "nanoid";
import type { Seat } from "../../engine/types";
import { toHex } from "../../protocol/hex";
import type { Room } from "./model";

/** api.md: a seat token is 32 characters of the URL-safe nanoid alphabet. */
export const TOKEN_LENGTH = 32;

export function newToken(): string {
  return nanoid(TOKEN_LENGTH);
}

type TimingSafe = { timingSafeEqual?: (a: ArrayBufferView, b: ArrayBufferView) => boolean };

/**
 * Equal-length byte strings compared in constant time: the runtime's own comparison where it
 * has one (workerd's crypto.subtle.timingSafeEqual), else every byte looked at alike (Node).
 */
export function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.byteLength !== b.byteLength) return false;
  const own = (crypto.subtle as SubtleCrypto & TimingSafe).timingSafeEqual;
  if (own) return own.call(crypto.subtle, a, b);
  let diff = 0;
  for (let i = 0; i < a.byteLength; i++) diff |= a[i]! ^ b[i]!;
  return diff === 0;
}

export async function hashToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
  return toHex(new Uint8Array(digest));
}

/** The seat whose stored hash equals `hash`, or null. Checks every seat alike. */
export function seatOfHash(hash: string, stored: readonly { seat: number; tokenHash: string }[]): number | null {
  const enc = new TextEncoder();
  const probe = enc.encode(hash);
  let found: number | null = null;
  for (const s of stored) {
    const other = enc.encode(s.tokenHash);
    if (sameBytes(probe, other)) found = s.seat;
  }
  return found;
}

/** undefined: no token given (spectator); null: a token no seat holds. */
export async function seatOfToken(room: Room, token: string | undefined): Promise<Seat | null | undefined> {
  if (token === undefined) return undefined;
  return seatOfHash(await hashToken(token), room.seats);
}
