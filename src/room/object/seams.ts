// The game object's seams: what it takes from the outside world and what worker
// tests replace (RoomObject.setSeams), all in one typed place instead of public
// fields set from anywhere.
import { insertMatch } from "../../db/matches";
import type { MatchSink } from "../delivery/outbox";
import { SOCKET_LIMITS, type SocketLimits } from "../live/socket-limits";

export interface RoomSeams {
  /**
   * "Now" for deadlines, chat limits and retries: real time plus the table's
   * test-clock lead (POST …/fixture/advance, ../timers/test-clock).
   */
  clock: () => number;
  /** Where finished matches go (D1); tests swap in a failing one. */
  sink: MatchSink;
  /** Outbound requests: webhooks and Web Push. */
  fetcher: typeof fetch;
  /** Live-socket limits (../live/socket-limits); tests shorten the hello timeout or lower the cap. */
  socketLimits: SocketLimits;
}

/** The seams of a real table: `clockLead` is its test-clock lead (0 unless a test moved it). */
export function defaultSeams(env: Env, clockLead: () => number): RoomSeams {
  return {
    clock: () => Date.now() + clockLead(),
    sink: { insert: (record) => insertMatch(env.DB, record) },
    fetcher: (input, init) => fetch(input, init),
    socketLimits: SOCKET_LIMITS,
  };
}
