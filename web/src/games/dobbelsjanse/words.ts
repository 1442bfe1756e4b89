// A Dobbelsjanse move in words, for the match page's move list.
import { cardShort } from "../../parts/card";
import type { DobbelMove } from "./state";

export function dobbelsjanseMoveWords(m: DobbelMove): string {
  switch (m.type) {
    case "draw":
      return "draws a card";
    case "play":
      return `plays ${cardShort(m.card)} from hand`;
    case "score":
      return "scores";
  }
}
