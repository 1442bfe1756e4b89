// Replays of Stakes and Stakes Duel share one table: two seats make it the Duel.
// Replays need the table and what was hidden, face up; no move buttons.
import type { GameRenderer } from "../renderer";
import { stakesRevealed } from "./revealed";
import { stakesTable } from "./table";

export const stakesReplay: GameRenderer = { table: stakesTable, revealed: stakesRevealed };
