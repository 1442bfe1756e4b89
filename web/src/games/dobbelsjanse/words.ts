// A Dobbelsjanse move in words, for the match page's move list.
import * as tm from "../../i18n/messages";
import { fmt } from "../../i18n/format";
import { cardShort } from "../../parts/card";
import type { DobbelMove } from "./state";

export function dobbelsjanseMoveWords(m: DobbelMove): string {
  switch (m.type) {
    case "draw":
      return tm.twDraw;
    case "play":
      return fmt(tm.twPlay, { card: cardShort(m.card) });
    case "score":
      return tm.twScore;
  }
}
