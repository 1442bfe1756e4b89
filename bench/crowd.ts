// The crowd benchmark (issue 16): one table watched by 0, 1,000 and 5,000
// spectator sockets on this machine. For each crowd it reports a player's move
// round trip (POST until the answer), how long the new view takes to reach the
// whole crowd (and its median reader), and whether every spectator got every
// view exactly once and in order. Reports only; asserts nothing about speed.
// The spectators live in their own thread (./crowd-thread.ts); the player, on
// this one, is a separate client as it would be.
//
// CROWD_DEBUG=1 prints every move's whole-crowd and median-reader times (stderr).
//
// `direct: true` opens the spectators with `?via=game-object` (honoured where
// ALLOW_FIXTURES is "true", as in wrangler dev), which keeps them on the game
// object itself (the path every spectator took before the relays): the same run
// then measures the old path beside the new one. (It used to send "ping" before
// the hello, which the Worker now answers itself.)
import { Worker } from "node:worker_threads";
import type { CrowdSetup, FromCrowd, ToCrowd } from "./crowd-thread";

export interface CrowdRun {
  spectators: number;
  direct: boolean;
  moves: number;
  /** Move round trips, ms. */
  move: number[];
  /** Move round trips on a table nobody watches, taken in turn with `move` (same load on this shared machine). */
  quiet: number[];
  /** Per move: ms from sending the move until the last spectator had the view. */
  whole: number[];
  /** Per move: ms until half the crowd had it. */
  median: number[];
  /** Spectator views that skipped a version, repeated one or went backwards. */
  disorder: number;
  /** Views that never arrived within the wait. */
  missed: number;
  connectMs: number;
}

interface Table {
  id: string;
  tokens: string[];
}

const WAIT_MS = 60_000;
const now = () => performance.timeOrigin + performance.now();

async function json<T>(res: Response): Promise<T> {
  if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/**
 * Right after a crowd of thousands closes, the service may reset the idle keep-alive
 * connection a new request is sent on ("fetch failed", ECONNRESET, before any answer):
 * send it again on a fresh one. Only for setting up tables, never for a timed move.
 */
async function retried(send: () => Promise<Response>): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await send();
    } catch (e) {
      if (attempt >= 5 || !(e instanceof TypeError)) throw e;
      await new Promise((r) => setTimeout(r, 500 * attempt));
    }
  }
}

/** A Stakes Duel with both seats taken (a finished one is replaced and the crowd reconnected). */
async function newTable(origin: string): Promise<Table> {
  const post = (path: string, body: unknown) =>
    retried(() =>
      fetch(`${origin}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      }),
    );
  const created = await json<{ id: string; token: string; invite?: string }>(
    await post("/api/games", { game: "stakes", seats: 2, name: "Ann" }),
  );
  const joined = await json<{ token: string }>(
    await post(`/api/games/${created.id}/join`, { name: "Bob", invite: created.invite }),
  );
  return { id: created.id, tokens: [created.token, joined.token] };
}

interface SeatView {
  version: number;
  status: string;
  toAct: number[];
  legal: { type: string }[];
}

async function nextMove(origin: string, t: Table): Promise<{ seat: number; version: number; body: string } | null> {
  const spectator = await json<SeatView>(await fetch(`${origin}/api/games/${t.id}`));
  if (spectator.status !== "playing") return null;
  const seat = spectator.toAct[0]!;
  const view = await json<SeatView>(
    await fetch(`${origin}/api/games/${t.id}`, { headers: { authorization: `Bearer ${t.tokens[seat]}` } }),
  );
  // Flips keep a Stakes match going longest; any legal move times the same.
  const move = view.legal.find((m) => m.type === "flip") ?? view.legal.find((m) => m.type === "bank") ?? view.legal[0];
  if (!move) return null;
  return { seat, version: view.version, body: JSON.stringify({ version: view.version, move }) };
}

async function timedMove(origin: string, t: Table, next: { seat: number; body: string }): Promise<number> {
  const start = now();
  await json(
    await fetch(`${origin}/api/games/${t.id}/moves`, {
      method: "POST",
      headers: { authorization: `Bearer ${t.tokens[next.seat]}`, "content-type": "application/json" },
      body: next.body,
    }),
  );
  return now() - start;
}

/** A crowd of spectators on one table, in a worker thread. */
class Crowd {
  private readonly worker: Worker;
  private readonly inbox: FromCrowd[] = [];
  private wake: (() => void) | null = null;

  constructor(origin: string, id: string, count: number, direct: boolean) {
    const setup: CrowdSetup = {
      url: `${origin.replace("http", "ws")}/api/games/${id}/live${direct ? "?via=game-object" : ""}`,
      count,
      direct,
      waitMs: WAIT_MS,
    };
    this.worker = new Worker(new URL("./crowd-thread.ts", import.meta.url), { workerData: setup });
    this.worker.on("message", (m: FromCrowd) => {
      this.inbox.push(m);
      this.wake?.();
    });
    this.worker.on("error", (e) => {
      this.inbox.push({ type: "failed", message: String(e) });
      this.wake?.();
    });
  }

  async next<T extends FromCrowd["type"]>(type: T): Promise<Extract<FromCrowd, { type: T }>> {
    for (;;) {
      const i = this.inbox.findIndex((m) => m.type === type || m.type === "failed");
      if (i >= 0) {
        const m = this.inbox.splice(i, 1)[0]!;
        if (m.type === "failed") throw new Error(m.message);
        return m as Extract<FromCrowd, { type: T }>;
      }
      await new Promise<void>((r) => (this.wake = r));
    }
  }

  send(m: ToCrowd): void {
    this.worker.postMessage(m);
  }

  async close(): Promise<number> {
    this.send({ type: "close" });
    const { disorder } = await this.next("closed");
    await new Promise((r) => setTimeout(r, 500));
    await this.worker.terminate();
    return disorder;
  }
}

export async function crowdRun(origin: string, spectators: number, moves: number, direct = false): Promise<CrowdRun> {
  const run: CrowdRun = {
    spectators,
    direct,
    moves: 0,
    move: [],
    quiet: [],
    whole: [],
    median: [],
    disorder: 0,
    missed: 0,
    connectMs: 0,
  };
  const open = async (id: string) => {
    const c = new Crowd(origin, id, spectators, direct);
    run.connectMs += (await c.next("ready")).connectMs;
    return c;
  };
  let t = await newTable(origin);
  let q = await newTable(origin);
  let crowd = await open(t.id);
  // Let the connection burst settle before timing moves.
  await new Promise((r) => setTimeout(r, 1000));
  for (let guard = 0; run.moves < moves && guard < moves * 3; guard++) {
    const next = await nextMove(origin, t);
    if (!next) {
      run.disorder += await crowd.close();
      t = await newTable(origin);
      crowd = await open(t.id);
      continue;
    }
    // First a move on the unwatched table, then one on the watched table.
    let quiet = await nextMove(origin, q);
    if (!quiet) {
      q = await newTable(origin);
      quiet = (await nextMove(origin, q))!;
    }
    // Each timed move starts after the same 100 ms pause: a move sent straight after the GETs
    // above finds the machine warmer than one sent after a pause (~1.2× apart with nobody
    // watching). The pause after the quiet move also lets its own after-work (the release of
    // its table's spectator view) pass.
    await new Promise((r) => setTimeout(r, 100));
    run.quiet.push(await timedMove(origin, q, quiet));
    await new Promise((r) => setTimeout(r, 100));
    const target = next.version + 1;
    if (spectators > 0) crowd.send({ type: "wait", version: target });
    const start = now();
    run.move.push(await timedMove(origin, t, next));
    run.moves++;
    if (spectators === 0) continue;
    const { times, missing } = await crowd.next("arrived");
    run.missed += missing;
    const sorted = times.sort((a, b) => a - b);
    if (sorted.length) {
      run.whole.push(sorted[sorted.length - 1]! - start);
      run.median.push(sorted[Math.floor(sorted.length / 2)]! - start);
    }
    // A short pause between moves, as between players' turns.
    await new Promise((r) => setTimeout(r, 100));
  }
  run.disorder += await crowd.close();
  if (process.env.CROWD_DEBUG)
    console.error(
      spectators,
      "whole",
      run.whole.map(Math.round).join(" "),
      "median",
      run.median.map(Math.round).join(" "),
    );
  await new Promise((r) => setTimeout(r, 1000));
  return run;
}
