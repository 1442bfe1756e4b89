// Clubs at the size api.md names: how soon a finished club table reaches the
// standings (target: 5 s p95), how fast a club of 50 members with 1,000 finished
// matches answers GET /api/clubs/:id (target: 50 ms p95), and how long replaying its
// results through openskill takes (target: 1 s). Every match is played through the
// public API (a club table, a member's seat, a resignation), so the club holds
// exactly what real play leaves.
import { ordinal, rate, rating } from "openskill";
import type { ClubResults, ClubView, CreateClubResponse, JoinClubResponse } from "../src/protocol/club";
import { type Latency, summarise } from "./service";

const JSON_HEADERS = { "content-type": "application/json" };

async function json<T>(res: Response): Promise<T> {
  if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

export interface ClubBench {
  latencies: Latency[];
  /** p95 of the time from a match's last request to its result in the club's results (ms). */
  standingsP95: number;
  /** GET /api/clubs/:id at 50 members and `matches` finished matches. */
  viewP95: number;
  baselineP95: number;
  matches: number;
  /** Replaying the results through openskill in Node (ms), and the largest difference from the standings. */
  replayMs: number;
  replayDiff: number;
}

function p95(samples: number[]): number {
  const s = [...samples].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(0.95 * s.length))]!;
}

/** A club of `members` members. */
async function club(origin: string, members: number) {
  const made = await json<CreateClubResponse>(
    await fetch(`${origin}/api/clubs`, {
      method: "POST",
      headers: JSON_HEADERS,
      body: JSON.stringify({ name: "Bench club", member: { name: "M0" } }),
    }),
  );
  const tokens = [made.member.token];
  for (let i = 1; i < members; i++) {
    const j = await json<JoinClubResponse>(
      await fetch(`${origin}/api/clubs/${made.id}/join`, {
        method: "POST",
        headers: JSON_HEADERS,
        body: JSON.stringify({ name: `M${i}`, invite: made.invite }),
      }),
    );
    tokens.push(j.member.token);
  }
  return { id: made.id, tokens };
}

/** One club match between members a and b (a Duel or a two-seat Twelves), ended by `loser` resigning. */
async function match(origin: string, c: { id: string; tokens: string[] }, a: number, b: number, game: string) {
  const auth = (t: string) => ({ ...JSON_HEADERS, authorization: `Bearer ${t}` });
  const t = await json<{ id: string; token: string }>(
    await fetch(`${origin}/api/clubs/${c.id}/tables`, {
      method: "POST",
      headers: auth(c.tokens[a]!),
      body: JSON.stringify({ game, seats: 2 }),
    }),
  );
  const seat = await json<{ token: string }>(
    await fetch(`${origin}/api/clubs/${c.id}/tables/${t.id}/join`, { method: "POST", headers: auth(c.tokens[b]!) }),
  );
  const loser = (a + b) % 2 === 0 ? t.token : seat.token;
  const res = await fetch(`${origin}/api/games/${t.id}/resign`, { method: "POST", headers: auth(loser) });
  await res.body?.cancel();
  if (!res.ok) throw new Error(`resign ${res.status}`);
  return t.id;
}

async function results(origin: string, id: string, token: string): Promise<ClubResults> {
  return json<ClubResults>(
    await fetch(`${origin}/api/clubs/${id}/results`, { headers: { authorization: `Bearer ${token}` } }),
  );
}

export async function clubBench(origin: string, quick: boolean): Promise<ClubBench> {
  const MEMBERS = 50;
  const MATCHES = quick ? 200 : 1000;
  const c = await club(origin, MEMBERS);
  let x = 7;
  const pick = (k: number) => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x % k;
  };
  // Standings latency: one match at a time, from the resignation's answer until the
  // club's results have it (polled every 10 ms).
  const lag: number[] = [];
  const timed = quick ? 20 : 60;
  for (let i = 0; i < timed; i++) {
    const a = pick(MEMBERS);
    const b = (a + 1 + pick(MEMBERS - 1)) % MEMBERS;
    const id = await match(origin, c, a, b, "stakes");
    const ended = performance.now();
    for (;;) {
      const r = await results(origin, c.id, c.tokens[0]!);
      if (r.results.some((m) => m.match === id)) break;
      if (performance.now() - ended > 30_000) throw new Error(`match ${id} never reached the standings`);
      await new Promise((ok) => setTimeout(ok, 10));
    }
    lag.push(performance.now() - ended);
  }
  // The rest of the matches, eight at a time.
  let done = timed;
  const worker = async () => {
    while (done < MATCHES) {
      done++;
      const a = pick(MEMBERS);
      const b = (a + 1 + pick(MEMBERS - 1)) % MEMBERS;
      await match(origin, c, a, b, pick(2) === 0 ? "stakes" : "twelves");
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  // Wait until every report is in.
  const start = performance.now();
  for (;;) {
    const r = await results(origin, c.id, c.tokens[0]!);
    if (r.results.length >= MATCHES) break;
    if (performance.now() - start > 60_000) throw new Error(`only ${r.results.length} of ${MATCHES} results arrived`);
    await new Promise((ok) => setTimeout(ok, 100));
  }
  // GET /api/clubs/:id, after a warm-up, interleaved with the no-op Durable Object call
  // (POST /api/_bench/room) as the baseline of the same moment on a shared machine.
  const view: number[] = [];
  const baseline: number[] = [];
  let last: ClubView | null = null;
  for (let i = 0; i < (quick ? 40 : 200); i++) {
    let t0 = performance.now();
    last = await json<ClubView>(
      await fetch(`${origin}/api/clubs/${c.id}`, { headers: { authorization: `Bearer ${c.tokens[i % MEMBERS]}` } }),
    );
    if (i >= 10) view.push(performance.now() - t0);
    t0 = performance.now();
    const res = await fetch(`${origin}/api/_bench/room`, { method: "POST" });
    await res.body?.cancel();
    if (i >= 10) baseline.push(performance.now() - t0);
  }
  const resultsView: number[] = [];
  for (let i = 0; i < (quick ? 20 : 50); i++) {
    const t0 = performance.now();
    await results(origin, c.id, c.tokens[0]!);
    resultsView.push(performance.now() - t0);
  }
  // Replaying the results through openskill, as any reader can.
  const all = await results(origin, c.id, c.tokens[0]!);
  const t0 = performance.now();
  const lines = new Map<string, { mu: number; sigma: number }>();
  for (const r of all.results) {
    const before = r.places.map((p) => lines.get(`${r.board}:${p.member}`) ?? rating());
    const after = rate(
      before.map((b) => [b]),
      { rank: r.places.map((p) => p.place) },
    );
    for (const [i, p] of r.places.entries()) lines.set(`${r.board}:${p.member}`, after[i]![0]!);
  }
  const replayMs = performance.now() - t0;
  let replayDiff = 0;
  for (const [board, entries] of Object.entries(last!.standings))
    for (const e of entries!) {
      const l = lines.get(`${board}:${e.member}`)!;
      replayDiff = Math.max(
        replayDiff,
        Math.abs(l.mu - e.rating.mu),
        Math.abs(l.sigma - e.rating.sigma),
        Math.abs(ordinal(l) - e.rating.ordinal),
      );
    }
  return {
    latencies: [
      summarise("club: match end → standings", lag),
      summarise(`club: GET /api/clubs/:id (${MATCHES} matches)`, view),
      summarise("no-op Durable Object call", baseline),
      summarise("club: GET …/results", resultsView),
    ],
    standingsP95: p95(lag),
    viewP95: p95(view),
    baselineP95: p95(baseline),
    matches: all.results.length,
    replayMs,
    replayDiff,
  };
}
