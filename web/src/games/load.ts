// Per-game code is loaded only for the game on the page: each renderer (and, for
// replays, each engine) is its own chunk, and each game's stylesheet its own
// file (/assets/games/<game>.css), so a Stakes table never downloads Twelves.
import type { AnyGameDef } from "../../../src/engine/types";
import type { GameRenderer } from "./renderer";

// The live table's renderer has the move buttons and round summaries; the
// replay's has the hidden cards face up instead (embeds use it too: no moves).
const RENDERERS: Record<string, Record<Kind, () => Promise<GameRenderer>>> = {
  stakes: {
    play: () => import("./stakes").then((m) => m.stakes),
    replay: () => import("./stakes/replay").then((m) => m.stakesReplay),
  },
  dobbelsjanse: {
    play: () => import("./dobbelsjanse").then((m) => m.dobbelsjanse),
    replay: () => import("./dobbelsjanse/replay").then((m) => m.dobbelsjanseReplay),
  },
  twelves: {
    play: () => import("./twelves").then((m) => m.twelves),
    replay: () => import("./twelves/replay").then((m) => m.twelvesReplay),
  },
};

export type Kind = "play" | "replay";

const ENGINES: Record<string, () => Promise<AnyGameDef>> = {
  stakes: () => import("../../../src/engine/stakes").then((m) => m.stakes),
  dobbelsjanse: () => import("../../../src/engine/dobbelsjanse").then((m) => m.dobbelsjanse),
  twelves: () => import("../../../src/engine/twelves").then((m) => m.twelves),
};

const styles = new Map<string, Promise<void>>();

/** Adds the game's stylesheet once; resolves when it applies (or failed: the table still draws). */
function gameStyle(game: string): Promise<void> {
  let p = styles.get(game);
  if (!p) {
    p = new Promise<void>((done) => {
      const link = document.createElement("link");
      link.rel = "stylesheet";
      link.href = `/assets/games/${game}.css`;
      link.onload = link.onerror = () => done();
      document.head.append(link);
    });
    styles.set(game, p);
  }
  return p;
}

/** The game's renderer with its stylesheet in place; undefined for a game this page cannot draw. */
export async function loadRenderer(game: string, kind: Kind): Promise<GameRenderer | undefined> {
  const load = Object.hasOwn(RENDERERS, game) ? RENDERERS[game]![kind] : undefined;
  if (!load) return undefined;
  const [r] = await Promise.all([load(), gameStyle(game)]);
  return r;
}

/** The game's rules engine (replays rebuild every state with it). */
export async function loadEngine(game: string): Promise<AnyGameDef | undefined> {
  const load = Object.hasOwn(ENGINES, game) ? ENGINES[game] : undefined;
  return load ? load() : undefined;
}
