// Stakes and Stakes Duel share one table: two seats make it the Duel.
import type { GameRenderer } from "../renderer";
import { stakesMoves } from "./moves";
import { stakesRevealed } from "./revealed";
import { stakesTable } from "./table";

export const stakes: GameRenderer = { table: stakesTable, moves: stakesMoves, revealed: stakesRevealed };
