// Per-game code is loaded only for the game on the page: each renderer (and, for
// replays, each engine) is its own chunk, and each game's stylesheet its own
// file (/assets/games/<game>.css), so a Stakes table never downloads Twelves.
// The live tables' renderers are in ./load-play.ts, the play page's own: had the
// play page's bundle also seen the replays and engines here, the bundler would
// have split what they share with the live renderers into more small chunks of
// the play page's first load.
import type { LogReader } from "../../../src/engine/log-texts";
import type { AnyGameDef } from "../../../src/engine/types";
import { logReader } from "../i18n/log-lang";
import { rendererFrom } from "./renderer-from";
import type { GameRenderer } from "./renderer";

// One chunk per game with its replay renderer (the hidden cards face up; embeds use it
// too: no moves) and its engine (replays rebuild every state with it): ./<game>/replay-kit.
const KITS = {
  stakes: () => import("./stakes/replay-kit"),
  dobbelsjanse: () => import("./dobbelsjanse/replay-kit"),
  twelves: () => import("./twelves/replay-kit"),
};
const kit = (game: string) => (Object.hasOwn(KITS, game) ? KITS[game as keyof typeof KITS] : undefined);

const REPLAYS: Record<string, () => Promise<GameRenderer>> = Object.fromEntries(
  Object.entries(KITS).map(([g, load]) => [g, () => load().then((m) => m.replay as GameRenderer)]),
);

/** The game's replay renderer (match and embed pages). */
export const loadReplayRenderer = (game: string) => rendererFrom(REPLAYS, game);

/** A game's rules engine and how the page reads its log. */
export interface ReplayEngine {
  def: AnyGameDef;
  log: LogReader;
}

/** The game's rules engine (replays rebuild every state with it). */
export async function loadEngine(game: string): Promise<ReplayEngine | undefined> {
  const load = kit(game);
  if (!load) return undefined;
  const { engine, logWords } = await load();
  return { def: engine, log: logReader(engine, logWords) };
}
