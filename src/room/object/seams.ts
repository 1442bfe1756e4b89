// The table's seams: what it takes from the outside world and what tests replace
// (GameRoom.setSeams in the worker tests, the memory host in the Node tests), all in
// one typed place instead of public fields set from anywhere. The Durable Object's
// are made in ../cloudflare/host.
import type { MatchSink } from "../delivery/outbox";
import type { SocketLimits } from "../live/socket-limits";

export interface RoomSeams {
  /**
   * "Now" for deadlines, chat limits and retries: the table's clock (../timers/test-clock),
   * real time plus the table's test-clock lead (POST …/fixture/advance).
   */
  clock: () => number;
  /** Where finished matches go (D1); tests swap in a failing one. */
  sink: MatchSink;
  /** Outbound requests: webhooks and Web Push. */
  fetcher: typeof fetch;
  /** Live-socket limits (../live/socket-limits); tests shorten the hello timeout or lower the cap. */
  socketLimits: SocketLimits;
}
