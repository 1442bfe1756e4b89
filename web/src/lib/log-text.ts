// Log lines as the view carries them (the room has already put names in place
// of the engines' "Seat N"), with card codes shown as people write them (7♥)
// and the room's UTC times ("Paused until 2026-12-03 14:00 UTC.") in the
// reader's own time and language.
import { restampLog } from "../../../src/protocol/log-time";
import { localWhen } from "../i18n/when";
import { cardShort } from "../parts/card-short";
import { h } from "./dom";

export function humanLog(text: string): string {
  const cards = text.replace(/\b(10|[2-9AJQK])([SHDC])\b/g, (code: string) => cardShort(code));
  return restampLog(cards, localWhen);
}

// A screen reader says "♠" as "black spade suit": where a line is read out, the suit is a word.
// The card drawing (../parts/card) fills this in, so a game without cards carries no suit words.
export const SUIT_WORD: Record<string, string> = {};
const SIGNS = /([♠♥♦♣])/;

/** A shown line for the page: each suit sign an image named by its word (the text stays "7♥"). */
export function logNodes(text: string): (string | HTMLElement)[] {
  return text.split(SIGNS).map((p, i) => (i % 2 ? h("span", { role: "img", "aria-label": SUIT_WORD[p] }, p) : p));
}

/** A shown line as a screen reader should hear it, for the live region. */
export function spokenLog(text: string): string {
  return text.replace(/[♠♥♦♣]/g, (s) => ` ${SUIT_WORD[s] ?? s}`);
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
