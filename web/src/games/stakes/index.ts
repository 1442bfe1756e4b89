// Stakes and Stakes Duel as one renderer: two seats make it the Duel.
import type { GameRenderer } from "../renderer";
import { stakesMoves } from "./moves";
import { stakesTable } from "./table";

export const stakes: GameRenderer = {
  title: (view) => ((typeof view.seatsTotal === "number" ? view.seatsTotal : view.seats.length) === 2 ? "Stakes Duel" : "Stakes"),
  table: stakesTable,
  moves: stakesMoves,
  scoreLabel: (view) => ((typeof view.seatsTotal === "number" ? view.seatsTotal : view.seats.length) === 2 ? "round wins" : "points"),
};
