// The strong Twelves bot: determinized Monte Carlo over the betting moves, or
// over a short list of sensible actions, each sample played to the end of the
// current round (the next dice, or the game's end). Payoff: the net coins the
// game has brought the bot by then, plus, while it is still in, its share of the
// pool as the sampled hands stand (best hand takes it; weighed half with an even
// share, since dice are still to come and hands still to change).
import { twelves } from "../../engine/twelves";
import type { TwelvesMove, TwelvesState } from "../../engine/twelves/types";
import type { TwelvesView } from "../../engine/twelves/view";
import type { Seat } from "../../engine/types";
import { monteCarlo, type SearchBudget, type Simulation } from "../monte-carlo";
import type { BotRng } from "../random";
import type { BotInput } from "../types";
import { determinize } from "./determinize";
import { strength } from "./hands";
import { actionCandidates, fastRollout, rollout } from "./policies";

export const TWELVES_BUDGET: SearchBudget = { steps: 480, minSamples: 4, maxSamples: 100 };

function equity(st: TwelvesState, seat: Seat): number {
  if (st.stage === "over" || !st.order.includes(seat)) return 0;
  const mine = strength(st.players[seat]!.hand);
  let best = true;
  for (const s of st.order) if (s !== seat && strength(st.players[s]!.hand) > mine) best = false;
  const p = 0.5 * (best ? 1 : 0) + 0.5 / st.order.length;
  return p * st.pool;
}

function payoff(seat: Seat, start: TwelvesState, now: TwelvesState): number {
  const gained = now.net[seat]! - start.net[seat]!;
  return now.game !== start.game ? gained : gained + equity(now, seat);
}

export function strong(
  input: BotInput<TwelvesView, TwelvesMove>,
  rng: BotRng,
  budget: SearchBudget = TWELVES_BUDGET,
): TwelvesMove {
  const { seat, view, legal } = input;
  const candidates = view.stage === "betting" ? legal : actionCandidates(input);
  const sim: Simulation<TwelvesState, TwelvesMove, TwelvesView> = {
    def: twelves,
    seat,
    determinize: (r) => determinize(view, seat, r),
    rollout,
    fastRollout,
    done: (start, now) => now.stage === "over" || now.game !== start.game || now.round !== start.round,
    score: (start, now) => payoff(seat, start, now),
    maxSteps: 200,
  };
  return monteCarlo(candidates, sim, budget, rng);
}
