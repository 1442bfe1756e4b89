// The strong Stakes bot: determinized Monte Carlo over every legal move, each
// sample played to the end of the round. Payoff: the round's points against the
// table's mean (Duel: round won or lost), leverage dice valued as future twists,
// and a bonus for winning when the match ends inside the rollout.
import { stakes } from "../../engine/stakes";
import type { StakesMove, StakesState } from "../../engine/stakes/types";
import type { StakesView } from "../../engine/stakes/view";
import { monteCarlo, type SearchBudget, type Simulation } from "../monte-carlo";
import type { BotRng } from "../random";
import type { BotInput } from "../types";
import { determinize } from "./determinize";
import { rollout } from "./policies";

export const STAKES_BUDGET: SearchBudget = { steps: 1200, minSamples: 8, maxSamples: 120 };

function payoff(seat: number, start: StakesState, now: StakesState): number {
  const n = now.players.length;
  const me = now.players[seat]!;
  const was = start.players[seat]!;
  if (now.duel) {
    const opp = now.players[1 - seat]!;
    const oppWas = start.players[1 - seat]!;
    let u = me.wins - was.wins - (opp.wins - oppWas.wins);
    u += 0.25 * (me.leverage - was.leverage - (opp.leverage - oppWas.leverage));
    if (now.finished) u += me.wins > opp.wins ? 3 : -3;
    return u;
  }
  let others = 0;
  for (let i = 0; i < n; i++) if (i !== seat) others += now.players[i]!.score - start.players[i]!.score;
  let u = me.score - was.score - others / (n - 1) + 0.8 * (me.leverage - was.leverage);
  if (now.finished) {
    const best = Math.max(...now.players.map((p) => p.score));
    if (me.score === best) u += 15 / now.players.filter((p) => p.score === best).length;
  }
  return u;
}

export function strong(
  input: BotInput<StakesView, StakesMove>,
  rng: BotRng,
  budget: SearchBudget = STAKES_BUDGET,
): StakesMove {
  const { seat, view, legal } = input;
  const sim: Simulation<StakesState, StakesMove, StakesView> = {
    def: stakes,
    seat,
    determinize: (r) => determinize(view, seat, r),
    rollout,
    done: (start, now) => now.finished || now.round !== start.round,
    score: (start, now) => payoff(seat, start, now),
    maxSteps: 400,
  };
  return monteCarlo(legal, sim, budget, rng);
}
