// This checkout's engines against an earlier commit's, side by side on a shared
// machine: both bundled by esbuild with the same playout loop (this checkout's
// bench/playout.ts and engine-child.ts), each figure in a fresh Node process,
// runs alternating (A, B, then B, A, ...) so both see the same load, and the
// median of the per-run ratios reported with the load average beside it.
//   npx tsx bench/engine-ab.ts [--before 6456e6c] [--runs 5] [--ms 1000] [--games stakes,twelves] [--seats 4]
// 6456e6c is the engine before the work of issue 17 (log copies, per-move copies).
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { build } from "esbuild";
import { GAMES } from "../src/engine/registry";
import { bundleChild, bundledFigure, seatCounts } from "./engine";

const ROOT = resolve(import.meta.dirname, "..");
const args = process.argv.slice(2);
const opt = (name: string, dflt: string): string => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1]! : dflt;
};

/** Bundles engine-child.ts with the engines of `commit` (its src/engine, this checkout's loop). */
async function bundleAt(commit: string): Promise<{ file: string; cleanup: () => void }> {
  const dir = mkdtempSync(join(tmpdir(), "tablelink-ab-"));
  const tar = execFileSync("git", ["-C", ROOT, "archive", commit, "src/engine"]);
  execFileSync("tar", ["-x", "-C", dir], { input: tar });
  mkdirSync(join(dir, "bench"));
  for (const f of ["engine-child.ts", "playout.ts"]) copyFileSync(join(ROOT, "bench", f), join(dir, "bench", f));
  const file = join(dir, "engine-child.mjs");
  await build({
    entryPoints: [join(dir, "bench/engine-child.ts")],
    bundle: true,
    format: "esm",
    platform: "node",
    target: "es2022",
    outfile: file,
    logLevel: "warning",
  });
  return { file, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

const fmt = (n: number, d = 0): string =>
  n.toLocaleString("en-US", { maximumFractionDigits: d, minimumFractionDigits: d });
const load = (): string =>
  loadavg()
    .map((x) => x.toFixed(1))
    .join(" ");

const before = opt("before", "6456e6c");
const runs = Number(opt("runs", "5"));
const ms = Number(opt("ms", "1000"));
const games = opt("games", Object.keys(GAMES).join(",")).split(",");
const seatsOpt = opt("seats", "");

const now = await bundleChild();
const old = await bundleAt(before);
try {
  console.log(
    `This checkout against ${before}: moves per CPU-second, ${runs} alternating runs of ${ms} ms each; load average ${load()}`,
  );
  console.log(
    "game          seats      before         now  now/before (median of per-run ratios) [min–max]   load after",
  );
  for (const game of games) {
    const def = GAMES[game];
    if (!def) throw new Error(`unknown game ${game}`);
    const seatList = seatsOpt ? seatsOpt.split(",").map(Number) : seatCounts(def.minSeats, def.maxSeats);
    for (const seats of seatList) {
      const a: number[] = [],
        b: number[] = [];
      for (let r = 0; r < runs; r++) {
        // Alternate which goes first, so neither always meets the other's leftovers.
        const first = r % 2 === 0;
        const x = () => a.push(bundledFigure(old.file, game, seats, ms).movesPerCpuSec);
        const y = () => b.push(bundledFigure(now, game, seats, ms).movesPerCpuSec);
        if (first) {
          x();
          y();
        } else {
          y();
          x();
        }
      }
      const ratios = b.map((v, i) => v / a[i]!);
      console.log(
        `${game.padEnd(13)} ${String(seats).padStart(5)} ${fmt(median(a)).padStart(11)} ${fmt(median(b)).padStart(11)}  ${fmt(median(ratios), 2).padStart(6)}× [${fmt(Math.min(...ratios), 2)}–${fmt(Math.max(...ratios), 2)}]${" ".repeat(28)}${load()}`,
      );
    }
  }
} finally {
  old.cleanup();
}
