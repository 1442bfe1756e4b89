// POST /api/tables through the running service: one call for 1, 10 and 100
// seats (fanned out to that many Durable Objects), timed in turn in one loop so
// the machine's noise falls on all three alike.
import { summarise, type Latency } from "./service";

const JSON_HEADERS = { "content-type": "application/json" };

async function json<T>(res: Response): Promise<T> {
  if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** 100 seats: 50 Stakes Duels, both seats of each. */
async function hundredSeats(origin: string): Promise<{ id: string; token: string }[]> {
  const seats: { id: string; token: string }[] = [];
  for (let i = 0; i < 50; i++) {
    const c = await json<{ id: string; token: string; invite?: string }>(
      await fetch(`${origin}/api/games`, {
        method: "POST",
        headers: JSON_HEADERS,
        body: JSON.stringify({ game: "stakes", seats: 2, name: "Ann" }),
      }),
    );
    const j = await json<{ token: string }>(
      await fetch(`${origin}/api/games/${c.id}/join`, {
        method: "POST",
        headers: JSON_HEADERS,
        body: JSON.stringify({ name: "Bob", ...(c.invite ? { invite: c.invite } : {}) }),
      }),
    );
    seats.push({ id: c.id, token: c.token }, { id: c.id, token: j.token });
  }
  return seats;
}

export async function tablesLatency(origin: string, n: number): Promise<Latency[]> {
  const seats = await hundredSeats(origin);
  const sizes = [1, 10, 100];
  const samples = new Map<number, number[]>(sizes.map((k) => [k, []]));
  const once = async (k: number) => {
    const body = JSON.stringify({ seats: seats.slice(0, k) });
    const t0 = performance.now();
    const r = await json<{ tables: unknown[] }>(
      await fetch(`${origin}/api/tables`, { method: "POST", headers: JSON_HEADERS, body }),
    );
    const ms = performance.now() - t0;
    if (r.tables.length !== k) throw new Error(`asked ${k} seats, got ${r.tables.length}`);
    return ms;
  };
  for (let i = 0; i < 10; i++) for (const k of sizes) await once(k); // warm-up
  for (let i = 0; i < n; i++) for (const k of sizes) samples.get(k)!.push(await once(k));
  return sizes.map((k) => summarise(`POST /api/tables, ${k} seat${k > 1 ? "s" : ""}`, samples.get(k)!));
}
