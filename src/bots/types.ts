// What a bot is given and what it gives back. A bot sees exactly what a person in
// its seat sees: the `state` part of its seat's view and its `legal` moves.
import type { Seat } from "../engine/types";
import type { BotRng } from "./random";

export const BOT_LEVELS = ["easy", "strong"] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

export function isBotLevel(x: unknown): x is BotLevel {
  return x === "easy" || x === "strong";
}

export interface BotInput<V = unknown, M = unknown> {
  seat: Seat;
  /** `GameDef.view(state, seat)` of the bot's own seat. */
  view: V;
  /** `GameDef.legal(state, seat)`: never empty when the bot is asked to act. */
  legal: M[];
}

/** A way of choosing among legal moves from a seat's view. */
export type Policy<V, M> = (input: BotInput<V, M>, rng: BotRng) => M;
