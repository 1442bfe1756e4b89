// npm run bench: engine playout throughput, then latency through the locally
// running service beside its no-op baselines, as ratios. Reports only; it asserts
// nothing about speed (the machines are shared and noisy).
import { crowdReport } from "./crowd-report";
import { workerOrigin } from "./direct-address";
import { benchEngines } from "./engine";
import { floodReport } from "./flood";
import { startService } from "../tools/dev-service";
import { cardLatency } from "./card";
import { fanOutLatency, interleaved, summarise, type Latency } from "./service";
import { tablesLatency } from "./tables";
import { practiceReport } from "./practice-report";
import { discordKey, discordLatency } from "./discord";
import { clubBench } from "./clubs";

const quick = process.argv.includes("--quick");
const engineOnly = process.argv.includes("--engine");
// `npm run bench -- --crowd` runs only the spectator-crowd report, `-- --flood` only the flood report.
const crowdOnly = process.argv.includes("--crowd");
const floodOnly = process.argv.includes("--flood");
// `npm run bench -- --practice` runs only the practice table's bot timings in Chromium (./practice.ts).
const practiceOnly = process.argv.includes("--practice");
// `npm run bench -- --discord` runs only the Discord interactions endpoint's latencies.
const discordOnly = process.argv.includes("--discord");
// `npm run bench -- --clubs` runs only the clubs report (./clubs.ts).
const clubsOnly = process.argv.includes("--clubs");
// `npm run bench -- --service` runs only the service's latencies beside its no-op baselines.
const serviceOnly = process.argv.includes("--service");

function fmt(n: number, digits = 0): string {
  return n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });
}

// Engine figures are per CPU-second of the playing thread (the machine may be shared);
// the bundle is what the Worker runs, tsx is shown beside it for comparison.
if (practiceOnly) {
  await practiceReport(quick);
  process.exit(0);
}
if (serviceOnly) {
  const server = await startService();
  try {
    await serviceReport(server.base);
  } finally {
    await server.stop();
  }
  process.exit(0);
}
if (clubsOnly) {
  const server = await startService();
  try {
    await clubsReport(server.base);
  } finally {
    await server.stop();
  }
  process.exit(0);
}
if (discordOnly) {
  const key = await discordKey();
  const server = await startService(key.vars);
  try {
    await discordReport(server.base, key.privateKey);
  } finally {
    await server.stop();
  }
  process.exit(0);
}

console.log("Engine: random playouts through the GameDef (one core; moves per CPU-second)");
console.log("game          seats  bundled moves/s   games/s  wall moves/s   tsx moves/s");
for (const { bundled: b, tsx } of crowdOnly || floodOnly ? [] : await benchEngines(quick ? 500 : 2000)) {
  console.log(
    `${b.game.padEnd(13)} ${String(b.seats).padStart(5)} ${fmt(b.movesPerCpuSec).padStart(16)} ${fmt(b.gamesPerCpuSec).padStart(9)} ${fmt(b.movesPerSec).padStart(13)} ${(tsx ? fmt(tsx.movesPerCpuSec) : "-").padStart(13)}`,
  );
}

if (!engineOnly && !floodOnly) {
  // The service checks the Discord requests the benchmark signs with this pair.
  const key = await discordKey();
  const server = await startService(key.vars);
  const origin = server.base;
  try {
    if (!crowdOnly) await serviceReport(origin);
    if (!crowdOnly) await discordReport(origin, key.privateKey);
    if (!crowdOnly) await clubsReport(origin);
    // The crowd talks to the Worker's own listener, not wrangler dev's proxy (./direct-address.ts);
    // CROWD_VIA=proxy keeps it on the proxy.
    const direct = process.env.CROWD_VIA === "proxy" ? null : await workerOrigin(origin);
    await crowdReport(
      direct ?? origin,
      quick,
      direct ? "the Worker's own workerd listener (past wrangler dev's proxy)" : "wrangler dev's proxy",
    );
  } finally {
    await server.stop();
  }
}

// Live-socket abuse beside a seated move (./flood.ts): its own service, with the per-address limits on.
if (!engineOnly && !crowdOnly) {
  const server = await startService({ RATE_LIMITS: "on" });
  try {
    const direct = await workerOrigin(server.base);
    await floodReport(
      direct ?? server.base,
      quick,
      direct ? "the Worker's own workerd listener (past wrangler dev's proxy)" : "wrangler dev's proxy",
    );
  } finally {
    await server.stop();
  }
}

async function serviceReport(origin: string): Promise<void> {
  {
    const n = quick ? 100 : 400;
    // Warm up the isolate and the objects before measuring.
    await interleaved(origin, 30);
    const runs = await interleaved(origin, n);
    const route = summarise("no-op route", runs.route);
    const room = summarise("no-op Durable Object call", runs.room);
    const view = summarise("the mover's view read by HTTP", runs.view);
    const move = summarise("move by HTTP (persisted)", runs.move);
    const fans: Latency[] = [];
    for (const k of [1, 100, 1000]) {
      fans.push(
        summarise(
          `move view to ${k} WebSocket${k > 1 ? "s" : ""}`,
          await fanOutLatency(origin, k, quick ? 15 : k >= 1000 ? 40 : 100),
        ),
      );
    }
    console.log("\nService: wrangler dev on 127.0.0.1 (ms; ratio = p50 / no-op DO p50)");
    console.log("what                                n     p50      p99   ratio");
    const tables = await tablesLatency(origin, quick ? 30 : 100);
    const card = await cardLatency(origin, quick ? 20 : 60);
    for (const l of [route, room, view, move, ...fans, ...tables, card.latency]) {
      console.log(
        `${l.name.padEnd(33)} ${String(l.n).padStart(4)} ${fmt(l.p50, 2).padStart(7)} ${fmt(l.p99, 2).padStart(8)} ${fmt(l.p50 / room.p50, 2).padStart(7)}`,
      );
    }
    console.log(`a move's round trip / a view read (p50): ${fmt(move.p50 / view.p50, 2)}×`);
    console.log(`share card PNG size: ${(card.bytes / 1024).toFixed(1)} KB (limit 200 KB)`);
  }
}

/** Clubs (./clubs.ts): standings after a match's end, a big club's GET, replaying its results. */
async function clubsReport(origin: string): Promise<void> {
  const r = await clubBench(origin, quick);
  console.log("\nClubs: a club of 50 members, wrangler dev on 127.0.0.1 (ms)");
  console.log("what                                n     p50      p99");
  for (const l of r.latencies)
    console.log(
      `${l.name.padEnd(33)} ${String(l.n).padStart(4)} ${fmt(l.p50, 2).padStart(7)} ${fmt(l.p99, 2).padStart(8)}`,
    );
  console.log(`match end → standings p95: ${fmt(r.standingsP95, 1)} ms (target 5,000)`);
  console.log(
    `GET /api/clubs/:id at ${r.matches} matches p95: ${fmt(r.viewP95, 1)} ms (target 50; no-op DO call p95 ${fmt(r.baselineP95, 1)} ms)`,
  );
  console.log(
    `replaying ${r.matches} results through openskill: ${fmt(r.replayMs, 1)} ms (target 1,000); largest difference from the standings ${r.replayDiff}`,
  );
}

/** Discord gives an interaction 3 s: the endpoint's answers, after a warm-up. */
async function discordReport(origin: string, key: CryptoKey): Promise<void> {
  await discordLatency(origin, key, 5);
  const rows = await discordLatency(origin, key, quick ? 30 : 100);
  console.log("\nDiscord interactions endpoint: wrangler dev on 127.0.0.1 (ms; Discord waits 3,000)");
  console.log("what                                n     p50      p99");
  for (const l of rows)
    console.log(
      `${l.name.padEnd(33)} ${String(l.n).padStart(4)} ${fmt(l.p50, 2).padStart(7)} ${fmt(l.p99, 2).padStart(8)}`,
    );
}
