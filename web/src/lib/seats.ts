// Seat facts every page derives from a view.
import type { View } from "../../../src/protocol";

/** Seats at the table, taken or not (the service adds `seatsTotal` to the view). */
export function seatsTotal(v: View): number {
  return typeof v.seatsTotal === "number" ? v.seatsTotal : v.seats.length;
}

/** Names by seat number; "Open seat" where nobody sits yet. */
export function seatNames(v: View): string[] {
  const names: string[] = Array.from({ length: Math.max(seatsTotal(v), v.seats.length) }, () => "Open seat");
  for (const s of v.seats) names[s.seat] = s.name;
  return names;
}
