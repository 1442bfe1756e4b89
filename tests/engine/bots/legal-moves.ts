// A bot only ever plays a move from its seat's `legal`, over thousands of seeded
// matches per game and level (the arena throws, naming the seed, on anything
// else). The strong bots run here with a tiny search budget: their move is always
// one of the candidates they searched, whatever the budget, and the full budget
// would make thousands of matches take many minutes; a smaller set of matches
// runs them at the real budget. One test file per game (legal-moves-<game>.test.ts)
// so the three run side by side.
import { describe, expect, it } from "vitest";
import { playMatch, type AnyPolicy } from "../../../src/bots/arena";
import { uniformRandom } from "../../../src/bots/baselines";
import { POLICIES } from "../../../src/bots/index";
import type { SearchBudget } from "../../../src/bots/monte-carlo";
import { strong as dobbelStrong } from "../../../src/bots/dobbelsjanse/strong";
import { strong as stakesStrong } from "../../../src/bots/stakes/strong";
import { strong as twelvesStrong } from "../../../src/bots/twelves/strong";
import { GAMES } from "../../../src/engine/registry";
import type { GameId } from "../../../src/engine/types";
import { playoutCount } from "../playout-harness";

// One sample, rollouts of two moves: every part of the search runs (sampling the
// unseen, the candidates, the rollout policy, the payoff) at a small fraction of its cost.
const TINY: SearchBudget = { steps: 12, minSamples: 1, maxSamples: 1, rolloutSteps: 2 };
const tinyStrong: Record<GameId, AnyPolicy> = {
  stakes: (i, r) => stakesStrong(i, r, TINY),
  dobbelsjanse: (i, r) => dobbelStrong(i, r, TINY),
  twelves: (i, r) => twelvesStrong(i, r, TINY),
};

const SEATS: Record<GameId, number[]> = { stakes: [2, 3, 4, 6], dobbelsjanse: [3, 4, 5, 6], twelves: [2, 3, 4, 6] };

function seedOf(tag: string, g: number): string {
  return Buffer.from(`${tag}:${g}`).toString("hex").padEnd(64, "0").slice(0, 64);
}

/** Plays `games` matches where the bot under test holds every other seat and random or easy players the rest. */
function run(game: GameId, level: string, bot: AnyPolicy, games: number): { moves: number; finished: number } {
  let moves = 0,
    finished = 0;
  for (let g = 0; g < games; g++) {
    const seats = SEATS[game][g % SEATS[game].length]!;
    const others = g % 2 === 0 ? uniformRandom : POLICIES[game].easy;
    const policies = Array.from({ length: seats }, (_, s) => (s % 2 === g % 2 ? bot : others));
    const r = playMatch({
      def: GAMES[game]!,
      seats,
      seed: seedOf(`${game}:${level}`, g),
      policies,
      botSeed: `legal:${g}`,
      options: game === "twelves" ? { games: 1 + (g % 10 === 0 ? 1 : 0) } : {},
    });
    moves += r.moves;
    if (r.result.scores.length === seats) finished++;
  }
  return { moves, finished };
}

export function describeLegalMoves(game: GameId): void {
  describe(`${game} bots play only legal moves`, () => {
    it("easy, over thousands of seeded matches", () => {
      const games = playoutCount(2000, 300);
      const r = run(game, "easy", POLICIES[game].easy, games);
      expect(r.finished).toBe(games);
      expect(r.moves).toBeGreaterThan(games * 5);
    });

    it("strong (its search on a tiny budget), over thousands of seeded matches", () => {
      const games = playoutCount(1000, 150);
      const r = run(game, "strong-tiny", tinyStrong[game], games);
      expect(r.finished).toBe(games);
    });

    it("strong at its real budget, over a few seeded matches", () => {
      const games = playoutCount(10, 2);
      const r = run(game, "strong", POLICIES[game].strong, games);
      expect(r.finished).toBe(games);
    });
  });
}
