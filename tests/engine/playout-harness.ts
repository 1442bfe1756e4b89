// Seeded random playouts shared by every game's property tests. Each step picks a
// seat that may act and one of its legal moves at random, applies it, and lets the
// game's test check its invariants; on sampled steps every legal move of every
// seat is tried and a few moves that are not legal are checked to be refused.
// At the end the match is replayed from its seed and move log. A failure names
// the seed, so it can be kept as a permanent regression case.
import { replay, type LoggedMove } from "../../src/engine/replay";
import { newRng, nextInt, type RngState } from "../../src/engine/rng";
import type { AnyGameDef, Seat } from "../../src/engine/types";
import { CATALOGS } from "../../src/words/catalogs";

export interface PlayoutHooks<S> {
  /** Called after setup and after every accepted move; throw (expect) on a broken invariant. */
  invariants?(state: S, prev: S | null, last: { seat: Seat; move: unknown } | null): void;
  /** Called for every seat and the spectator on sampled steps, with the serialised view. */
  checkView?(state: S, seat: Seat | null, view: unknown, json: string): void;
  /** Moves that are well-formed but usually illegal, to check refusals. */
  candidates?(state: S, seat: Seat): unknown[];
  /** Options for a given seat count (default {}). */
  options?(seats: number, rng: RngState): unknown;
}

export interface PlayoutConfig {
  games: number;
  seatCounts: number[];
  /** Try all legal moves on one step in `sampleEvery` (1 = every step). */
  sampleEvery: number;
  maxMoves?: number;
  /** Start at this playout index (to rerun one seed). */
  from?: number;
}

export function seedFor(def: AnyGameDef, index: number): string {
  // A readable, reproducible seed per playout: game id and index, hex-padded.
  const tag = Buffer.from(`${def.id}:${index}`).toString("hex");
  return (tag + "0".repeat(64)).slice(0, 64);
}

/** Full count in CI (CI=true), a smaller one locally, as DEVELOPERS asks. */
export function playoutCount(full: number, local = Math.ceil(full / 10)): number {
  return process.env.CI === "true" ? full : local;
}

export interface PlayoutStats {
  games: number;
  moves: number;
  finished: number;
}

export function runPlayouts<S>(def: AnyGameDef, cfg: PlayoutConfig, hooks: PlayoutHooks<S> = {}): PlayoutStats {
  const stats: PlayoutStats = { games: 0, moves: 0, finished: 0 };
  const from = cfg.from ?? 0;
  for (let g = from; g < from + cfg.games; g++) {
    const seed = seedFor(def, g);
    try {
      playOne(def, cfg, hooks, seed, cfg.seatCounts[g % cfg.seatCounts.length]!, stats);
    } catch (e) {
      const msg = e instanceof Error ? e.message : String(e);
      throw new Error(
        `playout ${g} (seed ${seed}, ${cfg.seatCounts[g % cfg.seatCounts.length]} seats) failed: ${msg}`,
        { cause: e },
      );
    }
    stats.games++;
  }
  return stats;
}

function playOne<S>(
  def: AnyGameDef,
  cfg: PlayoutConfig,
  hooks: PlayoutHooks<S>,
  seed: string,
  seats: number,
  stats: PlayoutStats,
): void {
  // The playout's own choices come from a second stream, so they never disturb the game's.
  const chooser = newRng(seed.slice(32) + seed.slice(0, 32));
  const options = hooks.options ? hooks.options(seats, chooser) : {};
  const parsed = def.parseOptions(options, seats);
  if (!parsed.ok) throw new Error(`options refused: ${parsed.error}`);
  let state: S = def.setup({ seats, seed, options: parsed.value });
  const frozen = JSON.stringify(state);
  hooks.invariants?.(state, null, null);
  const log: LoggedMove[] = [];
  const maxMoves = cfg.maxMoves ?? 5000;
  for (let step = 0; def.result(state) === null; step++) {
    if (step >= maxMoves) throw new Error(`no end after ${maxMoves} moves`);
    const sample = step % cfg.sampleEvery === 0;
    const everyone = Array.from({ length: seats }, (_, s) => s);
    if (sample) {
      for (const viewer of [...everyone, null]) {
        const v = def.view(state, viewer);
        hooks.checkView?.(state, viewer, v, JSON.stringify(v));
      }
      for (const s of everyone) {
        for (const m of def.legal(state, s)) {
          const parsedMove = def.parseMove(JSON.parse(JSON.stringify(m)));
          if (!parsedMove) throw new Error(`legal move ${JSON.stringify(m)} fails parseMove`);
          const r = def.apply(state, s, parsedMove);
          if (!r.ok) throw new Error(`legal move ${JSON.stringify(m)} of seat ${s} refused: ${r.error.code}`);
        }
        const legalJson = new Set(def.legal(state, s).map((m: unknown) => JSON.stringify(m)));
        for (const m of hooks.candidates?.(state, s) ?? []) {
          if (legalJson.has(JSON.stringify(m))) continue;
          const pm = def.parseMove(m);
          if (!pm) continue;
          const r = def.apply(state, s, pm);
          if (r.ok) throw new Error(`move ${JSON.stringify(m)} of seat ${s} accepted but not listed in legal`);
        }
      }
      if (step === 0 && JSON.stringify(state) !== frozen) throw new Error("apply mutated the initial state");
    }
    const actors = def.toAct(state);
    if (actors.length === 0) throw new Error("nobody to act in an unfinished game");
    const seat = actors[nextInt(chooser, actors.length)]!;
    const moves = def.legal(state, seat);
    if (moves.length === 0) throw new Error(`seat ${seat} is to act but has no legal move`);
    const move = moves[nextInt(chooser, moves.length)];
    const before = sample ? JSON.stringify(state) : "";
    const r = def.apply(state, seat, move);
    if (!r.ok) throw new Error(`chosen legal move ${JSON.stringify(move)} refused: ${r.error.code}`);
    if (sample && JSON.stringify(state) !== before) throw new Error("apply mutated its input state");
    const prev = state;
    state = r.value as S;
    log.push({ seat, move: JSON.parse(JSON.stringify(move)) });
    stats.moves++;
    hooks.invariants?.(state, prev, { seat, move });
  }
  stats.finished++;
  const again = replay(def, { seats, seed, options }, log, CATALOGS.en);
  if (!again.ok) throw new Error(`replay failed at move ${again.error.index}: ${again.error.error.code}`);
  if (JSON.stringify(again.value) !== JSON.stringify(state))
    throw new Error("replay from seed and log gave a different final state");
}
