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

/** One seat's line in a round's summary. */
export interface RoundRow {
  seat: number;
  /** What happened to the seat this round, in words ("Banked 15, exactly on target"). */
  result: string;
  /** What the round gave it ("+20", "won", "—"). */
  points: string;
  /** The running total after the round; empty where the game has none to show. */
  total: string;
  /** Best of the round (won it, took the pool). */
  best?: boolean;
}

/** A finished round (a game of the match in Twelves), read from the view and its log. */
export interface RoundEnd {
  /** Unique per round end; a summary dismissed stays dismissed. */
  key: string;
  /** Index in view.log of the line that ended the round (the full log shows the summary there). */
  at: number;
  /** No move has been played since it ended. */
  fresh: boolean;
  title: string;
  /** How it ended, in a line ("Ann's 20 beats Bob's 18"). */
  how: string;
  /** The results column's heading (default "This round"). */
  resultLabel?: string;
  pointsLabel: string;
  totalLabel: string;
  rows: RoundRow[];
  /** Anything the game adds (Twelves: the showdown hands). */
  extra?: Node | null;
  /** What comes next ("Round 3: dice 6 and 6, target 22. Bob flips first."). */
  next: string;
}

export interface GameRenderer {
  /** The table: center, every seat's row, whose turn. */
  table(ctx: TableContext): Node;
  /** The viewer's move buttons (null when there is nothing to do). */
  moves?(ctx: TableContext): Node | null;
  /**
   * Replays only: what `ctx.revealed` adds to the spectator's table (hands,
   * peeked cards, the next cards of the deck), drawn face up under the table.
   * Every game's replay renderer has one (games/<game>/revealed.ts); live tables never do.
   */
  revealed?(ctx: TableContext): Node | null;
  /** Every round ended so far, oldest first (the play page shows the last one as it happens). */
  roundEnds?(ctx: TableContext): RoundEnd[];
}
