// Determinized flat Monte Carlo, the strong bots' search. Each sample deals the
// unseen information at random, consistently with the bot's own view (a
// "determinization"), then for every candidate move applies it with the real
// engine and plays on with a fast policy for every seat until a horizon (end of the
// round or game), and scores the outcome for the bot. All candidates share each
// sample and each rollout seed (common random numbers), so the comparison measures
// the move, not the luck of the deal. The work is a fixed number of rollouts, never
// a clock, so a decision depends only on the view and the bot's seed.
import type { AnyGameDef, Seat } from "../engine/types";
import { BotRng } from "./random";
import type { Policy } from "./types";

export interface Simulation<S, M, V> {
  def: AnyGameDef;
  seat: Seat;
  /** A full state consistent with the bot's view, unseen parts drawn from `rng`. */
  determinize(rng: BotRng): S;
  /** How every seat plays inside a rollout (it sees only that seat's simulated view). */
  rollout: Policy<V, M>;
  /**
   * The same rollout policy read straight off the simulated state (optional, for
   * speed: building a view and every legal move per step costs more than the
   * engine move itself). Returns the moves it prefers, best first: the first one
   * the engine accepts is played, else the first legal move, exactly as the view
   * policy's "first legal of these" would choose. It may read only what `actor`
   * itself would see in the simulated state.
   */
  fastRollout?(state: S, actor: Seat, rng: BotRng): readonly M[];
  /** True when the rollout has reached its horizon. */
  done(start: S, now: S): boolean;
  /** The bot's payoff at the horizon (higher is better). */
  score(start: S, now: S): number;
  /** Safety net against a policy that never reaches the horizon. */
  maxSteps: number;
}

/**
 * The work a decision may do, counted in engine moves (apply calls), not time: a
 * move costs a few microseconds, so the count bounds the CPU a decision takes,
 * while the decision stays a function of the view and the seed alone.
 */
export interface SearchBudget {
  /** Engine moves in all; sampling stops once a full sample would pass it. */
  steps: number;
  /** Samples per candidate even if that passes `steps`. */
  minSamples: number;
  /** Samples per candidate at most. */
  maxSamples: number;
  /**
   * Engine moves per rollout at most, before the horizon (default: none but the
   * simulation's safety net). The bots never set it; the legality tests do, to
   * run the whole search pipeline in thousands of matches at a tiny cost.
   */
  rolloutSteps?: number;
}

/** The state after the first of `moves` the engine accepts, or null when it accepts none. */
function firstAccepted<S, M, V>(sim: Simulation<S, M, V>, s: S, actor: Seat, moves: readonly M[]): S | null {
  for (const m of moves) {
    const r = sim.def.apply(s as never, actor, m as never);
    if (r.ok) return r.value as S;
  }
  return null;
}

/** Plays from `state` with the rollout policy until the horizon; returns the final state. */
function playOut<S, M, V>(
  sim: Simulation<S, M, V>,
  start: S,
  state: S,
  rng: BotRng,
  used: { steps: number },
  maxSteps: number,
): S {
  const def = sim.def;
  let s = state;
  for (let step = 0; step < maxSteps; step++) {
    if (def.result(s as never) !== null || sim.done(start, s)) return s;
    used.steps++;
    const actors = def.toAct(s as never);
    if (actors.length === 0) return s;
    const actor = actors[0]!;
    if (sim.fastRollout) {
      const next = firstAccepted(sim, s, actor, sim.fastRollout(s, actor, rng));
      if (next !== null) {
        s = next;
        continue;
      }
    }
    const legal = def.legal(s as never, actor);
    if (legal.length === 0) return s;
    const move =
      legal.length === 1 ? legal[0]! : sim.rollout({ seat: actor, view: def.view(s as never, actor) as V, legal }, rng);
    const r = def.apply(s as never, actor, move as never);
    if (!r.ok) return s;
    s = r.value as S;
  }
  return s;
}

/** The candidate with the best mean payoff over the samples (first one on ties). */
export function monteCarlo<S, M, V>(
  candidates: readonly M[],
  sim: Simulation<S, M, V>,
  budget: SearchBudget,
  rng: BotRng,
): M {
  if (candidates.length <= 1) return candidates[0]!;
  const total = new Array<number>(candidates.length).fill(0);
  const count = new Array<number>(candidates.length).fill(0);
  const used = { steps: 0 };
  let perSample = 0;
  const maxSteps = Math.min(sim.maxSteps, budget.rolloutSteps ?? Infinity);
  for (let i = 0; i < budget.maxSamples; i++) {
    if (i >= budget.minSamples && used.steps + perSample > budget.steps) break;
    const before = used.steps;
    const start = sim.determinize(rng);
    const rolloutSeed = `${rng.next()}:${i}`;
    for (let c = 0; c < candidates.length; c++) {
      const r = sim.def.apply(start as never, sim.seat, candidates[c] as never);
      if (!r.ok) continue; // a sample the view allows but the rules refuse: skip it
      used.steps++;
      const end = playOut(sim, start, r.value as S, new BotRng(rolloutSeed), used, maxSteps);
      total[c]! += sim.score(start, end);
      count[c]!++;
    }
    perSample = Math.max(perSample, used.steps - before);
  }
  let best = 0;
  let bestMean = -Infinity;
  for (let c = 0; c < candidates.length; c++) {
    const mean = count[c]! > 0 ? total[c]! / count[c]! : -Infinity;
    if (mean > bestMean) {
      bestMean = mean;
      best = c;
    }
  }
  return candidates[best]!;
}
