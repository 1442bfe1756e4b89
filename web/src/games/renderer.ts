// What a game brings to the play page. The page itself (header, log line, live
// link, errors, waiting room, standings, announcements) is the same for every
// game; a game is one module implementing this and one line in ./index.ts.
import type { View } from "../../../src/protocol";

export interface TableContext {
  view: View;
  /** Seat names by seat number ("Seat 3" while a seat is empty). */
  names: string[];
  /** Posts a move with the view's version. */
  send(move: unknown): void;
  /** True while a move is on its way: buttons are disabled meanwhile. */
  busy: boolean;
  /**
   * In-place choices (e.g. "twist: which die?"): kept across live re-renders of
   * the same version, dropped when the version changes.
   */
  choice: string | null;
  choose(choice: string | null): void;
  /** The view shown just before this one (for motion on what changed), if any. */
  previous: View | null;
  /**
   * Replays of finished matches only (match page, finished embeds): the game's
   * `reveal(state)` at this step, everything hidden included. Absent in live play.
   */
  revealed?: unknown;
}

export interface GameRenderer {
  /** The table: center, every seat's row, whose turn. */
  table(ctx: TableContext): Node;
  /** The viewer's move buttons (null when there is nothing to do). */
  moves(ctx: TableContext): Node | null;
  /**
   * Replays only: what `ctx.revealed` adds to the spectator's table (hands,
   * peeked cards, the next cards of the deck), drawn face up under the table.
   * Optional: without it the replay lists the hidden values it finds in the
   * reveal data as plain text (web/src/replay/hidden-fallback.ts).
   */
  revealed?(ctx: TableContext): Node | null;
}
