// Random-playout throughput of every registered engine, through the GameDef only
// (the same calls the room makes): toAct, legal, apply, result.
import { GAMES } from "../src/engine/registry";
import { newRng, nextInt } from "../src/engine/rng";
import type { AnyGameDef } from "../src/engine/types";

export interface EngineFigure {
  game: string;
  seats: number;
  games: number;
  moves: number;
  seconds: number;
  gamesPerSec: number;
  movesPerSec: number;
}

function seedHex(i: number): string {
  return (i.toString(16).padStart(8, "0") + "5eed").repeat(8).slice(0, 64);
}

export function benchGame(def: AnyGameDef, seats: number, budgetMs: number): EngineFigure {
  const chooser = newRng("c".repeat(64));
  const parsed = def.parseOptions({}, seats);
  if (!parsed.ok) throw new Error(`${def.id}: ${parsed.error}`);
  let games = 0, moves = 0;
  const start = performance.now();
  while (performance.now() - start < budgetMs) {
    let state = def.setup({ seats, seed: seedHex(games), options: parsed.value });
    while (def.result(state) === null) {
      const actors = def.toAct(state);
      const seat = actors[nextInt(chooser, actors.length)]!;
      const legal = def.legal(state, seat);
      const r = def.apply(state, seat, legal[nextInt(chooser, legal.length)]);
      if (!r.ok) throw new Error(`${def.id}: legal move refused: ${r.error.code}`);
      state = r.value;
      moves++;
    }
    games++;
  }
  const seconds = (performance.now() - start) / 1000;
  return { game: def.id, seats, games, moves, seconds, gamesPerSec: games / seconds, movesPerSec: moves / seconds };
}

export function benchEngines(budgetMs: number): EngineFigure[] {
  const out: EngineFigure[] = [];
  for (const def of Object.values(GAMES)) {
    for (const seats of [2, 3, 4, 6]) {
      if (seats < def.minSeats || seats > def.maxSeats) continue;
      benchGame(def, seats, Math.min(200, budgetMs / 4)); // warm-up: let the JIT settle
      out.push(benchGame(def, seats, budgetMs));
    }
  }
  return out;
}
