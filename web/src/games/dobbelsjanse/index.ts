// Dobbelsjanse ("Double Chance"): the game keeps its Norwegian name.
import type { GameRenderer } from "../renderer";
import { dobbelsjanseMoves } from "./moves";
import { dobbelsjanseRoundEnds } from "./round-story";
import { dobbelsjanseTable } from "./table";

/** At a live table: the table, the viewer's moves, the round summaries. Replays load ./replay instead. */
export const dobbelsjanse: GameRenderer = {
  table: dobbelsjanseTable,
  moves: dobbelsjanseMoves,
  roundEnds: dobbelsjanseRoundEnds,
};
