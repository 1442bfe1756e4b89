// Reading a table's log: the view's lines carry a machine-readable `kind`, the
// acting `seat` and the version `n` they happened at, with the players' names
// already in place of the engines' "Seat N". The round summaries and the bust
// markers read what happened from these lines rather than keeping a memory of
// their own, so a page opened mid-round shows the same as one that watched.
import type { View } from "../../../src/protocol";

export type Line = View["log"][number];

const CARD = /^(10|[2-9AJQK])([SHDC])\b/;

/** The card code a line names right after `lead` (e.g. "Ann flips "), or null. */
export function cardAfter(text: string, lead: string): string | null {
  if (!text.startsWith(lead)) return null;
  const m = CARD.exec(text.slice(lead.length));
  return m ? m[0] : null;
}

/** The last whole number in a text after `word` ("busts at 18" → 18), or null. */
export function numberAfter(text: string, word: string): number | null {
  const all = [...text.matchAll(new RegExp(`${word} (\\d+)`, "g"))];
  const last = all[all.length - 1];
  return last ? Number(last[1]) : null;
}

/** Indexes of the lines of `kind` whose text matches `re`, with the first capture as a number. */
export function marks(log: readonly Line[], kind: string, re: RegExp): { i: number; k: number }[] {
  const out: { i: number; k: number }[] = [];
  log.forEach((e, i) => {
    if (e.kind !== kind) return;
    const m = re.exec(e.text);
    if (m) out.push({ i, k: Number(m[1]) });
  });
  return out;
}

/** The last line for `seat` among `lines` whose kind is one of `kinds`. */
export function lastOf(lines: readonly Line[], seat: number, kinds: readonly string[]): Line | undefined {
  for (let i = lines.length - 1; i >= 0; i--)
    if (lines[i]!.seat === seat && kinds.includes(lines[i]!.kind)) return lines[i];
  return undefined;
}
