// Stakes and Stakes Duel share one table: two seats make it the Duel.
import type { GameRenderer } from "../renderer";
import { suitsAsWords } from "../suit-words";
import { stakesMoves } from "./moves";
import { stakesRoundEnds } from "./round-story";
import { stakesTable } from "./table";

/** At a live table: the table, the viewer's moves, the round summaries. Replays load ./replay instead. */
export const stakes: GameRenderer = {
  // Suit signs in its text are heard as words ("On top: 7 hearts").
  table: (ctx) => suitsAsWords(stakesTable(ctx)),
  moves: (ctx) => {
    const m = stakesMoves(ctx);
    return m && suitsAsWords(m);
  },
  roundEnds: stakesRoundEnds,
};
