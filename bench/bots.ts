// `npm run bots`: the bots' strength report (`--games N`, `--only=<table label part>`, `--pairing=<a>-<b>`). For each game and table size, plays
// pairings over N seeded matches (default 2,000; `--games N`), the two sides
// alternating seats, and prints mean score and win rate per seat for each side,
// plus the CPU time of the strong bot's decisions. Opponents: the easy bot, a
// uniformly random legal player, and each game's fixed heuristic (written out in
// src/bots/*/policies.ts `fixedHeuristic`). It reports; no test asserts timings.
import { playMatch, type AnyPolicy } from "../src/bots/arena";
import { uniformRandom } from "../src/bots/baselines";
import { POLICIES } from "../src/bots/index";
import { GAMES } from "../src/engine/registry";
import type { GameId } from "../src/engine/types";

const args = process.argv.slice(2);
const at = args.indexOf("--games");
const N = at >= 0 ? Number(args[at + 1]) : 2000;
const only = args.find((a) => a.startsWith("--only="))?.slice(7);
// e.g. --pairing=strong-heuristic: that pairing only.
const pairing = args.find((a) => a.startsWith("--pairing="))?.slice(10);
// e.g. --progress=100: print the running row every 100 matches, so a run cut short still reports its count.
const progress = Number(args.find((a) => a.startsWith("--progress="))?.slice(11) ?? 0);

const TABLES: { game: GameId; seats: number; label: string }[] = [
  { game: "stakes", seats: 2, label: "Stakes Duel (2)" },
  { game: "stakes", seats: 4, label: "Stakes (4)" },
  { game: "dobbelsjanse", seats: 4, label: "Dobbelsjanse (4)" },
  { game: "twelves", seats: 2, label: "Twelves (2)" },
  { game: "twelves", seats: 4, label: "Twelves (4)" },
];
const PAIRINGS = [
  ["strong", "easy"],
  ["strong", "random"],
  ["strong", "heuristic"],
  ["easy", "random"],
] as const;

const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
// The main thread's CPU alone: the process's also counts V8's helper threads
// (concurrent GC, compilers) while they run beside a decision, which makes rare
// outliers that are not the decision's own work.
const threadCpu = (process as unknown as { threadCpuUsage?: () => { user: number; system: number } }).threadCpuUsage;
const threadMs = () => {
  const u = threadCpu!.call(process);
  return (u.user + u.system) / 1000;
};

function policy(game: GameId, name: string): AnyPolicy {
  return name === "random" ? uniformRandom : POLICIES[game][name as "easy"];
}

/** "decisions | p50 | p90 | p99 | max" of the times. */
function quantiles(times: number[]): string {
  const sorted = times.slice().sort((x, y) => x - y);
  const q = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!.toFixed(1);
  return `${sorted.length} | ${q(0.5)} | ${q(0.9)} | ${q(0.99)} | ${q(1)}`;
}

interface Side {
  score: number;
  wins: number;
  seats: number;
}

const cpuRows: string[] = [];
const rows: string[] = [];
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
console.log(`Bots strength report: ${N} matches per pairing; sides alternate seats; ties share a win.`);
console.log("Scores: Stakes points (Duel: round wins), Dobbelsjanse points, Twelves net coins.");
console.log("| game | A vs B | A mean score | B mean score | A win rate | B win rate |");
console.log("|---|---|---:|---:|---:|---:|");
for (const t of TABLES) {
  if (only && !t.label.toLowerCase().includes(only)) continue;
  const def = GAMES[t.game]!;
  const times: number[] = [];
  const threadTimes: number[] = [];
  for (const [a, b] of PAIRINGS) {
    if (pairing && pairing !== `${a}-${b}`) continue;
    const A: Side = { score: 0, wins: 0, seats: 0 };
    const B: Side = { score: 0, wins: 0, seats: 0 };
    const strongPolicy = POLICIES[t.game].strong;
    // The strong bot, timed on its main thread too (the arena times it by the process's CPU).
    const timedStrong: AnyPolicy = (input, rng) => {
      if (!threadCpu) return strongPolicy(input, rng);
      const t0 = threadMs();
      const move = strongPolicy(input, rng);
      threadTimes.push(threadMs() - t0);
      return move;
    };
    const rowOf = (n: number) =>
      `| ${t.label} | ${a} vs ${b}${n < N ? ` (${n} so far)` : ""} | ${(A.score / A.seats).toFixed(2)} | ${(B.score / B.seats).toFixed(2)} | ${pct(A.wins / A.seats)} | ${pct(B.wins / B.seats)} |`;
    for (let g = 0; g < N; g++) {
      const sideOf = (s: number) => ((s + g) % 2 === 0 ? "A" : "B");
      const policies = Array.from({ length: t.seats }, (_, s) => policy(t.game, sideOf(s) === "A" ? a : b)).map((p) =>
        p === strongPolicy ? timedStrong : p,
      );
      const seed = Buffer.from(`bots:${t.game}:${t.seats}:${g}`).toString("hex").padEnd(64, "0").slice(0, 64);
      const r = playMatch({
        def,
        seats: t.seats,
        seed,
        policies,
        botSeed: `report:${g}`,
        clock: cpuMs,
        onDecision: (_s, p, ms) => {
          if (p === timedStrong) times.push(ms);
        },
      });
      for (let s = 0; s < t.seats; s++) {
        const side = sideOf(s) === "A" ? A : B;
        side.seats++;
        side.score += r.result.scores[s]!;
        side.wins += r.result.winners.includes(s) ? 1 / r.result.winners.length : 0;
      }
      if (progress > 0 && (g + 1) % progress === 0 && g + 1 < N) {
        console.log(rowOf(g + 1));
        if (times.length)
          console.log(`  strong CPU so far (ms): ${quantiles(times)}; main thread ${quantiles(threadTimes)}`);
      }
    }
    const row = rowOf(N);
    rows.push(row);
    console.log(row);
  }
  if (times.length) cpuRows.push(`| ${t.label} | process | ${quantiles(times)} |`);
  if (threadTimes.length) cpuRows.push(`| ${t.label} | main thread | ${quantiles(threadTimes)} |`);
}
console.log("\nCPU time of the strong bot's decisions (ms; a decision with one legal move is not counted):");
console.log("| game | CPU of | decisions | p50 | p90 | p99 | max |");
console.log("|---|---|---:|---:|---:|---:|---:|");
for (const r of cpuRows) console.log(r);
