// Twelves policies that need no search: the easy bot, the fixed heuristic of the
// strength report, the strong bot's rollout policy, and the short list of action
// moves worth searching (the full list runs to a hundred near-duplicates).
import { highestBet } from "../../engine/twelves/turn";
import type { TwelvesMove, TwelvesState } from "../../engine/twelves/types";
import type { TwelvesView } from "../../engine/twelves/view";
import type { Seat } from "../../engine/types";
import type { BotRng } from "../random";
import type { BotInput } from "../types";
import { bestFace, rating, strength, weakDice } from "./hands";

type Input = BotInput<TwelvesView, TwelvesMove>;

const key = (m: TwelvesMove) => JSON.stringify(m);
function legalOnes(legal: TwelvesMove[], wanted: TwelvesMove[]): TwelvesMove[] {
  const keys = new Set(legal.map(key));
  const seen = new Set<string>();
  return wanted.filter((m) => {
    const k = key(m);
    if (!keys.has(k) || seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
const firstLegal = (legal: TwelvesMove[], ...wanted: TwelvesMove[]) => legalOnes(legal, wanted)[0] ?? legal[0]!;

function hand(v: TwelvesView, seat: Seat): number[] {
  return v.players[seat]!.hand ?? [];
}

/** The lowest die (the fixed heuristic rerolls it). */
function lowestDie(h: number[]): number {
  let at = 0;
  for (let i = 1; i < h.length; i++) if (h[i]! < h[at]!) at = i;
  return at;
}

/**
 * The fixed heuristic of the strength report: always match (never double or
 * leave); every action is Luck on the lowest die.
 */
export function fixedHeuristic({ seat, view, legal }: Input): TwelvesMove {
  if (view.stage === "betting") return firstLegal(legal, { type: "match" });
  return firstLegal(legal, { type: "luck", dice: [lowestDie(hand(view, seat))] }, { type: "water" });
}

/**
 * The easy bot: bets on gut feeling (leaves a poor hand now and then, doubles a
 * pair now and then) and picks its actions from the simple, honest ones at random
 * (Luck or Swap on a random die, Water, Watch), never aiming at anyone.
 */
export function easy({ seat, view, legal }: Input, rng: BotRng): TwelvesMove {
  const h = hand(view, seat);
  if (view.stage === "betting") {
    const r = rating(h);
    if (r < 0.3 && rng.chance(0.3)) return firstLegal(legal, { type: "leave" });
    if (r > 0.6 && rng.chance(0.25)) return firstLegal(legal, { type: "double" }, { type: "match" });
    return firstLegal(legal, { type: "match" });
  }
  const die = rng.int(Math.max(1, h.length));
  const options: TwelvesMove[] = [
    { type: "luck", dice: [die] },
    { type: "swap", die },
    { type: "water" },
    { type: "watch" },
  ];
  return rng.pick(legalOnes(legal, options).length ? legalOnes(legal, options) : legal);
}

/** The opponent who looks strongest: highest bet, then doubled, then fewest drinks. */
function threat(v: TwelvesView, seat: Seat): Seat | null {
  let best: Seat | null = null;
  for (const s of v.order) {
    if (s === seat) continue;
    const p = v.players[s]!,
      b = best === null ? null : v.players[best]!;
    if (!b || p.bet > b.bet || (p.bet === b.bet && p.doubled && !b.doubled)) best = s;
  }
  return best;
}

/** The best single Cheat for this hand, if any improves it. */
function bestCheat(h: number[]): TwelvesMove | null {
  const base = strength(h);
  let best: TwelvesMove | null = null,
    bestScore = base;
  for (let d = 0; d < h.length; d++) {
    for (const delta of [1, -1] as const) {
      const f = h[d]! + delta;
      if (f < 1 || f > 12) continue;
      const next = h.slice();
      next[d] = f;
      const s = strength(next);
      if (s > bestScore) [best, bestScore] = [{ type: "cheat", die: d, delta }, s];
    }
  }
  return best;
}

/** The actions worth comparing by search: one sensible instance of each kind. */
export function actionCandidates({ seat, view, legal }: Input): TwelvesMove[] {
  const h = hand(view, seat);
  const weak = weakDice(h);
  const hidden = view.players[seat]!.hidden ?? [];
  const unhiddenGood = h.map((_, i) => i).filter((i) => !weak.includes(i) && !hidden[i]);
  const target = threat(view, seat);
  const drinker = view.order
    .filter((s) => s !== seat)
    .sort((a, b) => view.players[b]!.drinks - view.players[a]!.drinks)[0];
  const wanted: TwelvesMove[] = [{ type: "water" }, { type: "watch" }, { type: "intimidate" }];
  if (weak.length) {
    wanted.push({ type: "luck", dice: [weak[0]!] }, { type: "swap", die: weak[0]! });
    if (weak.length > 1) wanted.push({ type: "luck", dice: [weak[0]!, weak[1]!] });
  } else {
    const low = lowestDie(h);
    wanted.push({ type: "swap", die: low });
  }
  const cheat = bestCheat(h);
  if (cheat) wanted.push(cheat);
  wanted.push({ type: "rig", face: bestFace(h) });
  if (unhiddenGood.length) wanted.push({ type: "hide", dice: unhiddenGood.slice(0, 2) });
  if (target !== null) wanted.push({ type: "smash", target }, { type: "mystify", target });
  if (drinker !== undefined) wanted.push({ type: "drink", target: drinker });
  const out = legalOnes(legal, wanted);
  return out.length ? out : legal.slice(0, 1);
}

/**
 * The rollout policy's choice, best first (the first legal one is played): bet by
 * the hand's rating against the size of the bet; act by rerolling or swapping the
 * weakest die, or by Water or Watch. `raise` is what matching would cost.
 */
function rolloutPrefs(betting: boolean, h: number[], raise: number, rng: BotRng): TwelvesMove[] {
  if (betting) {
    const r = rating(h);
    if (raise > 0 && r < 0.35 && rng.chance(0.5)) return [{ type: "leave" }];
    if (r > 0.65 && rng.chance(0.4)) return [{ type: "double" }, { type: "match" }];
    return [{ type: "match" }];
  }
  const weak = weakDice(h);
  const roll = rng.float();
  if (weak.length && roll < 0.5) return [{ type: "luck", dice: weak.slice(0, 2) }, { type: "water" }];
  if (weak.length && roll < 0.7) return [{ type: "swap", die: weak[0]! }, { type: "water" }];
  return [roll < 0.85 ? { type: "water" } : { type: "watch" }, { type: "water" }];
}

/** The rollout policy, from a seat's view. */
export function rollout({ seat, view, legal }: Input, rng: BotRng): TwelvesMove {
  const prefs = rolloutPrefs(
    view.stage === "betting",
    hand(view, seat),
    view.highestBet - view.players[seat]!.bet,
    rng,
  );
  return firstLegal(legal, ...prefs);
}

/**
 * The same rollout policy read off a simulated state, for the search's speed (no
 * view, no list of every legal move). It reads only the actor's own hand and the
 * bets, which the actor's view shows too.
 */
export function fastRollout(st: TwelvesState, seat: Seat, rng: BotRng): TwelvesMove[] {
  const bet = st.players[seat]!.bet;
  return rolloutPrefs(
    st.stage === "betting",
    st.players[seat]!.hand,
    st.stage === "betting" ? highestBet(st) - bet : 0,
    rng,
  );
}
