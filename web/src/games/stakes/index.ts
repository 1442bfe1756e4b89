// Stakes and Stakes Duel share one table: two seats make it the Duel.
import type { GameRenderer } from "../renderer";
import { stakesMoves } from "./moves";
import { stakesRoundEnds } from "./round-story";
import { stakesTable } from "./table";

/** At a live table: the table, the viewer's moves, the round summaries. Replays load ./replay instead. */
export const stakes: GameRenderer = { table: stakesTable, moves: stakesMoves, roundEnds: stakesRoundEnds };
