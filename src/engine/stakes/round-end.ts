// The end of a round: judging (Duel), the end of the match, or a fresh round
// (rows to the discard pile, A then B rerolled, the next first player).
import { cloneRandom, rollDie } from "../random";
import type { GameResult, Seat } from "../types";
import { NO_CARDS, ownAllPlayers } from "./draft";
import { settleDuelRound } from "./duel";
import { note, noteAll } from "./log";
import { DUEL_WINS, TABLE_ROUNDS, targetOf } from "./rules";
import type { StakesState } from "./types";

export function resultOf(s: StakesState): GameResult {
  const scores = s.players.map((p) => p.score);
  // A Duel forfeit: the opponent wins whatever the round wins say.
  if (s.forfeit !== undefined) return { winners: [1 - s.forfeit], scores };
  const best = Math.max(...scores);
  const winners: Seat[] = [];
  scores.forEach((x, i) => {
    if (x === best) winners.push(i);
  });
  return { winners, scores };
}

/** Rerolls A then B (the fixture's order) and logs the new target. */
export function rollTarget(s: StakesState): void {
  s.random = cloneRandom(s.random);
  s.dice = { A: rollDie(s.random, 6), B: rollDie(s.random, 6) };
}

export function announceRound(s: StakesState): void {
  note(s, "stakes.round", -1, s.round, s.dice.A, s.dice.B, targetOf(s), s.firstPlayer);
}

/**
 * Called once nobody is live. After the last round the match is over and the
 * final rows stay on view; otherwise the next round is set up (the caller then
 * picks who acts).
 */
export function endRound(s: StakesState): void {
  let nextFirst = (s.firstPlayer + 1) % s.seats;
  if (s.duel) {
    const o = settleDuelRound(s);
    // The loser flips first; after a dead round or a push it passes left.
    if (o.winner !== null) nextFirst = 1 - o.winner;
  } else {
    const scores: number[] = [s.round];
    for (const p of s.players) scores.push(p.score);
    noteAll(s, "stakes.round.end", -1, scores);
  }
  const over = s.duel ? s.players.some((p) => p.wins >= DUEL_WINS) : s.round >= TABLE_ROUNDS;
  if (over) {
    s.finished = true;
    s.turn = null;
    s.pending = null;
    const r = resultOf(s);
    const top = r.scores[r.winners[0]!]!;
    if (s.duel) note(s, "stakes.end.duel", -1, r.winners[0]!, top, r.scores[1 - r.winners[0]!]!);
    else if (r.winners.length === 1) note(s, "stakes.end.one", -1, r.winners[0]!, top);
    else noteAll(s, "stakes.end.shared", -1, [top, ...r.winners]);
    return;
  }
  let discard: StakesState["discard"] | null = null;
  for (const p of s.players) {
    if (p.row.length === 0) continue;
    discard ??= s.discard.slice();
    for (const c of p.row) discard.push(c);
  }
  if (discard) s.discard = discard;
  const players: StakesState["players"] = [];
  for (const p of s.players) {
    players.push({
      status: "live",
      row: NO_CARDS,
      total: 0,
      shield: false,
      leverage: p.leverage,
      roundScores: p.roundScores,
      score: p.score,
      wins: p.wins,
      flipped: false,
      exact: false,
    });
  }
  s.players = players;
  ownAllPlayers(s);
  rollTarget(s);
  s.round++;
  s.firstPlayer = nextFirst;
  s.pending = null;
  announceRound(s);
}
