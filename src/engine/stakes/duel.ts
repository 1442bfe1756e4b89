// Stakes Duel round judging and pressure (rules page "Stakes Duel").
import type { Seat } from "../types";
import { player } from "./draft";
import { note, noteAll } from "./log";
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

/** The outcome, and the event (with its values after round and target) that says why. */
function judge(
  p: readonly StakesPlayer[],
  t: number,
): { result: DuelOutcome["result"]; winner: Seat | null; why: string; v: number[] } {
  const [a, b] = [p[0]!, p[1]!];
  if (a.status === "bust" && b.status === "bust")
    return { result: "dead", winner: null, why: "stakes.duel.dead", v: [] };
  if (a.status === "bust" || b.status === "bust") {
    const w: Seat = a.status === "bust" ? 1 : 0;
    return { result: "win", winner: w, why: "stakes.duel.bust", v: [w, p[w]!.total, 1 - w] };
  }
  const c = compareBanked(a.total, b.total, t);
  if (c === 0) return { result: "push", winner: null, why: "stakes.duel.push", v: [a.total, b.total] };
  const w: Seat = c < 0 ? 0 : 1;
  return { result: "win", winner: w, why: "stakes.duel.beats", v: [w, p[w]!.total, 1 - w, p[1 - w]!.total] };
}

/** Judges the round that just ended, applies pressure, and records the outcome. */
export function settleDuelRound(s: StakesState): DuelOutcome {
  const t = targetOf(s);
  const { result, winner, why, v } = judge(s.players, t);
  noteAll(s, why, -1, [s.round, t, ...v]);
  const payers: Seat[] = result === "dead" ? [0, 1] : result === "win" ? [1 - winner!] : [];
  const paid: Seat[] = [];
  for (const seat of payers) {
    const p = s.players[seat]!;
    if (p.exact) note(s, "stakes.pressure.exact", seat);
    else if (p.leverage === 0) note(s, "stakes.pressure.none", seat);
    else {
      player(s, seat).leverage--;
      s.pot++;
      paid.push(seat);
      note(s, "stakes.pressure.pay", seat);
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
