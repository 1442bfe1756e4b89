// Twelves (tavern dice), docs/rules/twelves.md: the GameDef the room, the browser
// and the tests use. A match is `games` games; each game rounds of betting and two
// action passes until a showdown of five dice or until one participant remains.
import type { GameDef, GameResult } from "../types";
import { apply } from "./apply";
import { matchWinners } from "./game";
import { defaultMove, legal, toAct } from "./legal";
import { parseMove } from "./moves";
import { parseOptions } from "./options";
import { resign } from "./resign";
import { setup } from "./setup";
import { twelvesLine } from "./texts";
import type { TwelvesMove, TwelvesOptions, TwelvesState } from "./types";
import { view } from "./view";

function result(st: TwelvesState): GameResult | null {
  if (st.stage !== "over") return null;
  return { winners: matchWinners(st), scores: st.net.slice() };
}

export const twelves: GameDef<TwelvesState, TwelvesMove, TwelvesOptions> = {
  id: "twelves",
  name: "Twelves",
  minSeats: 2,
  maxSeats: 6,
  parseOptions,
  parseMove,
  setup,
  toAct,
  legal,
  apply,
  view,
  // Everything but the log, which a replay reads from the step's view, in its reader's language.
  reveal: (st) => JSON.parse(JSON.stringify({ ...st, log: undefined })),
  result,
  scores: (st) => st.net.slice(),
  defaultMove,
  lines: twelvesLine,
  resign,
};

export type { TwelvesMove, TwelvesOptions, TwelvesState } from "./types";
export type { TwelvesView } from "./view";
