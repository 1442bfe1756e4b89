// Log lines as the view carries them (the room has already put names in place
// of the engines' "Seat N"), with card codes shown as people write them (7♥)
// and the room's UTC times ("Paused until 2026-12-03 14:00 UTC.") in the
// reader's own time and language.
import { restampLog } from "../../../src/protocol/log-time";
import { localWhen } from "../i18n/when";
import { cardShort } from "../parts/card-short";

export function humanLog(text: string): string {
  const cards = text.replace(/\b(10|[2-9AJQK])([SHDC])\b/g, (code: string) => cardShort(code));
  return restampLog(cards, localWhen);
}

/**
 * The lines worth a glance: everything since the viewer last moved (what the
 * others did meanwhile), at most `max` lines; for a spectator, the last move's.
 */
export function recentLines<T extends { n: number; seat?: number }>(
  log: readonly T[],
  you: number | null,
  max = 3,
): T[] {
  if (log.length === 0) return [];
  let from = log.length - 1;
  const lastN = log[from]!.n;
  while (from > 0 && log[from - 1]!.n === lastN) from--;
  if (you !== null) {
    let mine = -1;
    for (let i = log.length - 1; i >= 0; i--)
      if (log[i]!.seat === you) {
        mine = log[i]!.n;
        break;
      }
    let k = log.length;
    while (k > 0 && log[k - 1]!.n > mine) k--;
    if (k < from) from = k;
  }
  return log.slice(Math.max(from, log.length - max));
}
