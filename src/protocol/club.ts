// The wire shapes of clubs (api.md "Clubs"): what the club routes take and answer,
// shared by the Worker (src/http/club-routes.ts, src/club) and the club pages.
import type { GameId } from "../engine/types";

/** A standings board: Stakes at 3–6 seats, its two-seat Duel, Dobbelsjanse, Twelves. */
export type Board = "stakes" | "duel" | "dobbelsjanse" | "twelves";
export const BOARDS: readonly Board[] = ["stakes", "duel", "dobbelsjanse", "twelves"];

/** The board a finished table counts on. */
export function boardOf(game: GameId, seats: number): Board {
  if (game === "stakes") return seats === 2 ? "duel" : "stakes";
  return game;
}

export const CLUB_NAME_MAX = 40;
export const MEMBER_NAME_MAX = 24;
export const CLUB_MAX_MEMBERS = 50;
export const CLUB_MAX_TABLES_LISTED = 50;
/** A club with no table for this long is cleaned up. */
export const CLUB_IDLE_MS = 180 * 24 * 3_600_000;

export interface ClubMember {
  id: string;
  name: string;
}

export interface ClubMemberWithToken extends ClubMember {
  /** A bearer secret: sent as `Authorization: Bearer`, kept in a page's fragment, never in a path. */
  token: string;
}

/** POST /api/clubs → 201. */
export interface CreateClubResponse {
  id: string;
  member: ClubMemberWithToken;
  invite: string;
  urls: { club: string; join: string };
}

/** POST /api/clubs/:id/join → 201. */
export interface JoinClubResponse {
  member: ClubMemberWithToken;
  urls: { club: string };
}

/** Weng-Lin (openskill's Plackett-Luce with its defaults); ordinal = mu − 3·sigma. */
export interface ClubRating {
  mu: number;
  sigma: number;
  ordinal: number;
}

export interface StandingEntry {
  member: string;
  name: string;
  played: number;
  /** Matches in which this member placed first among all seats (ties included). */
  wins: number;
  rating: ClubRating;
}

/** Per board a member has played, best ordinal first. */
export type Standings = Partial<Record<Board, StandingEntry[]>>;

export interface ClubTablePlayer {
  seat: number;
  name: string;
  /** The member holding the seat; null for a guest or a bot. */
  member: string | null;
  bot?: "easy" | "strong";
}

export interface ClubTable {
  id: string;
  game: GameId;
  seats: number;
  status: "waiting" | "playing" | "finished";
  players: ClubTablePlayer[];
  urls: { watch: string; join?: string };
}

/** GET /api/clubs/:id (members only). */
export interface ClubView {
  id: string;
  name: string;
  invite: string;
  members: ClubMember[];
  /** The asking member's id. */
  you: string;
  tables: ClubTable[];
  standings: Standings;
}

export interface ClubResult {
  /** The match record's id (/m/:match). */
  match: string;
  board: Board;
  finishedAt: string;
  /** The member seats only, each with its place among all seats (1 = first; ties share a place). */
  places: { member: string; place: number }[];
}

/** GET /api/clubs/:id/results: in the order applied to the ratings. */
export interface ClubResults {
  results: ClubResult[];
}

export interface Versus {
  member: string;
  name: string;
  played: number;
  won: number;
  lost: number;
}

/** GET /api/clubs/:id/members/:memberId: head to head. */
export interface MemberRecord {
  id: string;
  name: string;
  boards: Partial<Record<Board, StandingEntry>>;
  versus: Versus[];
}

/** POST /api/clubs/:id/tables/:gameId/join → 201 (200 when the member held the seat already). */
export interface ClubSeatResponse {
  seat: number;
  token: string;
  urls: { play: string };
}

/** The push a member gets when another member opens a club table with a seat free. */
export interface ClubPushPayload {
  type: "club_table";
  /** The new table's id. */
  id: string;
  game: GameId;
  club: string;
  title: string;
  body: string;
  /** <origin>/c/:club (never a token). */
  url: string;
  lang?: "nb";
}
