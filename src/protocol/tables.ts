// "Your tables" and push subscriptions as they travel (api.md, second round).
import type { GameId, GameResult, Seat } from "../engine/types";
import type { SeriesView } from "./series";
import type { GameStatus } from "./view";

export const TABLES_MAX_SEATS = 100;

export interface TablesRequest {
  seats: { id: string; token: string }[];
}

/** One seat's table as the home page lists it. */
export interface TableEntry {
  id: string;
  game: GameId;
  status: GameStatus;
  seat: Seat;
  seats: { seat: Seat; name: string; bot?: string }[];
  yourTurn: boolean;
  /** ISO time this seat's current move is due; null when not due or no clock. */
  deadline: string | null;
  version: number;
  /** ISO time of the last change (creation, start, or the last move). */
  updatedAt: string;
  result?: GameResult;
  /** ISO time a pause agreed by every seat ends (docs/api.md "Pause by agreement"); absent when none is on. */
  pausedUntil?: string;
  /** A match of a series (docs/api.md "Series"): the score; absent for a single match. */
  series?: SeriesView;
  /** Once a series went on from this match: the next match's id, where the same token holds the same seat. */
  next?: string;
}

/** A seat that could not be read: an unknown game or a token that is not one of its seats. */
export interface TableError {
  id: string;
  /** server/unavailable: that one table could not be reached just now (ask again). */
  error: { code: "game/not_found" | "auth/invalid_token" | "server/unavailable"; message: string };
}

/**
 * A seat that was handed on (docs/api.md "Replacing a player who is gone"): its old
 * token is still known to the table, which says who took it over and when. Without
 * `replacedBy` the seat waits for the friend invited to it.
 */
export interface TableReplaced {
  id: string;
  error: "seat/replaced";
  replacedBy?: {
    name: string;
    bot?: "easy" | "strong";
    /** The view's version at the takeover. */
    fromMove: number;
    /** ISO time of the takeover (the table's clock). */
    at: string;
  };
}

export type TableAnswer = TableEntry | TableError | TableReplaced;

export interface TablesResponse {
  tables: TableAnswer[];
}

export interface PushSubscriptionJson {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}
