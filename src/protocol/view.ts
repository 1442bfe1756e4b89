// The wire vocabulary shared by the Worker and web/: one definition of what
// travels, so the two cannot drift apart. Shapes follow docs/api.md.
import type { GameId, GameResult, LogEntry, Seat } from "../engine/types";

export type GameStatus = "waiting" | "playing" | "finished";

export interface SeatInfo {
  seat: Seat;
  name: string;
  /** A bot seat's level. */
  bot?: "easy" | "strong";
  /** At 3–6 seats while playing: the seat resigned or time played its last two turns; another seat may hand it on. */
  absent?: true;
}

/** A line of the view's log; `at`: when it happened (ISO), where the table knows it. */
export type ViewLogLine = Omit<LogEntry, "to"> & { at?: string };

/** GET /api/games/:id, the body of POST .../moves, and every WebSocket "view". */
export interface View<State = unknown, Move = unknown> {
  id: string;
  game: GameId;
  status: GameStatus;
  version: number;
  seats: SeatInfo[];
  /** The viewer's seat, or null for a spectator. */
  you: Seat | null;
  toAct: Seat[];
  legal: Move[];
  /** null while waiting for seats. */
  state: State | null;
  log: ViewLogLine[];
  result?: GameResult;
  commitment: string;
  /** How many seats the table has (always sent), so pages can show "2 of 4 joined". */
  seatsTotal?: number;
  /**
   * While waiting: the seats held for bots asked for at creation (the highest
   * seats; they sit down, with these names, once the human seats are taken).
   */
  reservedBots?: (SeatInfo & { bot: "easy" | "strong" })[];
  /** Only once the match is finished: the committed server seed and the seed that drove the engine. */
  serverSeed?: string;
  seed?: string;
  /** A table opened from Discord: the display name of who opened it there. */
  discord?: { by: string };
  /** Anything else the service adds (deadlines, chat, …) is documented in the README. */
  [extra: string]: unknown;
}
