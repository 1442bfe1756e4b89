// The live table's renderers (with the move buttons and round summaries), one
// chunk per game, for the play page alone (./load.ts says why apart).
import { rendererFrom } from "./renderer-from";
import type { GameRenderer } from "./renderer";

const LIVE: Record<string, () => Promise<GameRenderer>> = {
  stakes: () => import("./stakes").then((m) => m.stakes),
  dobbelsjanse: () => import("./dobbelsjanse").then((m) => m.dobbelsjanse),
  twelves: () => import("./twelves").then((m) => m.twelves),
};

export const loadPlayRenderer = (game: string) => rendererFrom(LIVE, game);
