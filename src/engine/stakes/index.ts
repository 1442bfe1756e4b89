// Stakes and Stakes Duel (docs/rules/stakes.md) as a GameDef: 2 seats play the
// Duel, 3–6 the table game.
import type { GameDef } from "../types";
import { applyMove } from "./apply";
import { defaultMove, legal, toAct } from "./legal";
import { parseMove } from "./moves";
import { parseOptions } from "./options";
import { resultOf } from "./round-end";
import { MAX_SEATS, MIN_SEATS } from "./rules";
import { resign } from "./resign";
import { setup } from "./setup";
import { stakesLine } from "./texts";
import type { StakesMove, StakesOptions, StakesState } from "./types";
import { revealOf, viewOf } from "./view";

export type { StakesMove, StakesOptions, StakesState } from "./types";

export const stakes: GameDef<StakesState, StakesMove, StakesOptions> = {
  id: "stakes",
  name: "Stakes",
  minSeats: MIN_SEATS,
  maxSeats: MAX_SEATS,
  parseOptions,
  parseMove,
  setup,
  toAct,
  legal,
  apply: applyMove,
  view: viewOf,
  reveal: revealOf,
  result: (s) => (s.finished ? resultOf(s) : null),
  scores: (s) => s.players.map((p) => p.score),
  defaultMove,
  lines: stakesLine,
  resign,
};
