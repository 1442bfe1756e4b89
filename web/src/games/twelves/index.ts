// Twelves (tavern dice): the pool, hands of d12s, bets, drinks and the twelve actions.
import type { GameRenderer } from "../renderer";
import { twelvesMoves } from "./moves";
import { twelvesRevealed } from "./revealed";
import { twelvesTable } from "./table";

export const twelves: GameRenderer = { table: twelvesTable, moves: twelvesMoves, revealed: twelvesRevealed };
