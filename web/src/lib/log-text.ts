// Engines write "Seat 2" (they know seats, not names) and card codes ("7H");
// people read names and suits. Every line carries its own seat, but one line
// can name several seats, so each "Seat N" is replaced where it stands.
import { cardShort } from "../parts/card";
import type { View } from "../../../src/protocol";

export function seatNames(view: View): string[] {
  const total = typeof view.seatsTotal === "number" ? view.seatsTotal : view.seats.length;
  const names: string[] = [];
  for (let i = 0; i < Math.max(total, view.seats.length); i++) names.push("Open seat");
  for (const s of view.seats) names[s.seat] = s.name;
  return names;
}

export function humanLog(text: string, names: readonly string[], you: number | null): string {
  return text
    .replace(/\bSeat (\d+)\b/g, (m, n: string) => {
      const seat = Number(n);
      const name = names[seat] ?? m;
      return seat === you ? `${name} (you)` : name;
    })
    .replace(/\b(10|[2-9AJQK])([SHDC])\b/g, (code: string) => cardShort(code));
}

/**
 * The lines worth a glance: everything since the viewer last moved (what the
 * others did meanwhile), at most `max` lines; for a spectator, the last move's.
 */
export function recentLines<T extends { n: number; seat?: number }>(log: readonly T[], you: number | null, max = 4): T[] {
  if (log.length === 0) return [];
  let from = log.length - 1;
  const lastN = log[from]!.n;
  while (from > 0 && log[from - 1]!.n === lastN) from--;
  if (you !== null) {
    let mine = -1;
    for (let i = log.length - 1; i >= 0; i--) if (log[i]!.seat === you) { mine = log[i]!.n; break; }
    let k = log.length;
    while (k > 0 && log[k - 1]!.n > mine) k--;
    if (k < from) from = k;
  }
  return log.slice(Math.max(from, log.length - max));
}
