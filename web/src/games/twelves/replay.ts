// Replays of Twelves (tavern dice): the pool, hands of d12s, bets, drinks and the twelve actions.
// Replays need the table and what was hidden, face up; no move buttons.
import type { GameRenderer } from "../renderer";
import { twelvesRevealed } from "./revealed";
import { twelvesTable } from "./table";

export const twelvesReplay: GameRenderer = { table: twelvesTable, revealed: twelvesRevealed };
