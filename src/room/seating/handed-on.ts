// A seat's old token after the seat was handed on (./replace): the seat no longer
// answers to it (401 everywhere), but Your tables asks with it, and the table can
// tell its old player who took the seat over and when, instead of a broken link.
import type { TableReplaced } from "../../protocol/tables";
import type { Room } from "../ground/model";
import { hashToken, seatOfHash } from "../ground/tokens";

/** What the table says to the seat's old token, or null when no seat was ever held by it. */
export async function handedOnEntry(room: Room, token: string): Promise<TableReplaced | null> {
  const hash = await hashToken(token);
  const reps = room.meta.replacements ?? [];
  // Each hash is compared alike (constant time), as seat tokens are.
  const rep = seatOfHash(
    hash,
    reps.flatMap((r, i) => (r.heldBy ? [{ seat: i, tokenHash: r.heldBy }] : [])),
  );
  if (rep !== null) {
    const r = reps[rep]!;
    const at = r.at ?? room.meta.startedAt ?? room.meta.createdAt;
    return {
      id: room.meta.id,
      error: "seat/replaced",
      replacedBy: { name: r.name, ...(r.bot ? { bot: r.bot } : {}), fromMove: r.fromMove, at },
    };
  }
  const invites = (room.meta.seatInvites ?? []).flatMap((i) =>
    i.heldBy ? [{ seat: i.seat, tokenHash: i.heldBy }] : [],
  );
  return seatOfHash(hash, invites) === null ? null : { id: room.meta.id, error: "seat/replaced" };
}
