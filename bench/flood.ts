// The flood benchmark (issue 23): a seated player's move while others abuse live
// sockets, against wrangler dev with RATE_LIMITS on. Three phases on one machine:
// (a) quiet: the seated move's round trip (POST until the answer) alone;
// (b) while 50 clients, each from its own address, reconnect to another table
//     as fast as their sockets are answered, closed (the 30 s hello timeout, or
//     1013: 100 per address and table) or refused (429: 120 upgrades a minute),
//     timed over a whole minute of the limiter;
// (c) while 1,000 junk sockets (20 addresses × 50, each sent junk once) sit on
//     the same table; and how long a seat's hello takes to be answered then.
// Reports p50s as ratios to quiet. Goals: (b) ≤ 2×, the seat's hello in (c) < 1 s.
// Every loop is bounded in count and time and talks only to 127.0.0.1.
//
// Addresses: the Worker reads the client address from `cf-connecting-ip`, which
// wrangler dev passes through as the client sent it (miniflare sets it only when
// it is missing), so each client sends its own; the outcome counts show whether
// the Worker saw them apart (each address gets its own 120 upgrades a minute).
import { Worker } from "node:worker_threads";
import WebSocket from "ws";
import type { FloodSetup, FloodStats, FromFlood } from "./flood-thread";

interface Table {
  id: string;
  tokens: string[];
}

interface SeatView {
  version: number;
  status: string;
  toAct: number[];
  legal: { type: string }[];
}

const now = () => performance.now();
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Every request gives up after a minute: a service that stopped answering ends the run instead of hanging it. */
const fetch = (input: string, init: RequestInit = {}) =>
  globalThis.fetch(input, { ...init, signal: AbortSignal.timeout(60_000) });

async function json<T>(res: Response): Promise<T> {
  if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

let setupAddress = 0;
/** Set-up requests come from addresses of their own, so the create and join limits (20 and 60 a minute) never bite. */
const nextSetupAddress = () => `10.250.${(++setupAddress >> 8) & 255}.${setupAddress & 255}`;

async function newTable(origin: string): Promise<Table> {
  const headers = { "content-type": "application/json", "cf-connecting-ip": nextSetupAddress() };
  const post = (path: string, body: unknown) =>
    fetch(`${origin}${path}`, { method: "POST", headers, body: JSON.stringify(body) });
  const created = await json<{ id: string; token: string; invite: string }>(
    await post("/api/games", { game: "stakes", seats: 2, name: "Ann" }),
  );
  const joined = await json<{ token: string }>(
    await post(`/api/games/${created.id}/join`, { name: "Bob", invite: created.invite }),
  );
  return { id: created.id, tokens: [created.token, joined.token] };
}

async function nextMove(origin: string, t: Table): Promise<{ seat: number; body: string } | null> {
  const spectator = await json<SeatView>(await fetch(`${origin}/api/games/${t.id}`));
  if (spectator.status !== "playing") return null;
  const seat = spectator.toAct[0]!;
  const view = await json<SeatView>(
    await fetch(`${origin}/api/games/${t.id}`, { headers: { authorization: `Bearer ${t.tokens[seat]}` } }),
  );
  const move = view.legal.find((m) => m.type === "flip") ?? view.legal.find((m) => m.type === "bank") ?? view.legal[0];
  return move ? { seat, body: JSON.stringify({ version: view.version, move }) } : null;
}

/** The seated player: one move on its table (a new table when the match is over), timed from POST to answer. */
class Player {
  constructor(
    private readonly origin: string,
    public table: Table,
  ) {}

  async move(): Promise<number> {
    let next = await nextMove(this.origin, this.table);
    for (let i = 0; !next && i < 3; i++) {
      this.table = await newTable(this.origin);
      next = await nextMove(this.origin, this.table);
    }
    if (!next) throw new Error("no move to time");
    const start = now();
    await json(
      await fetch(`${this.origin}/api/games/${this.table.id}/moves`, {
        method: "POST",
        headers: { authorization: `Bearer ${this.table.tokens[next.seat]}`, "content-type": "application/json" },
        body: next.body,
      }),
    );
    return now() - start;
  }
}

/** Moves with a short pause between them, as between turns; `until` may ask for more (bounded by `max`). */
async function moves(
  p: Player,
  n: number,
  until: () => Promise<boolean> = async () => true,
  max = n * 4,
): Promise<number[]> {
  const out: number[] = [];
  while (out.length < max && (out.length < n || !(await until()))) {
    await pause(100);
    out.push(await p.move());
  }
  return out;
}

class Flood {
  private readonly worker: Worker;
  private readonly inbox: FromFlood[] = [];
  private wake: (() => void) | null = null;

  constructor(setup: FloodSetup) {
    this.worker = new Worker(new URL("./flood-thread.ts", import.meta.url), { workerData: setup });
    this.worker.on("message", (m: FromFlood) => {
      this.inbox.push(m);
      this.wake?.();
    });
    this.worker.on("error", (e) => {
      this.inbox.push({ type: "failed", message: String(e) });
      this.wake?.();
    });
  }

  async next<T extends FromFlood["type"]>(type: T, timeoutMs = 120_000): Promise<Extract<FromFlood, { type: T }>> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const i = this.inbox.findIndex((m) => m.type === type || m.type === "failed");
      if (i >= 0) {
        const m = this.inbox.splice(i, 1)[0]!;
        if (m.type === "failed") throw new Error(m.message);
        return m as Extract<FromFlood, { type: T }>;
      }
      if (Date.now() > until) throw new Error(`flood: no ${type} in ${timeoutMs} ms`);
      await new Promise<void>((r) => {
        this.wake = r;
        setTimeout(r, 1000);
      });
    }
  }

  async stats(): Promise<FloodStats> {
    this.worker.postMessage({ type: "stats" });
    return (await this.next("stats")).stats;
  }

  async stop(): Promise<FloodStats> {
    this.worker.postMessage({ type: "stop" });
    const { stats } = await this.next("stopped");
    await this.worker.terminate();
    return stats;
  }
}

/** Time from sending a seat's hello on a fresh socket (from an address of its own) to its view. */
function seatHello(
  origin: string,
  t: Table,
  seat: number,
  address: string,
): Promise<{ connectMs: number; helloMs: number }> {
  return new Promise((resolve, reject) => {
    const start = now();
    let sent = 0;
    const ws = new WebSocket(`${origin.replace("http", "ws")}/api/games/${t.id}/live`, {
      headers: { "cf-connecting-ip": address },
      perMessageDeflate: false,
    });
    const timer = setTimeout(() => {
      ws.terminate();
      reject(new Error("seat hello: no view in 30 s"));
    }, 30_000);
    ws.on("open", () => {
      sent = now();
      ws.send(JSON.stringify({ type: "hello", token: t.tokens[seat] }));
    });
    ws.on("message", (data) => {
      const m = JSON.parse(String(data)) as { type: string };
      clearTimeout(timer);
      ws.close(1000, "done");
      if (m.type !== "view") reject(new Error(`seat hello answered ${String(data).slice(0, 120)}`));
      else resolve({ connectMs: sent - start, helloMs: now() - sent });
    });
    ws.on("close", (code, reason) => {
      clearTimeout(timer);
      reject(new Error(`seat socket closed ${code} ${String(reason)}`));
    });
    ws.on("error", (e) => {
      clearTimeout(timer);
      reject(e);
    });
  });
}

function pct(samples: number[], q: number): number {
  if (samples.length === 0) return NaN;
  const s = [...samples].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((q / 100) * s.length))]!;
}

const f = (n: number, d = 1) => (Number.isNaN(n) ? "–" : n.toFixed(d));
const outcomes = (s: FloodStats) =>
  `${s.attempts} attempts: ${s.admitted} let in, ${s.closed1013} closed 1013, ${s.refused429} refused 429, ${s.closedLater} closed later, ${s.other} other${s.otherSample.length ? ` (${s.otherSample.join("; ")})` : ""}`;

export interface FloodResult {
  quiet: number[];
  reconnect: number[];
  junk: number[];
  hello: number[];
}

export async function floodReport(origin: string, quick: boolean, via: string): Promise<FloodResult> {
  const n = quick ? 15 : 40;
  const ws = origin.replace("http", "ws");
  console.log(
    `\nFlood (issue 23): a seated move while others abuse live sockets; wrangler dev with RATE_LIMITS on, through ${via} at ${origin} (ms)`,
  );
  const player = new Player(origin, await newTable(origin));
  // Warm up the isolate and the objects, then (a).
  await moves(player, 10);
  const quiet = await moves(player, n);

  // (b) 50 addresses reconnecting to another table as fast as their sockets are answered, closed or
  // refused. Each socket sends junk and is held until the service closes it (its 30 s hello timeout).
  const other = await newTable(origin);
  const reconnect = new Flood({
    kind: "reconnect",
    url: `${ws}/api/games/${other.id}/live`,
    addresses: Array.from({ length: 50 }, (_, i) => `10.1.0.${i + 1}`),
    perClient: 1,
    first: "garbage",
    maxAttempts: 100_000,
    deadlineMs: 300_000,
  });
  await reconnect.next("ready");
  // Timed for a whole limiter window and more (61 s, at least n moves, at most 2,000): in each
  // minute an address's first 120 upgrades are counted by the limiter and let in (or closed 1013
  // at its gate once it holds 100 there), the rest refused 429. Each move is filed by what the
  // flood did meanwhile.
  const bStart = now();
  const during: number[] = [];
  const whileGated: number[] = [];
  const whileRefused: number[] = [];
  let before = await reconnect.stats();
  while (during.length < 2000 && (during.length < n || now() - bStart < 61_000)) {
    await pause(100);
    const ms = await player.move();
    during.push(ms);
    const after = await reconnect.stats();
    const gated = after.closed1013 + after.admitted > before.closed1013 + before.admitted;
    (gated ? whileGated : whileRefused).push(ms);
    before = after;
  }
  const bMs = now() - bStart;
  const bStats = await reconnect.stop();

  // (c) 1,000 junk sockets on the player's own table, then moves and seat hellos in turn.
  const junkTable = player.table;
  const junk = new Flood({
    kind: "junk",
    url: `${ws}/api/games/${junkTable.id}/live`,
    addresses: Array.from({ length: 20 }, (_, i) => `10.2.0.${i + 1}`),
    perClient: 50,
    first: "garbage",
    maxAttempts: 200,
    deadlineMs: 300_000,
  });
  await junk.next("ready", 300_000);
  const cStats = await junk.stats();
  const junkMoves: number[] = [];
  const hellos: number[] = [];
  const connects: number[] = [];
  for (let i = 0; i < n; i++) {
    await pause(100);
    junkMoves.push(await player.move());
    // The seat's hello on the table the junk sits on (the player may have moved on to a new table when a match ended).
    if (player.table.id === junkTable.id && hellos.length < 10) {
      const h = await seatHello(origin, junkTable, i % 2, `10.3.0.${i + 1}`);
      hellos.push(h.helloMs);
      connects.push(h.connectMs);
    }
  }
  const cEnd = await junk.stop();

  const q = pct(quiet, 50);
  console.log("what                                                      moves   p50    p90   ×quiet");
  const row = (what: string, xs: number[]) =>
    console.log(
      `${what.padEnd(57)} ${String(xs.length).padStart(5)} ${f(pct(xs, 50)).padStart(6)} ${f(pct(xs, 90)).padStart(6)} ${f(pct(xs, 50) / q, 2).padStart(7)}`,
    );
  row("(a) quiet", quiet);
  row("(b) 50 addresses reconnecting to another table", during);
  row("    moves while sockets were let in or closed 1013", whileGated);
  row("    moves while every attempt was refused 429", whileRefused);
  row("(c) 1,000 junk sockets on the same table", junkMoves);
  console.log(
    `(b) ${f(bMs / 1000)} s, ${f(bStats.attempts / (bMs / 1000), 0)} attempts/s: ${outcomes(bStats)}; the Worker saw the addresses apart: ${bStats.admitted > 120 * Math.ceil(bMs / 60_000) ? "yes" : "NO"}`,
  );
  console.log(`(c) junk held when timing began: ${cStats.held} (${outcomes(cEnd)})`);
  console.log(
    `(c) seat hello answered: p50 ${f(pct(hellos, 50))} ms, max ${f(Math.max(...hellos))} ms (n=${hellos.length}); connect before it p50 ${f(pct(connects, 50))} ms`,
  );
  console.log(
    `goals: (b) ≤ 2× quiet: ${pct(during, 50) / q <= 2 ? "met" : "MISSED"}; seat hello in (c) < 1 s: ${hellos.length && Math.max(...hellos) < 1000 ? "met" : "MISSED"}`,
  );
  return { quiet, reconnect: during, junk: junkMoves, hello: hellos };
}
