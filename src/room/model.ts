// What a room holds, in memory: loaded once from SQLite and kept in step with it.
import type { BaseState, GameId } from "../engine/types";

export interface RoomMeta {
  id: string;
  game: GameId;
  seatsTotal: number;
  /** The options exactly as validated at creation (replay parses them again). */
  options: unknown;
  serverSeed: string;
  commitment: string;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  /** The engine's seed, derived when the last seat is taken. */
  seed: string | null;
}

export interface SeatRow {
  seat: number;
  name: string;
  tokenHash: string;
  /** Lowercase hex, "" when the seat sent none. */
  entropy: string;
}

export interface MoveRow {
  seat: number;
  move: unknown;
  at: string;
}

export interface Room {
  meta: RoomMeta;
  seats: SeatRow[];
  /** The game state (JSON), null while waiting for seats. */
  state: BaseState | null;
}

export type RoomError = { code: string; message: string };
