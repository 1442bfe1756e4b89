// The opponents the strength report and the tests measure bots against: a player
// choosing uniformly among its legal moves, and each game's fixed heuristic.
import type { BotRng } from "./random";
import type { BotInput } from "./types";

export function uniformRandom<M>({ legal }: BotInput<unknown, M>, rng: BotRng): M {
  return rng.pick(legal);
}
