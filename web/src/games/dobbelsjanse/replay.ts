// Replays of Dobbelsjanse ("Double Chance"): the game keeps its Norwegian name.
// Replays need the table and what was hidden, face up; no move buttons.
import type { GameRenderer } from "../renderer";
import { suitsAsWords } from "../suit-words";
import { dobbelsjanseRevealed } from "./revealed";
import { dobbelsjanseTable } from "./table";

export const dobbelsjanseReplay: GameRenderer = {
  table: (ctx) => suitsAsWords(dobbelsjanseTable(ctx)),
  revealed: (ctx) => {
    const r = dobbelsjanseRevealed(ctx);
    return r && suitsAsWords(r);
  },
};
