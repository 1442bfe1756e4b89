// Dobbelsjanse ("Double Chance"): the game keeps its Norwegian name.
import type { GameRenderer } from "../renderer";
import { suitsAsWords } from "../suit-words";
import { dobbelsjanseMoves } from "./moves";
import { dobbelsjanseRoundEnds } from "./round-story";
import { dobbelsjanseTable } from "./table";

/** At a live table: the table, the viewer's moves, the round summaries. Replays load ./replay instead. */
export const dobbelsjanse: GameRenderer = {
  // Suit signs in its text are heard as words ("Play 4 spades", "Failed: 7 spades matched 7 hearts").
  table: (ctx) => suitsAsWords(dobbelsjanseTable(ctx)),
  moves: (ctx) => {
    const m = dobbelsjanseMoves(ctx);
    return m && suitsAsWords(m);
  },
  roundEnds: dobbelsjanseRoundEnds,
};
