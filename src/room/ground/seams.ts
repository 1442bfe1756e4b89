// The table's seams: what it takes from the outside world and what tests replace
// (GameRoom.setSeams in the worker tests, the memory host in the Node tests), all in
// one typed place instead of public fields set from anywhere. The Durable Object's
// are made in ../cloudflare/host.
import type { MatchRecord } from "../../protocol/api";

export interface RoomSeams {
  /**
   * "Now" for deadlines, chat limits and retries: the table's clock (../timers/test-clock),
   * real time plus the table's test-clock lead (POST …/fixture/advance).
   */
  clock: () => number;
  /** Where finished matches go (D1); tests swap in a failing one. */
  sink: MatchSink;
  /** Where a club table reports its finished match (the club's object: src/club). */
  clubs: ClubSink;
  /** Outbound requests: webhooks and Web Push. */
  fetcher: typeof fetch;
  /** Live-socket limits (../live/socket-limits); tests shorten the hello timeout or lower the cap. */
  socketLimits: SocketLimits;
}

/** Where finished matches go (D1 in the Durable Object: ../delivery/outbox retries until it confirms). */
export interface MatchSink {
  insert(record: MatchRecord): Promise<void>;
}

/** A club's answer to a report: taken now, taken before, or never (not its table, or no such club). */
export type ClubReportOutcome = "applied" | "already" | "refused";

/** Where a club table's finished match goes (../delivery/club-report retries until the club answers). */
export interface ClubSink {
  report(club: string, table: string, key: string, record: string): Promise<ClubReportOutcome>;
}

/** What one live socket may do (../live/socket-limits says how they are held to it). */
export interface SocketLimits {
  maxFrameBytes: number;
  maxMessages: number;
  windowMs: number;
  helloTimeoutMs: number;
  /** Watcher sockets (spectators the relays could not take) one Durable Object holds. */
  maxWatchers: number;
}

export const SOCKET_LIMITS: SocketLimits = {
  maxFrameBytes: 4096,
  maxMessages: 20,
  windowMs: 10_000,
  helloTimeoutMs: 30_000,
  maxWatchers: 1000,
};
