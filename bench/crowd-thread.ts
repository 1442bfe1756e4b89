// The spectators of the crowd benchmark, in their own thread: the player timing
// its moves on the main thread is a different client, and must not wait behind
// thousands of spectator messages in one event loop.
import { parentPort, workerData } from "node:worker_threads";
import WebSocket from "ws";

export interface CrowdSetup {
  url: string;
  count: number;
  /** The socket is held by the game object itself (the old path; `url` asks for it). */
  direct: boolean;
  waitMs: number;
}

export type ToCrowd = { type: "wait"; version: number } | { type: "close" };
export type FromCrowd =
  | { type: "ready"; connectMs: number }
  | { type: "failed"; message: string }
  /** Absolute arrival times (ms since the epoch, sub-ms) of `version`, one per spectator that got it. */
  | { type: "arrived"; version: number; times: number[]; missing: number }
  | { type: "closed"; disorder: number };

const now = () => performance.timeOrigin + performance.now();

/**
 * A spectator's socket without permessage-deflate. Browsers offer it, and the Worker
 * declines it (wrangler.toml's `no_web_socket_compression`), so in production views
 * travel uncompressed. Locally, miniflare's own entry layer in front of the Worker
 * accepts the offer regardless (a layer production does not have), so the crowd does
 * not make it: `CROWD_DEFLATE=1` makes it, to measure that layer's cost.
 */
function openSocket(url: string): WebSocket {
  return new WebSocket(url, { perMessageDeflate: process.env.CROWD_DEFLATE === "1" });
}

/** The top-level `version` of a view message without parsing it all (it comes before any nested one). */
function versionOf(text: string): number {
  if (!text.startsWith('{"type":"view"')) return -1;
  const at = text.indexOf('"version":');
  return at < 0 ? -1 : parseInt(text.slice(at + 10, at + 24), 10);
}

class Spectator {
  latest = -1;
  disorder = 0;
  readonly arrived = new Map<number, number>();
  readonly opened: Promise<void>;
  constructor(readonly ws: WebSocket) {
    let ready!: () => void;
    this.opened = new Promise((r) => (ready = r));
    ws.onopen = () => {
      ws.send(JSON.stringify({ type: "hello" }));
    };
    ws.onmessage = (e) => {
      const v = versionOf(String(e.data));
      if (v < 0) return;
      // Every view once, in order: each is exactly one version after the one before.
      if (this.latest >= 0 && v !== this.latest + 1) this.disorder++;
      this.latest = v;
      this.arrived.set(v, now());
      if (this.arrived.size === 1) ready();
      arrived(v);
    };
  }
}

const setup = workerData as CrowdSetup;
const port = parentPort!;
const crowd: Spectator[] = [];

async function connect(): Promise<void> {
  const start = now();
  for (let i = 0; i < setup.count; i += 100) {
    const batch = Array.from({ length: Math.min(100, setup.count - i) }, () => new Spectator(openSocket(setup.url)));
    crowd.push(...batch);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, fail) => {
      timer = setTimeout(() => fail(new Error(`spectators ${i}… did not connect in ${setup.waitMs} ms`)), setup.waitMs);
    });
    await Promise.race([Promise.all(batch.map((s) => s.opened)), timeout]).finally(() => clearTimeout(timer));
  }
  port.postMessage({ type: "ready", connectMs: now() - start } satisfies FromCrowd);
}

/**
 * Reports `version`'s arrival times once every spectator holds it, or when the wait
 * runs out. Counted as views arrive, not polled: a polling loop here would take CPU
 * from the player's move that is being timed (this machine has 2 cores).
 */
let waiting: { version: number; have: number; timer: ReturnType<typeof setTimeout> } | null = null;

function waitFor(version: number): void {
  const have = crowd.filter((s) => s.latest >= version).length;
  waiting = { version, have, timer: setTimeout(() => report(), setup.waitMs) };
  if (have === crowd.length) report();
}

/** A spectator got `version`: the last one completes the wait. */
function arrived(version: number): void {
  if (waiting?.version !== version) return;
  if (++waiting.have === crowd.length) report();
}

function report(): void {
  if (!waiting) return;
  const { version, timer } = waiting;
  clearTimeout(timer);
  waiting = null;
  const times = crowd.map((s) => s.arrived.get(version)).filter((t): t is number => t !== undefined);
  port.postMessage({ type: "arrived", version, times, missing: crowd.length - times.length } satisfies FromCrowd);
}

port.on("message", (m: ToCrowd) => {
  if (m.type === "wait") waitFor(m.version);
  else {
    for (const s of crowd) s.ws.close();
    port.postMessage({ type: "closed", disorder: crowd.reduce((n, s) => n + s.disorder, 0) } satisfies FromCrowd);
  }
});

connect().catch((e: unknown) => port.postMessage({ type: "failed", message: String(e) } satisfies FromCrowd));
