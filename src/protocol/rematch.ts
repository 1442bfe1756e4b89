// How many seats a rematch table has when a seat that accepted starts it without
// the seats still to answer (docs/api.md "Rematch"): just the seats that come
// along, when the game's rules allow that many players, so the new game starts at
// once; otherwise the old count, with the missing seats open for an invite or a
// bot. Shared by the room, which makes the table, and the play page, which says
// beforehand which of the two will happen.
import type { GameId } from "../engine/types";

/** The fewest players the game on this table is played by: a Stakes table of three or more never turns into a Duel. */
export function fewestSeats(game: GameId, seatsTotal: number): number {
  if (game === "stakes") return seatsTotal > 2 ? 3 : 2;
  return game === "dobbelsjanse" ? 3 : 2;
}

/** The new table's seat count when `coming` seats (bots included) start the rematch without the others. */
export function seatsWithout(game: GameId, seatsTotal: number, coming: number): number {
  return coming >= fewestSeats(game, seatsTotal) ? Math.min(coming, seatsTotal) : seatsTotal;
}
