// Dobbelsjanse ("Double Chance"): the game keeps its Norwegian name.
import type { GameRenderer } from "../renderer";
import { dobbelsjanseMoves } from "./moves";
import { dobbelsjanseRevealed } from "./revealed";
import { dobbelsjanseTable } from "./table";

export const dobbelsjanse: GameRenderer = { table: dobbelsjanseTable, moves: dobbelsjanseMoves, revealed: dobbelsjanseRevealed };
