// Dobbelsjanse as a GameDef (docs/rules/dobbelsjanse.md).
import type { GameDef } from "../types";
import { apply } from "./apply";
import { defaultMove, legal, toAct } from "./legal";
import { parseMove } from "./moves";
import { MAX_SEATS, MIN_SEATS, parseOptions } from "./options";
import { setup } from "./setup";
import { dobbelLine } from "./texts";
import type { DobbelMove, DobbelOptions, DobbelState } from "./types";
import { result, reveal, view } from "./view";

export type { DobbelMove, DobbelOptions, DobbelState } from "./types";
export type { DobbelView, DobbelPlayerView } from "./view";

export const dobbelsjanse: GameDef<DobbelState, DobbelMove, DobbelOptions> = {
  id: "dobbelsjanse",
  name: "Dobbelsjanse",
  minSeats: MIN_SEATS,
  maxSeats: MAX_SEATS,
  parseOptions,
  parseMove,
  setup,
  toAct,
  legal,
  apply,
  view,
  reveal,
  result,
  scores: (state) => state.players.map((p) => p.score),
  defaultMove,
  lines: dobbelLine,
};
