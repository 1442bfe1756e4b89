// The order every table draws its seats in.

/** Clockwise from the viewer: the next seat first, the viewer's own last; a spectator sees seat order. */
export function seatOrder(seats: number, you: number | null): number[] {
  return Array.from({ length: seats }, (_, i) => (you === null ? i : (you + 1 + i) % seats));
}
