// The strong Dobbelsjanse bot: determinized Monte Carlo over every legal move,
// each sample played to the end of the round. Payoff: the round's points against
// the others' mean, hand cards kept (each is a safe card for a later round), and a
// bonus for winning when the game ends inside the rollout.
import { dobbelsjanse } from "../../engine/dobbelsjanse";
import type { DobbelMove, DobbelState } from "../../engine/dobbelsjanse/types";
import type { DobbelView } from "../../engine/dobbelsjanse/view";
import { monteCarlo, type SearchBudget, type Simulation } from "../monte-carlo";
import type { BotRng } from "../random";
import type { BotInput } from "../types";
import { determinize } from "./determinize";
import { rollout } from "./policies";

export const DOBBELSJANSE_BUDGET: SearchBudget = { steps: 1600, minSamples: 8, maxSamples: 150 };
const HAND_CARD_WORTH = 1.5;

function payoff(seat: number, start: DobbelState, now: DobbelState): number {
  const n = now.players.length;
  let others = 0;
  for (let i = 0; i < n; i++) if (i !== seat) others += now.players[i]!.score - start.players[i]!.score;
  const me = now.players[seat]!;
  let u = me.score - start.players[seat]!.score - others / (n - 1);
  u += HAND_CARD_WORTH * (me.hand.length - start.players[seat]!.hand.length);
  if (now.over) {
    const best = Math.max(...now.players.map((p) => p.score));
    if (me.score === best) u += 20 / now.players.filter((p) => p.score === best).length;
  }
  return u;
}

export function strong(
  input: BotInput<DobbelView, DobbelMove>,
  rng: BotRng,
  budget: SearchBudget = DOBBELSJANSE_BUDGET,
): DobbelMove {
  const { seat, view, legal } = input;
  const sim: Simulation<DobbelState, DobbelMove, DobbelView> = {
    def: dobbelsjanse,
    seat,
    determinize: (r) => determinize(view, seat, r),
    rollout,
    done: (start, now) => now.over || now.round !== start.round,
    score: (start, now) => payoff(seat, start, now),
    maxSteps: 200,
  };
  return monteCarlo(legal, sim, budget, rng);
}
