// The bots, by game and level. `chooseMove` is all the room needs: given a bot
// seat's view and legal moves, and the bot's seed for this decision, it returns
// one of the legal moves. Pure and deterministic: the same input and seed give the
// same move in the Worker, the browser and Node.
import type { GameId } from "../engine/types";
import * as dobbelsjanse from "./dobbelsjanse/policies";
import { strong as dobbelStrong } from "./dobbelsjanse/strong";
import { BotRng } from "./random";
import * as stakes from "./stakes/policies";
import { strong as stakesStrong } from "./stakes/strong";
import * as twelves from "./twelves/policies";
import { strong as twelvesStrong } from "./twelves/strong";
import type { BotInput, BotLevel, Policy } from "./types";

export { BOT_LEVELS, isBotLevel, type BotInput, type BotLevel } from "./types";
export { BotRng } from "./random";

// biome-ignore lint/suspicious/noExplicitAny: any game's (or policy's) types, for code that handles them all alike
type AnyPolicy = Policy<any, any>;

export const POLICIES: Record<GameId, Record<BotLevel | "heuristic", AnyPolicy>> = {
  stakes: { easy: stakes.easy, strong: stakesStrong, heuristic: stakes.fixedHeuristic },
  dobbelsjanse: { easy: dobbelsjanse.easy, strong: dobbelStrong, heuristic: dobbelsjanse.fixedHeuristic },
  twelves: { easy: twelves.easy, strong: twelvesStrong, heuristic: twelves.fixedHeuristic },
};

/**
 * The bot's move. `seed` should differ per decision (the room uses the bot's seed
 * and the table's version). Falls back to the first legal move should a policy
 * ever return something not in `legal`, so a bot can never post an illegal move.
 */
export function chooseMove<M>(game: GameId, level: BotLevel, input: BotInput<unknown, M>, seed: string): M {
  if (input.legal.length === 0) throw new Error("a bot was asked to move with no legal move");
  if (input.legal.length === 1) return input.legal[0]!;
  const move = POLICIES[game][level](input, new BotRng(seed)) as M;
  const key = JSON.stringify(move);
  return input.legal.find((m) => JSON.stringify(m) === key) ?? input.legal[0]!;
}
