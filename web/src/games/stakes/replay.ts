// Replays of Stakes and Stakes Duel share one table: two seats make it the Duel.
// Replays need the table and what was hidden, face up; no move buttons.
import type { GameRenderer } from "../renderer";
import { suitsAsWords } from "../suit-words";
import { stakesRevealed } from "./revealed";
import { stakesTable } from "./table";

export const stakesReplay: GameRenderer = {
  table: (ctx) => suitsAsWords(stakesTable(ctx)),
  revealed: (ctx) => {
    const r = stakesRevealed(ctx);
    return r && suitsAsWords(r);
  },
};
