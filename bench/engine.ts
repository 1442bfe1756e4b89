// Random-playout throughput of every registered engine, through the GameDef only
// (the same calls the room makes). Measured twice: bundled by esbuild as the Worker
// runs the code, each figure in a fresh Node process (the figure that counts), and
// in this process through tsx (which reads lower: its loader's output is not the bundle's).
import { spawnSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { build } from "esbuild";
import { GAMES } from "../src/engine/registry";
import { benchGame, type EngineFigure } from "./playout";

export type { EngineFigure } from "./playout";

const ROOT = resolve(import.meta.dirname, "..");
const OUT = join(ROOT, "node_modules", ".cache", "tablelink-bench");

/** The seat counts measured per game: each game's range, at most four of them. */
export function seatCounts(min: number, max: number): number[] {
  return [2, 3, 4, 6].filter((s) => s >= min && s <= max);
}

/** Bundles engine-child.ts with the engines, with the Worker build's target and format. */
export async function bundleChild(): Promise<string> {
  mkdirSync(OUT, { recursive: true });
  const outfile = join(OUT, "engine-child.mjs");
  await build({
    entryPoints: [join(ROOT, "bench/engine-child.ts")],
    bundle: true,
    format: "esm",
    platform: "node",
    target: "es2022",
    outfile,
    logLevel: "warning",
  });
  return outfile;
}

export function bundledFigure(child: string, game: string, seats: number, budgetMs: number): EngineFigure {
  const r = spawnSync(process.execPath, [child, game, String(seats), String(budgetMs)], { encoding: "utf8" });
  if (r.status !== 0) throw new Error(`${game} ${seats} seats failed:\n${r.stderr}`);
  return JSON.parse(r.stdout) as EngineFigure;
}

export interface EngineRow {
  bundled: EngineFigure;
  tsx: EngineFigure | null;
}

export async function benchEngines(budgetMs: number, withTsx = true): Promise<EngineRow[]> {
  const child = await bundleChild();
  const out: EngineRow[] = [];
  for (const def of Object.values(GAMES)) {
    for (const seats of seatCounts(def.minSeats, def.maxSeats)) {
      const bundled = bundledFigure(child, def.id, seats, budgetMs);
      out.push({ bundled, tsx: withTsx ? benchGame(def, seats, budgetMs) : null });
    }
  }
  return out;
}
