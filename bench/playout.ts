// One engine's random playouts through the GameDef only (the calls the room makes:
// setup, toAct, legal, apply, result), timed in CPU time of the running thread so
// a shared, busy machine does not halve the figure. Used in-process (tsx) and
// inside the bundled child (engine-child.ts), so both measure the same loop.
import { readFileSync } from "node:fs";
import { newRng, nextInt } from "../src/engine/rng";
import type { AnyGameDef } from "../src/engine/types";

export interface EngineFigure {
  game: string;
  seats: number;
  games: number;
  moves: number;
  /** CPU seconds of the thread that played. */
  cpuSeconds: number;
  wallSeconds: number;
  movesPerCpuSec: number;
  movesPerSec: number;
  gamesPerCpuSec: number;
}

const SCHED = "/proc/thread-self/schedstat";

/** Milliseconds this thread has been on a CPU (wall time where Linux's schedstat is missing). */
export function threadMs(): number {
  try {
    return Number(readFileSync(SCHED, "utf8").split(" ")[0]) / 1e6;
  } catch {
    return performance.now();
  }
}

function seedHex(i: number): string {
  return `${i.toString(16).padStart(8, "0")}5eed`.repeat(8).slice(0, 64);
}

/** Whole matches until `budgetMs` of CPU time has passed (checked every few ms of wall time). */
export function playFor(def: AnyGameDef, seats: number, budgetMs: number, first = 0): EngineFigure {
  const chooser = newRng("c".repeat(64));
  const parsed = def.parseOptions(undefined, seats);
  if (!parsed.ok) throw new Error(`${def.id}: ${parsed.error}`);
  let games = 0,
    moves = 0,
    cpu = 0;
  const c0 = threadMs(),
    t0 = performance.now();
  let last = t0;
  while (cpu < budgetMs) {
    let state = def.setup({ seats, seed: seedHex(first + games), options: parsed.value });
    while (def.result(state) === null) {
      const actors = def.toAct(state);
      const seat = actors.length === 1 ? actors[0]! : actors[nextInt(chooser, actors.length)]!;
      const legal = def.legal(state, seat);
      const r = def.apply(state, seat, legal[nextInt(chooser, legal.length)]);
      if (!r.ok) throw new Error(`${def.id}: legal move refused: ${r.error.code}`);
      state = r.value;
      moves++;
    }
    games++;
    const now = performance.now();
    if (now - last >= 2) {
      last = now;
      cpu = threadMs() - c0;
      if (now - t0 > 6 * budgetMs) break; // a starved process: stop, the CPU figure stays right
    }
  }
  const cpuSeconds = (threadMs() - c0) / 1000;
  const wallSeconds = (performance.now() - t0) / 1000;
  return {
    game: def.id,
    seats,
    games,
    moves,
    cpuSeconds,
    wallSeconds,
    movesPerCpuSec: moves / cpuSeconds,
    movesPerSec: moves / wallSeconds,
    gamesPerCpuSec: games / cpuSeconds,
  };
}

/** A warm-up (the JIT settles), then the measurement. */
export function benchGame(def: AnyGameDef, seats: number, budgetMs: number): EngineFigure {
  playFor(def, seats, Math.min(300, budgetMs / 4), 1_000_000);
  return playFor(def, seats, budgetMs);
}
