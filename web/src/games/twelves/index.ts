// Twelves (tavern dice): the pool, hands of d12s, bets, drinks and the twelve actions.
import type { GameRenderer } from "../renderer";
import { twelvesMoves } from "./moves";
import { twelvesRoundEnds } from "./round-story";
import { twelvesTable } from "./table";

/** At a live table: the table, the viewer's moves, the round summaries. Replays load ./replay instead. */
export const twelves: GameRenderer = { table: twelvesTable, moves: twelvesMoves, roundEnds: twelvesRoundEnds };
