// Clubs as a client uses them (api.md "Clubs"): make one, join it, open and take
// club tables, read it; and the club's Durable Object for the tests that reach in.
import { env } from "cloudflare:workers";
import { vi } from "vitest";
import type { CreateGameResponse } from "../../src/protocol/api";
import type {
  ClubResults,
  ClubSeatResponse,
  ClubView,
  CreateClubResponse,
  JoinClubResponse,
} from "../../src/protocol/club";
import type { ClubRoom } from "../../src/index";
import { call, ok } from "./helpers";

export interface Club {
  id: string;
  invite: string;
  /** Member tokens by name. */
  tokens: Record<string, string>;
  ids: Record<string, string>;
}

export async function newClub(name = "Thursday club", first = "Ann", others: string[] = []): Promise<Club> {
  const created = await ok<CreateClubResponse>(
    call("/api/clubs", { method: "POST", json: { name, member: { name: first } } }),
    201,
  );
  const club: Club = {
    id: created.id,
    invite: created.invite,
    tokens: { [first]: created.member.token },
    ids: { [first]: created.member.id },
  };
  for (const n of others) await joinClub(club, n);
  return club;
}

export async function joinClub(club: Club, name: string): Promise<JoinClubResponse> {
  const joined = await ok<JoinClubResponse>(
    call(`/api/clubs/${club.id}/join`, { method: "POST", json: { name, invite: club.invite } }),
    201,
  );
  club.tokens[name] = joined.member.token;
  club.ids[name] = joined.member.id;
  return joined;
}

export function clubView(club: Club, who: string): Promise<ClubView> {
  return ok<ClubView>(call(`/api/clubs/${club.id}`, { token: club.tokens[who] }));
}

export function clubResults(club: Club, who: string): Promise<ClubResults> {
  return ok<ClubResults>(call(`/api/clubs/${club.id}/results`, { token: club.tokens[who] }));
}

export function openTable(club: Club, who: string, json: unknown): Promise<CreateGameResponse> {
  return ok<CreateGameResponse>(
    call(`/api/clubs/${club.id}/tables`, { method: "POST", token: club.tokens[who], json }),
    201,
  );
}

export async function takeSeat(club: Club, who: string, gameId: string, status = 201): Promise<ClubSeatResponse> {
  return ok<ClubSeatResponse>(
    call(`/api/clubs/${club.id}/tables/${gameId}/join`, { method: "POST", token: club.tokens[who] }),
    status,
  );
}

export function clubStub(id: string): DurableObjectStub<ClubRoom> {
  return env.CLUBS.get(env.CLUBS.idFromName(id));
}

/** A Duel between two members, ended at once by `loser` resigning; returns the table's id and seat tokens. */
export async function duelBetween(
  club: Club,
  host: string,
  guestMember: string,
): Promise<{ id: string; tokens: string[] }> {
  const t = await openTable(club, host, { game: "stakes", seats: 2 });
  const seat = await takeSeat(club, guestMember, t.id);
  return { id: t.id, tokens: [t.token, seat.token] };
}

export function resign(id: string, token: string): Promise<unknown> {
  return ok(call(`/api/games/${id}/resign`, { method: "POST", token }));
}

/** Waits (at most 5 s, api.md's bound) until the club has `n` results. */
export async function resultsReach(club: Club, who: string, n: number): Promise<ClubResults> {
  return vi.waitFor(
    async () => {
      const r = await clubResults(club, who);
      if (r.results.length < n) throw new Error(`${r.results.length} results, waiting for ${n}`);
      return r;
    },
    { timeout: 5_000, interval: 20 },
  );
}
