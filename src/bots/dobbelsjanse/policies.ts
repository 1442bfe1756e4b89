// Dobbelsjanse policies that need no search: the easy bot, the fixed heuristic
// of the strength report, and the strong bot's rollout policy.
import type { DobbelMove } from "../../engine/dobbelsjanse/types";
import type { DobbelView } from "../../engine/dobbelsjanse/view";
import type { BotRng } from "../random";
import type { BotInput } from "../types";
import { drawOdds, isQueenOrKing, safeHandCards, tablePoints } from "./knowledge";

type Input = BotInput<DobbelView, DobbelMove>;

const DRAW: DobbelMove = { type: "draw" };
const SCORE: DobbelMove = { type: "score" };
const has = (legal: DobbelMove[], type: DobbelMove["type"]) => legal.some((m) => m.type === type);

/**
 * The fixed heuristic of the strength report: draw until the table is worth at
 * least 6 points, then score; never play a hand card (a double chance draws twice).
 */
export function fixedHeuristic({ view, legal }: Input): DobbelMove {
  if (has(legal, "score") && tablePoints(view.table, 1) >= 6) return SCORE;
  return DRAW;
}

/**
 * The easy bot: scores once the table feels big enough (a threshold between 4 and
 * 9 it rolls afresh each turn), mostly draws rather than using its hand, and in a
 * double chance plays a hand card only by chance, not by checking it is safe.
 */
export function easy({ view, legal }: Input, rng: BotRng): DobbelMove {
  const plays = legal.filter((m) => m.type === "play");
  if (!has(legal, "score")) return plays.length && rng.chance(0.3) ? rng.pick(plays) : DRAW;
  const points = tablePoints(view.table, 1);
  if (points >= 4 + rng.int(6)) return SCORE;
  if (plays.length && rng.chance(0.15)) return rng.pick(plays);
  return DRAW;
}

/**
 * The rollout policy: in a double chance play a safe hand card first, else draw;
 * otherwise score when the expected gain of a draw is below what it risks, and
 * prefer a safe hand card to a risky draw once the table is worth something.
 */
export function rollout({ seat, view, legal }: Input): DobbelMove {
  const safe = safeHandCards(view, seat).filter((c) => legal.some((m) => m.type === "play" && m.card === c));
  const odds = drawOdds(view, seat);
  if (!has(legal, "score")) return safe.length ? { type: "play", card: safe[0]! } : DRAW;
  const points = tablePoints(view.table, 1);
  if (points === 0) return DRAW;
  const faceUp = view.table.some(isQueenOrKing);
  const gain = (1 - odds.bad - odds.face) * 1 + odds.face * 10;
  if (odds.bad * points > gain) return safe.length && !faceUp ? { type: "play", card: safe[0]! } : SCORE;
  if (safe.length && odds.bad > 0.3) return { type: "play", card: safe[0]! };
  return DRAW;
}
