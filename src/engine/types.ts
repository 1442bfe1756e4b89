// The shape every game shares. A game is a plain definition object (boardgame.io
// style) of pure functions over a JSON-serialisable state: the room persists the
// state as JSON, the browser runs the same code, and replay needs only the seed,
// the options and the move log.
import type { GameLog } from "./log";
import type { GameLines } from "./log-texts";
import type { Result } from "./result";

export type Seat = number;
export const GAME_IDS = ["stakes", "dobbelsjanse", "twelves"] as const;
export type GameId = (typeof GAME_IDS)[number];

/** A rule refusing a well-formed move: 422 with this code. */
export interface MoveError {
  code: `move/${string}`;
  message: string;
}

export interface GameResult {
  winners: Seat[];
  scores: number[];
  /**
   * Why a match ended other than by its rules: "abandoned" (no move for 30 days, no winners),
   * "claimed" (at two seats, the winner claimed it once time had played the other's last two turns).
   */
  reason?: "abandoned" | "claimed";
}

/**
 * One line of the table's log. `to` limits who may read it (a private line, e.g.
 * "You peek 7H, KS"); without it everyone may. `n` is the state version (accepted
 * moves so far) after which it happened.
 */
export interface LogEntry {
  n: number;
  text: string;
  /** Machine-readable kind, e.g. "flip", "bust", "round" (free per game). */
  kind: string;
  seat?: Seat;
  to?: Seat[];
  /** A move the seat did not choose: time played it, or the seat had resigned (replay.ts marks it). */
  by?: "timeout" | "resigned";
}

/** What every game state carries besides its own fields. */
export interface BaseState {
  /** Accepted moves so far (the view's `version`). */
  version: number;
  /** Shared between states, never copied per move (log.ts); read it as text with logLines. */
  log: GameLog;
}

export interface SetupInput<O> {
  seats: number;
  /** 64 lowercase hex chars. */
  seed: string;
  options: O;
}

export interface GameDef<S extends BaseState, M extends { type: string }, O> {
  id: GameId;
  name: string;
  minSeats: number;
  maxSeats: number;
  /**
   * Validates creation options, including `fixture`. `raw` is the request's
   * `options` (undefined when absent). An error string becomes 400 request/invalid.
   */
  parseOptions(raw: unknown, seats: number): Result<O, string>;
  /** Validates a move's shape only (not its legality): null → 400 request/invalid. */
  parseMove(raw: unknown): M | null;
  setup(input: SetupInput<O>): S;
  /** Seats whose move the game is waiting for (empty when finished). */
  toAct(state: S): Seat[];
  /** Every move `seat` may make now, each exactly as it would be posted. */
  legal(state: S, seat: Seat): M[];
  /** Never mutates `state`. */
  apply(state: S, seat: Seat, move: M): Result<S, MoveError>;
  /** The public `state` field of the view for a seat, or a spectator (null). */
  view(state: S, seat: Seat | null): unknown;
  /** The whole state with every hidden thing shown, for replays of finished matches. */
  reveal(state: S): unknown;
  /** Non-null exactly when the match is over. */
  result(state: S): GameResult | null;
  /** Each seat's score as it stands (what `result` reports at the end): an abandoned match is recorded with these. */
  scores(state: S): number[];
  /** The move played for a seat whose time ran out (issue: async play); null if none is due. */
  defaultMove(state: S, seat: Seat): M | null;
  /**
   * A seat leaves the match (resign, or a timeout where a timeout loses): the new
   * state, one version on, or null when this game has no resignation of its own at
   * this table (the room then plays the seat's default moves from then on). Pure,
   * like apply, so replay reproduces forfeits exactly.
   */
  resign?(state: S, seat: Seat): S | null;
  /** Its events as log lines, in the words of the catalog they are read in (texts.ts). */
  lines: GameLines;
}

// Any game, for code that handles all of them alike (room, replay, tests).
// biome-ignore lint/suspicious/noExplicitAny: any game's (or policy's) types, for code that handles them all alike
export type AnyGameDef = GameDef<any, any, any>;

/** The log lines `seat` may read (spectator: null). */
export function visibleLog(log: readonly LogEntry[], seat: Seat | null): LogEntry[] {
  const out: LogEntry[] = [];
  for (const e of log) {
    if (!e.to) out.push(e);
    else if (seat !== null && e.to.includes(seat)) {
      const { to: _to, ...rest } = e;
      out.push(rest);
    }
  }
  return out;
}
