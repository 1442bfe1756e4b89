// The abusive clients of the flood benchmark (./flood.ts), in their own thread so
// the seated player timing its moves on the main thread does not wait behind
// their event loop. Each client has its own address (`cf-connecting-ip`) and
// talks only to the loopback origin it is given. Two kinds:
// - "reconnect": each client opens a socket to the table, says `first`, and as
//   soon as that socket is answered, closed or refused (1013, 429) opens the next
//   one, one attempt at a time, holding the sockets that were let in;
// - "junk": each client holds `perClient` sockets to the table that sent junk
//   once and sit there; one the service closes (its 30 s hello timeout) is opened again.
// - "noop": each client sends plain GETs to `url` (an http:// no-op route) one
//   after another, as fast as they are answered: the floor any flood of requests
//   costs this machine, beside which (b)'s closes and refusals can be read.
// All stop at "stop", after `maxAttempts` per client, or at `deadlineMs`.
import { parentPort, workerData } from "node:worker_threads";
import WebSocket from "ws";

export interface FloodSetup {
  kind: "reconnect" | "junk" | "noop";
  /** ws://127.0.0.1:PORT/api/games/<id>/live */
  url: string;
  addresses: string[];
  perClient: number;
  /** The first message each socket sends. */
  first: string;
  maxAttempts: number;
  deadlineMs: number;
}

export interface FloodStats {
  attempts: number;
  /** Clients (addresses) that have been closed 1013 or refused 429 at least once. */
  clientsRefused: number;
  /** Upgraded and answered (a view, or the junk's error): a live socket. */
  admitted: number;
  /** Upgraded, then closed 1013 at once (the address's 100 at this table). */
  closed1013: number;
  /** Refused 429 before the upgrade (120 upgrades a minute). */
  refused429: number;
  /** Closed later, after being let in (the hello timeout). */
  closedLater: number;
  other: number;
  otherSample: string[];
  /** Sockets open now. */
  held: number;
}

export type ToFlood = { type: "stop" } | { type: "stats" };
export type FromFlood =
  | { type: "ready" }
  | { type: "stats"; stats: FloodStats }
  | { type: "stopped"; stats: FloodStats }
  | { type: "failed"; message: string };

const setup = workerData as FloodSetup;
const port = parentPort!;
const stats: FloodStats = {
  attempts: 0,
  clientsRefused: 0,
  admitted: 0,
  closed1013: 0,
  refused429: 0,
  closedLater: 0,
  other: 0,
  otherSample: [],
  held: 0,
};
const open = new Set<WebSocket>();
const deadline = Date.now() + setup.deadlineMs;
let stopping = false;

function other(what: string): void {
  stats.other++;
  if (stats.otherSample.length < 5) stats.otherSample.push(what);
}

/** One attempt: resolves with what happened first. A socket let in stays open (and counted in `open`). */
function attempt(address: string, onLaterClose: () => void): Promise<"admitted" | "1013" | "429" | "other"> {
  stats.attempts++;
  return new Promise((resolve) => {
    let settled = false;
    const done = (r: "admitted" | "1013" | "429" | "other") => {
      if (settled) return;
      settled = true;
      resolve(r);
    };
    const ws = new WebSocket(setup.url, { headers: { "cf-connecting-ip": address }, perMessageDeflate: false });
    ws.on("unexpected-response", (req, res) => {
      res.resume();
      req.destroy();
      if (res.statusCode === 429) {
        stats.refused429++;
        done("429");
      } else {
        other(`HTTP ${res.statusCode}`);
        done("other");
      }
    });
    ws.on("open", () => {
      open.add(ws);
      ws.send(setup.first);
    });
    ws.on("message", () => {
      if (settled) return;
      stats.admitted++;
      done("admitted");
    });
    ws.on("close", (code) => {
      open.delete(ws);
      if (!settled) {
        if (code === 1013) {
          stats.closed1013++;
          done("1013");
        } else {
          other(`close ${code}`);
          done("other");
        }
        return;
      }
      stats.closedLater++;
      onLaterClose();
    });
    ws.on("error", (e) => {
      if (!settled) {
        other(String(e.message).slice(0, 80));
        done("other");
      }
    });
  });
}

const live = () => !stopping && Date.now() < deadline;

async function reconnectClient(address: string): Promise<void> {
  let refused = false;
  for (let i = 0; i < setup.maxAttempts && live(); i++) {
    const r = await attempt(address, () => undefined);
    if (!refused && (r === "1013" || r === "429")) {
      refused = true;
      stats.clientsRefused++;
    }
  }
}

async function noopClient(address: string): Promise<void> {
  for (let i = 0; i < setup.maxAttempts && live(); i++) {
    stats.attempts++;
    try {
      const res = await fetch(setup.url, {
        headers: { "cf-connecting-ip": address },
        signal: AbortSignal.timeout(30_000),
      });
      await res.arrayBuffer();
      if (res.ok) stats.admitted++;
      else other(`HTTP ${res.status}`);
    } catch (e) {
      other(String(e).slice(0, 80));
    }
  }
}

async function junkClient(address: string): Promise<void> {
  let attempts = 0;
  const keepOne = async (): Promise<void> => {
    if (!live() || attempts >= setup.maxAttempts) return;
    attempts++;
    // Reopened when the service closes it (its hello timeout).
    const r = await attempt(address, () => void keepOne());
    if (r !== "admitted") return;
  };
  await Promise.all(Array.from({ length: setup.perClient }, () => keepOne()));
}

port.on("message", (m: ToFlood) => {
  if (m.type === "stats") port.postMessage({ type: "stats", stats: { ...stats, held: open.size } } satisfies FromFlood);
  if (m.type === "stop") {
    stopping = true;
    for (const ws of open) ws.terminate();
    open.clear();
    port.postMessage({ type: "stopped", stats: { ...stats, held: 0 } } satisfies FromFlood);
  }
});

try {
  if (setup.kind === "junk") {
    await Promise.all(setup.addresses.map(junkClient));
    port.postMessage({ type: "ready" } satisfies FromFlood);
  } else {
    port.postMessage({ type: "ready" } satisfies FromFlood);
    await Promise.all(setup.addresses.map(setup.kind === "noop" ? noopClient : reconnectClient));
  }
} catch (e) {
  port.postMessage({ type: "failed", message: String(e) } satisfies FromFlood);
}
