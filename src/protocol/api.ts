// Request and response bodies of the HTTP API besides the view (api.md).
import type { GameId, GameResult, Seat } from "../engine/types";
import type { LoggedMove } from "../engine/replay";
import type { RoomOptions } from "./async";
import type { SeatInfo } from "./view";

export interface CreateGameRequest {
  game: GameId;
  seats: number;
  name: string;
  options?: unknown;
  /** 1–128 hex chars, even length: this seat's contribution to the seed. */
  entropy?: string;
}

export interface CreateGameResponse {
  id: string;
  seat: 0;
  token: string;
  commitment: string;
  /** The secret a join needs (api.md "Invites"); also in urls.invite's fragment. */
  invite: string;
  urls: { play: string; invite: string; watch: string; embed: string };
}

export interface JoinGameRequest {
  name: string;
  invite: string;
  entropy?: string;
}

export interface JoinGameResponse {
  seat: Seat;
  token: string;
  urls: { play: string };
}

/** POST /api/games/:id/seats/:seat/replace with `{with: "invite"}`: whoever joins with it takes the seat over. */
export interface ReplaceSeatResponse {
  invite: string;
  seat: Seat;
  urls: { invite: string };
}

export interface MoveRequest<Move = unknown> {
  version: number;
  move: Move;
}

/** Who took a seat over, and the first move (index in `moves`) that was theirs. */
export interface SeatTakeover {
  name: string;
  bot?: "easy" | "strong";
  fromMove: number;
}

/** A player of a finished match: the name the seat started under, and who took it over later. */
export type MatchPlayer = Omit<SeatInfo, "absent"> & { replacedBy?: SeatTakeover[] };

/** One finished match in GET /api/matches. */
export interface MatchSummary {
  id: string;
  game: GameId;
  seats: number;
  players: MatchPlayer[];
  result: GameResult;
  createdAt: string;
  startedAt: string;
  finishedAt: string;
}

/** GET /api/matches/:id: everything needed to replay and check the match. */
export interface MatchRecord extends MatchSummary {
  options: unknown;
  commitment: string;
  serverSeed: string;
  /** Per seat, "" for a seat that sent none; [] when no seat sent any. */
  entropy: string[];
  seed: string;
  /** Moves in order; `by` marks one played for the seat (timeout, resigned); `resign: true` a resignation. */
  moves: LoggedMove[];
  /** How the match was played: time per move and whether a timeout lost it (absent in older records). */
  room?: RoomOptions;
}

export interface MatchList {
  matches: MatchSummary[];
  /** Pass as `before` for the next (older) page; null at the end. */
  next: string | null;
}
