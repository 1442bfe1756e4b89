// The clubs part of the public API (docs/api.md, "Clubs"), as the pages use it.
// Every call goes through ../lib/api's `call`: the member token travels in the
// Authorization header only.
import { type Answer, call, type Created, type Joined } from "../lib/api";

export type Board = "stakes" | "duel" | "dobbelsjanse" | "twelves";
export const BOARDS: readonly Board[] = ["stakes", "duel", "dobbelsjanse", "twelves"];

export interface Rating {
  mu: number;
  sigma: number;
  ordinal: number;
}
export interface Standing {
  member: string;
  name: string;
  played: number;
  wins: number;
  rating: Rating;
}
export interface ClubTable {
  id: string;
  game: string;
  seats: number;
  status: string;
  players: { seat: number; name: string; member: string | null; bot?: string | boolean }[];
  urls: { watch: string; join?: string };
}
export interface Club {
  id: string;
  name: string;
  invite: string;
  members: { id: string; name: string }[];
  you: string;
  tables: ClubTable[];
  standings: Partial<Record<Board, Standing[]>>;
}
export interface ClubCreated {
  id: string;
  member: { id: string; name: string; token: string };
  invite: string;
  urls: { club: string; join: string };
}
export interface ClubJoined {
  member: { id: string; name: string; token: string };
  urls: { club: string };
}
export interface ClubResult {
  match: string;
  board: Board;
  finishedAt: string;
  places: { member: string; place: number }[];
}
export interface HeadToHead {
  id: string;
  name: string;
  boards: Partial<Record<Board, Omit<Standing, "member" | "name">>>;
  versus: { member: string; name: string; played: number; won: number; lost: number }[];
}

const at = (id: string) => `/api/clubs/${encodeURIComponent(id)}`;

export const clubApi = {
  create: (name: string, member: string): Promise<Answer<ClubCreated>> =>
    call("POST", "/api/clubs", { name, member: { name: member } }),
  join: (id: string, name: string, invite: string): Promise<Answer<ClubJoined>> =>
    call("POST", `${at(id)}/join`, { name, invite }),
  club: (id: string, token: string): Promise<Answer<Club>> => call("GET", at(id), undefined, token),
  results: (id: string, token: string): Promise<Answer<{ results: ClubResult[] }>> =>
    call("GET", `${at(id)}/results`, undefined, token),
  member: (id: string, member: string, token: string): Promise<Answer<HeadToHead>> =>
    call("GET", `${at(id)}/members/${encodeURIComponent(member)}`, undefined, token),
  newTable: (id: string, token: string, body: unknown): Promise<Answer<Created>> =>
    call("POST", `${at(id)}/tables`, body, token),
  takeSeat: (id: string, game: string, token: string): Promise<Answer<Joined & { seat: number }>> =>
    call("POST", `${at(id)}/tables/${encodeURIComponent(game)}/join`, undefined, token),
};
