// Seat facts every page derives from a view.
import type { View } from "../../../src/protocol";
import * as m from "../i18n/messages";

/** Seats at the table, taken or not (the service adds `seatsTotal` to the view). */
export function seatsTotal(v: View): number {
  return typeof v.seatsTotal === "number" ? v.seatsTotal : v.seats.length;
}

/** Names by seat number; "Open seat" (in the page's language) where nobody sits yet. */
export function seatNames(v: View): string[] {
  const names: string[] = Array.from({ length: Math.max(seatsTotal(v), v.seats.length) }, () => m.openSeat);
  for (const s of v.seats) names[s.seat] = s.name;
  return names;
}
