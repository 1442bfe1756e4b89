// Per-game code is loaded only for the game on the page: each renderer (and, for
// replays, each engine) is its own chunk, and each game's stylesheet its own
// file (/assets/games/<game>.css), so a Stakes table never downloads Twelves.
// The live tables' renderers are in ./load-play.ts, the play page's own: had the
// play page's bundle also seen the replays and engines here, the bundler would
// have split what they share with the live renderers into more small chunks of
// the play page's first load.
import type { AnyGameDef } from "../../../src/engine/types";
import { rendererFrom } from "./renderer-from";
import type { GameRenderer } from "./renderer";

// The replay's renderer has the hidden cards face up (embeds use it too: no moves).
const REPLAYS: Record<string, () => Promise<GameRenderer>> = {
  stakes: () => import("./stakes/replay").then((m) => m.stakesReplay),
  dobbelsjanse: () => import("./dobbelsjanse/replay").then((m) => m.dobbelsjanseReplay),
  twelves: () => import("./twelves/replay").then((m) => m.twelvesReplay),
};

const ENGINES: Record<string, () => Promise<AnyGameDef>> = {
  stakes: () => import("../../../src/engine/stakes").then((m) => m.stakes),
  dobbelsjanse: () => import("../../../src/engine/dobbelsjanse").then((m) => m.dobbelsjanse),
  twelves: () => import("../../../src/engine/twelves").then((m) => m.twelves),
};

/** The game's replay renderer (match and embed pages). */
export const loadReplayRenderer = (game: string) => rendererFrom(REPLAYS, game);

/** The game's rules engine (replays rebuild every state with it). */
export async function loadEngine(game: string): Promise<AnyGameDef | undefined> {
  const load = Object.hasOwn(ENGINES, game) ? ENGINES[game] : undefined;
  return load ? load() : undefined;
}
