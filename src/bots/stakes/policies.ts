// Stakes policies that need no search: the easy bot, the fixed heuristic the
// strength report measures against, and the quick policy the strong bot uses
// inside its rollouts. Each sees only its own seat's view.
import { cardValue } from "../../engine/stakes/rules";
import type { StakesMove } from "../../engine/stakes/types";
import type { StakesView } from "../../engine/stakes/view";
import type { Seat } from "../../engine/types";
import type { BotRng } from "../random";
import type { BotInput } from "../types";
import { unseenCards } from "./knowledge";

type Input = BotInput<StakesView, StakesMove>;

const find = (legal: StakesMove[], type: StakesMove["type"]) => legal.find((m) => m.type === type);
const first = (legal: StakesMove[], ...types: StakesMove["type"][]): StakesMove => {
  for (const t of types) {
    const m = find(legal, t);
    if (m) return m;
  }
  return legal[0]!;
};

/**
 * The fixed heuristic of the strength report, as a person would state it: flip
 * until within 4 of the target, then bank; never twist; keep a peeked order; nudge
 * with the first allowed choice; a banked Duel player passes.
 */
export function fixedHeuristic({ seat, view, legal }: Input): StakesMove {
  if (view.pending?.type === "peek") return first(legal, "peek");
  if (view.pending?.type === "nudge") return legal[0]!;
  const p = view.players[seat]!;
  if (p.status === "banked") return first(legal, "pass");
  if (p.total >= view.target - 4) return first(legal, "bank", "flip");
  return first(legal, "flip", "bank");
}

/**
 * The easy bot: a beginner's rule of thumb with a wobbly nerve. It banks somewhere
 * between 3 and 6 below the target, now and then flips once too often or banks too
 * early, never twists, keeps whatever order it peeks, and nudges at random.
 */
export function easy({ seat, view, legal }: Input, rng: BotRng): StakesMove {
  if (view.pending?.type === "peek") return first(legal, "peek");
  if (view.pending?.type === "nudge") return rng.pick(legal);
  const p = view.players[seat]!;
  if (p.status === "banked") return first(legal, "pass");
  const margin = 3 + rng.int(4);
  let bank = p.total >= view.target - margin;
  if (rng.chance(0.1)) bank = !bank;
  return bank ? first(legal, "bank", "flip") : first(legal, "flip", "bank");
}

/** Flip's expected change of the total, counting a bust as losing it all. */
function flipGain(view: StakesView, seat: Seat): number {
  const p = view.players[seat]!;
  const room = view.target - p.total;
  const top = view.known?.[0];
  const pool = top ? [top] : unseenCards(view);
  if (pool.length === 0) return -1;
  let gain = 0;
  for (const c of pool) {
    const v = cardValue(c);
    gain += v <= room ? v : p.shield ? 0 : -p.total;
  }
  return gain / pool.length;
}

/** The order of two peeked cards that lands the top one closest under the target. */
function peekOrder({ seat, view, legal }: Input): StakesMove {
  const known = view.known ?? [];
  if (known.length < 2) return first(legal, "peek");
  const p = view.players[seat]!;
  const room = view.target - p.total;
  const fit = (c: (typeof known)[number]) => (cardValue(c) <= room ? cardValue(c) : -100);
  const swap = fit(known[1]!) > fit(known[0]!);
  return legal.find((m) => m.type === "peek" && m.order === (swap ? "swap" : "keep")) ?? legal[0]!;
}

/**
 * The rollout policy: flip while a flip gains on average, bank on the target,
 * peek and nudge in its own favour (a higher target gives room), never twist in a
 * rollout (the search itself weighs twists at the decision it is asked about).
 */
export function rollout(input: Input): StakesMove {
  const { seat, view, legal } = input;
  if (view.pending?.type === "peek") return peekOrder(input);
  if (view.pending?.type === "nudge") {
    return legal.find((m) => m.type === "nudge" && m.delta === 1) ?? legal[0]!;
  }
  const p = view.players[seat]!;
  if (p.status === "banked") return first(legal, "pass");
  if (!find(legal, "bank")) return first(legal, "flip");
  if (p.total === view.target) return first(legal, "bank");
  if (view.duel) {
    const opp = view.players[1 - seat]!;
    if (opp.status === "bust") return first(legal, "bank");
    if (opp.status === "banked" && opp.total <= view.target && p.total <= opp.total) return first(legal, "flip");
  }
  return flipGain(view, seat) > 0 ? first(legal, "flip", "bank") : first(legal, "bank", "flip");
}
