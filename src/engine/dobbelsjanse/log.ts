// Log lines. The engine knows seats, not names: a player appears as "Seat N"
// (N as in the API, from 0) and every line carries `seat`, so a page may show
// the seat's name in its place.
import type { LogEntry, Seat } from "../types";

export function who(seat: Seat): string {
  return `Seat ${seat}`;
}

export function line(n: number, kind: string, text: string, seat?: Seat, to?: Seat[]): LogEntry {
  const e: LogEntry = { n, kind, text };
  if (seat !== undefined) e.seat = seat;
  if (to) e.to = to;
  return e;
}
