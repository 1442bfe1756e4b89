// The flood benchmark (issue 23): a seated player's move while others abuse live
// sockets, against wrangler dev with RATE_LIMITS on. Three phases on one machine:
// (a) quiet: the seated move's round trip (POST until the answer) alone;
// (b) while 50 clients, each from its own address, reconnect to another table
//     as fast as their sockets are closed (1013: 100 per address and table) or
//     refused (429: 120 upgrades a minute): each first fills its 100 (spectators,
//     not timed), then moves are timed over a whole minute of the limiter;
// (b0) the floor for (b): the same 50 clients sending plain no-op GETs as fast
//     as they are answered (what any flood costs on one machine);
// (c) while 1,000 junk sockets (20 addresses × 50, each sent junk once) sit on
//     the same table; and how long a seat's hello takes to be answered then.
// Reports p50s as ratios to quiet. Goals: (b) ≤ 2×, the seat's hello in (c) < 1 s.
// Every loop is bounded in count and time and talks only to 127.0.0.1.
//
// Addresses: the Worker reads the client address from `cf-connecting-ip`, which
// wrangler dev passes through as the client sent it (miniflare sets it only when
// it is missing), so each client sends its own; the outcome counts show whether
// the Worker saw them apart (each address gets its own 100 sockets).
import type { FloodStats } from "./flood-thread";
import { Flood, seatHello, serviceCpu } from "./flood-client";
import { moves, newTable, now, pause, Player } from "./flood-player";

function pct(samples: number[], q: number): number {
  if (samples.length === 0) return NaN;
  const s = [...samples].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((q / 100) * s.length))]!;
}

const f = (n: number, d = 1) => (Number.isNaN(n) ? "–" : n.toFixed(d));
/** What happened between two snapshots of the same flood. */
function minus(a: FloodStats, b: FloodStats): FloodStats {
  return {
    attempts: a.attempts - b.attempts,
    clientsRefused: a.clientsRefused,
    admitted: a.admitted - b.admitted,
    closed1013: a.closed1013 - b.closed1013,
    refused429: a.refused429 - b.refused429,
    closedLater: a.closedLater - b.closedLater,
    other: a.other - b.other,
    otherSample: a.otherSample.slice(b.otherSample.length),
    held: b.held,
  };
}

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
  const cpu = serviceCpu(origin) ?? (() => NaN);
  const aCpu = cpu();
  const quiet = await moves(player, n);
  // Each move also reads the table twice (which seat acts, its legal moves): the CPU figure covers all three requests.
  const moveCpu = (cpu() - aCpu) / quiet.length;

  // (b0) the floor: the same 50 clients sending no-op GETs as fast as they are answered.
  const noop = new Flood({
    kind: "noop",
    url: `${origin}/api/_bench/noop`,
    addresses: Array.from({ length: 50 }, (_, i) => `10.4.0.${i + 1}`),
    perClient: 1,
    first: "",
    maxAttempts: 100_000,
    deadlineMs: 120_000,
  });
  await noop.next("ready");
  const b0Start = now();
  const floor = await moves(player, n);
  const b0Ms = now() - b0Start;
  const b0Stats = await noop.stop();

  // (b) 50 addresses reconnecting to another table as fast as their sockets are closed or refused.
  // Each socket says a spectator's hello and is held, so each address soon holds its 100 there;
  // from then on every attempt is closed 1013 or refused 429.
  const other = await newTable(origin);
  const reconnect = new Flood({
    kind: "reconnect",
    url: `${ws}/api/games/${other.id}/live`,
    addresses: Array.from({ length: 50 }, (_, i) => `10.1.0.${i + 1}`),
    perClient: 1,
    first: JSON.stringify({ type: "hello" }),
    maxAttempts: 100_000,
    deadlineMs: 600_000,
  });
  await reconnect.next("ready");
  // Filling, not timed: until every client has been closed or refused once (at most 4 minutes).
  const fillStart = now();
  let filled = await reconnect.stats();
  let told = fillStart;
  while (filled.clientsRefused < 50 && now() - fillStart < 240_000) {
    await pause(500);
    filled = await reconnect.stats();
    if (now() - told > 15_000) {
      told = now();
      console.error(
        `  (b) filling, ${f((told - fillStart) / 1000, 0)} s: ${filled.held} held, ${filled.clientsRefused}/50 clients refused`,
      );
    }
  }
  const fillMs = now() - fillStart;
  // The local limiter's windows start on the clock's minute: timing starts on the next one, so
  // it covers one whole window (each address's 120 attempts, then 429s). The flood runs on meanwhile.
  const minute = Math.floor(Date.now() / 60_000);
  while (Math.floor(Date.now() / 60_000) === minute) await pause(200);
  filled = await reconnect.stats();
  // Timed for a whole limiter window and more (61 s, at least n moves, at most 2,000): in each
  // minute an address's first 120 attempts are counted by the limiter and closed 1013 at its
  // gate, the rest refused 429 by the Worker. Each move is filed by what the flood did meanwhile.
  const bStart = now();
  const bCpu = cpu();
  const during: number[] = [];
  const whileGated: number[] = [];
  const whileRefused: number[] = [];
  let before = filled;
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
  const bCpuMs = cpu() - bCpu;
  const bStats = minus(await reconnect.stop(), filled);

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
  row("(b0) floor: 50 clients sending no-op GETs as fast as answered", floor);
  row("(b) 50 addresses reconnecting to another table", during);
  row("    moves while attempts were closed 1013 (limiter, gate)", whileGated);
  row("    moves while every attempt was refused 429 (Worker)", whileRefused);
  row("(c) 1,000 junk sockets on the same table", junkMoves);
  console.log(`(b0) ${f(b0Stats.attempts / (b0Ms / 1000), 0)} requests/s`);
  console.log(
    `(b) filling (not timed): ${f(fillMs / 1000)} s until ${filled.clientsRefused}/50 clients were closed or refused; ${filled.admitted} let in (${f(filled.admitted / 50)} an address: the Worker saw the addresses apart: ${filled.admitted > 120 ? "yes" : "NO"})`,
  );
  console.log(
    `(b) timed: ${f(bMs / 1000)} s, ${filled.held} sockets held, ${f(bStats.attempts / (bMs / 1000), 0)} attempts/s: ${outcomes(bStats)}`,
  );
  console.log(`(c) junk held when timing began: ${cStats.held} (${outcomes(cEnd)})`);
  console.log(
    `(c) seat hello answered: p50 ${f(pct(hellos, 50))} ms, max ${f(Math.max(...hellos))} ms (n=${hellos.length}); connect before it p50 ${f(pct(connects, 50))} ms`,
  );
  if (!Number.isNaN(moveCpu))
    console.log(
      `service CPU (the Worker's workerd, user + system): ${f(moveCpu)} ms per quiet move (with its two reads); in (b) ${f(bCpuMs / bMs, 2)} CPU-s per second, ${f((bCpuMs - during.length * moveCpu) / Math.max(1, bStats.attempts), 2)} ms per flood attempt`,
    );
  console.log(
    `goals: (b) ≤ 2× quiet: ${pct(during, 50) / q <= 2 ? "met" : "MISSED"}; seat hello in (c) < 1 s: ${hellos.length && Math.max(...hellos) < 1000 ? "met" : "MISSED"}`,
  );
  return { quiet, reconnect: during, junk: junkMoves, hello: hellos };
}
