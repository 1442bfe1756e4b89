// The clubs part of the public API (docs/api.md, "Clubs"), as the pages use it.
// Every call goes through ../lib/api's `call`: the member token travels in the
// Authorization header only.
import { type Answer, call, type Created } from "../lib/api";
import type {
  ClubResults,
  ClubSeatResponse,
  ClubView,
  CreateClubResponse,
  JoinClubResponse,
  MemberRecord,
} from "../../../src/protocol/club";

export { BOARDS } from "../../../src/protocol/club";
export type { Board, ClubResult, ClubTable } from "../../../src/protocol/club";
export type Club = ClubView;
export type HeadToHead = MemberRecord;

const at = (id: string) => `/api/clubs/${encodeURIComponent(id)}`;

export const clubApi = {
  create: (name: string, member: string): Promise<Answer<CreateClubResponse>> =>
    call("POST", "/api/clubs", { name, member: { name: member } }),
  join: (id: string, name: string, invite: string): Promise<Answer<JoinClubResponse>> =>
    call("POST", `${at(id)}/join`, { name, invite }),
  club: (id: string, token: string): Promise<Answer<Club>> => call("GET", at(id), undefined, token),
  results: (id: string, token: string): Promise<Answer<ClubResults>> =>
    call("GET", `${at(id)}/results`, undefined, token),
  member: (id: string, member: string, token: string): Promise<Answer<HeadToHead>> =>
    call("GET", `${at(id)}/members/${encodeURIComponent(member)}`, undefined, token),
  newTable: (id: string, token: string, body: unknown): Promise<Answer<Created>> =>
    call("POST", `${at(id)}/tables`, body, token),
  takeSeat: (id: string, game: string, token: string): Promise<Answer<ClubSeatResponse>> =>
    call("POST", `${at(id)}/tables/${encodeURIComponent(game)}/join`, undefined, token),
};
