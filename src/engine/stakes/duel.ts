// Stakes Duel round judging and pressure (rules page "Stakes Duel").
import type { Seat } from "../types";
import { player } from "./draft";
import { say, who } from "./log";
import { targetOf } from "./rules";
import type { DuelOutcome, StakesPlayer, StakesState } from "./types";

/** Both banked: at or under the final target beats over it; then closer wins; a tie is a push. */
function compareBanked(a: number, b: number, t: number): -1 | 0 | 1 {
  const overA = a > t,
    overB = b > t;
  if (overA !== overB) return overA ? 1 : -1;
  const da = Math.abs(a - t),
    db = Math.abs(b - t);
  return da === db ? 0 : da < db ? -1 : 1;
}

function judge(
  p: readonly StakesPlayer[],
  t: number,
): { result: DuelOutcome["result"]; winner: Seat | null; why: string } {
  const [a, b] = [p[0]!, p[1]!];
  if (a.status === "bust" && b.status === "bust")
    return { result: "dead", winner: null, why: "both busted, a dead round" };
  if (a.status === "bust" || b.status === "bust") {
    const w: Seat = a.status === "bust" ? 1 : 0;
    return {
      result: "win",
      winner: w,
      why: `${who(w)} banked ${p[w]!.total} and ${who(1 - w)} busted: ${who(w)} wins`,
    };
  }
  const c = compareBanked(a.total, b.total, t);
  if (c === 0)
    return { result: "push", winner: null, why: `${a.total} and ${b.total} are judged equal, a push: nobody wins` };
  const w: Seat = c < 0 ? 0 : 1;
  return { result: "win", winner: w, why: `${who(w)}'s ${p[w]!.total} beats ${who(1 - w)}'s ${p[1 - w]!.total}` };
}

/** Judges the round that just ended, applies pressure, and records the outcome. */
export function settleDuelRound(s: StakesState): DuelOutcome {
  const t = targetOf(s);
  const { result, winner, why } = judge(s.players, t);
  say(s, "round", `Round ${s.round} ends at target ${t}: ${why}.`);
  const payers: Seat[] = result === "dead" ? [0, 1] : result === "win" ? [1 - winner!] : [];
  const paid: Seat[] = [];
  for (const seat of payers) {
    const p = s.players[seat]!;
    if (p.exact) say(s, "pressure", `${who(seat)} banked exactly on target and pays no pressure.`, seat);
    else if (p.leverage === 0) say(s, "pressure", `${who(seat)} has no dice and pays nothing.`, seat);
    else {
      player(s, seat).leverage--;
      s.pot++;
      paid.push(seat);
      say(s, "pressure", `${who(seat)} pays a die into the pot (pressure).`, seat);
    }
  }
  if (winner !== null) {
    const w = player(s, winner);
    w.wins++;
    w.score = w.wins;
  }
  const outcome: DuelOutcome = { round: s.round, target: t, result, winner, paid };
  s.outcomes = [...s.outcomes, outcome];
  return outcome;
}
