// Latency through the running service (wrangler dev on loopback), each figure
// beside the no-op baselines measured in the same run.
import type { View } from "../src/protocol";

export interface Latency {
  name: string;
  n: number;
  p50: number;
  p99: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export function summarise(name: string, samples: number[]): Latency {
  const s = [...samples].sort((a, b) => a - b);
  return { name, n: s.length, p50: percentile(s, 50), p99: percentile(s, 99) };
}

async function json<T>(res: Response): Promise<T> {
  if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

interface Table {
  id: string;
  tokens: string[];
}

async function newDuel(origin: string): Promise<Table> {
  const headers = { "content-type": "application/json" };
  const created = await json<{ id: string; token: string; invite: string }>(
    await fetch(`${origin}/api/games`, {
      method: "POST",
      headers,
      body: JSON.stringify({ game: "stakes", seats: 2, name: "Ann" }),
    }),
  );
  const joined = await json<{ token: string }>(
    await fetch(`${origin}/api/games/${created.id}/join`, {
      method: "POST",
      headers,
      body: JSON.stringify({ name: "Bob", invite: created.invite }),
    }),
  );
  return { id: created.id, tokens: [created.token, joined.token] };
}

/** The next move of a random-ish playout, from the acting seat's own view. */
async function nextMove(origin: string, t: Table): Promise<{ seat: number; body: string } | null> {
  const spectator = await json<View>(await fetch(`${origin}/api/games/${t.id}`));
  if (spectator.status === "finished") return null;
  const seat = spectator.toAct[0]!;
  const view = await json<View>(
    await fetch(`${origin}/api/games/${t.id}`, { headers: { authorization: `Bearer ${t.tokens[seat]}` } }),
  );
  // Prefer flipping so games run long; any legal move is fine for timing.
  const move = view.legal.find((m) => (m as { type: string }).type === "flip") ?? view.legal[0];
  return { seat, body: JSON.stringify({ version: view.version, move }) };
}

export interface Interleaved {
  route: number[];
  room: number[];
  /** The mover's own view read by HTTP (GET /api/games/:id with the seat's token), just before its move. */
  view: number[];
  move: number[];
}

/**
 * The three request kinds measured in turn within one loop (route, no-op Durable
 * Object call, real move), so load on this shared machine falls on all of them
 * alike and the ratios compare like with like.
 */
export async function interleaved(origin: string, n: number): Promise<Interleaved> {
  const out: Interleaved = { route: [], room: [], view: [], move: [] };
  const time = async (into: number[], op: () => Promise<unknown>) => {
    const start = performance.now();
    await op();
    into.push(performance.now() - start);
  };
  let t = await newDuel(origin);
  while (out.move.length < n) {
    const next = await nextMove(origin, t);
    if (!next) {
      t = await newDuel(origin);
      continue;
    }
    await time(out.route, async () => json(await fetch(`${origin}/api/_bench/noop`)));
    await time(out.room, async () => json(await fetch(`${origin}/api/_bench/room`, { method: "POST" })));
    await time(out.view, async () =>
      json(await fetch(`${origin}/api/games/${t.id}`, { headers: { authorization: `Bearer ${t.tokens[next.seat]}` } })),
    );
    await time(out.move, async () =>
      json(
        await fetch(`${origin}/api/games/${t.id}/moves`, {
          method: "POST",
          headers: { authorization: `Bearer ${t.tokens[next.seat]}`, "content-type": "application/json" },
          body: next.body,
        }),
      ),
    );
  }
  return out;
}

/** Time from sending a move until all `sockets` spectators hold the new view. */
export async function fanOutLatency(origin: string, sockets: number, moves: number): Promise<number[]> {
  const out: number[] = [];
  let t = await newDuel(origin);
  let conns = await connect(origin, t.id, sockets);
  while (out.length < moves) {
    const next = await nextMove(origin, t);
    if (!next) {
      for (const c of conns) c.ws.close();
      t = await newDuel(origin);
      conns = await connect(origin, t.id, sockets);
      continue;
    }
    const target = (JSON.parse(next.body) as { version: number }).version + 1;
    const start = performance.now();
    const all = Promise.all(conns.map((c) => c.waitFor(target)));
    await json(
      await fetch(`${origin}/api/games/${t.id}/moves`, {
        method: "POST",
        headers: { authorization: `Bearer ${t.tokens[next.seat]}`, "content-type": "application/json" },
        body: next.body,
      }),
    );
    await all;
    out.push(performance.now() - start);
  }
  for (const c of conns) c.ws.close();
  return out;
}

interface Conn {
  ws: WebSocket;
  waitFor(version: number): Promise<void>;
}

async function connect(origin: string, id: string, count: number): Promise<Conn[]> {
  const url = `${origin.replace("http", "ws")}/api/games/${id}/live`;
  const conns: Conn[] = [];
  for (let i = 0; i < count; i += 50) {
    const batch = Array.from({ length: Math.min(50, count - i) }, () => openOne(url));
    conns.push(...(await Promise.all(batch)));
  }
  return conns;
}

function openOne(url: string): Promise<Conn> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    let latest = -1;
    let waiter: { version: number; resolve: () => void } | null = null;
    ws.onmessage = (e) => {
      const msg = JSON.parse(String(e.data)) as { type: string; view?: View };
      if (msg.type !== "view" || !msg.view) return;
      latest = msg.view.version;
      if (latest === 0 || conn.first) {
        conn.first = false;
        resolve(conn);
      }
      if (waiter && latest >= waiter.version) {
        waiter.resolve();
        waiter = null;
      }
    };
    ws.onopen = () => ws.send(JSON.stringify({ type: "hello" }));
    ws.onerror = () => reject(new Error("websocket failed"));
    const conn = {
      ws,
      first: true,
      waitFor: (version: number) =>
        latest >= version ? Promise.resolve() : new Promise<void>((r) => (waiter = { version, resolve: r })),
    };
  });
}
