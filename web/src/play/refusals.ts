// What a refused request means, in the page's words: a move not played, a seat not
// taken, a chat line or a resign refused. Loaded with the page's later parts the
// first time something is refused: a table that goes well never needs these words.
import type { Failure } from "../lib/api";
import * as m from "../i18n/messages";
import { fmt } from "../i18n/format";

export function moveRefused(f: Failure): string {
  switch (f.code) {
    case "game/stale_version":
      return m.staleMove;
    case "game/finished":
      return m.alreadyOver;
    case "auth/invalid_token":
      return m.seatLinkGone;
    default:
      return fmt(m.notPlayed, { why: f.message });
  }
}

/** A seat not taken: the notice, or the error (`why` the service's words). */
export const seatRefused = (code: string, why: string): { notice?: string; error?: string } =>
  code === "game/full" || code === "game/finished"
    ? { notice: m.seatsTakenBeforeYou }
    : code === "auth/invalid_invite"
      ? { notice: m.inviteInvalid }
      : { error: fmt(m.couldNotJoin, { why }) };

/** A seat's own request refused (chat, resign, webhook); null `f`: the page holds no seat. */
export const seatActionRefused = (f: Failure | null): string =>
  !f ? m.sSeatedOnly : f.code === "chat/too_fast" ? m.sTooFast : f.message;
