// The three move shapes exactly as posted (api.md), parsed strictly: any other key
// or value is not a Dobbelsjanse move (400). Whether a move is allowed now is
// legal.ts and refusals.ts (422).
import { isCard } from "../cards";
import { isPlainObject } from "./options";
import type { DobbelMove } from "./types";

/** Exactly the three shapes of api.md; any extra key is refused. */
export function parseMove(raw: unknown): DobbelMove | null {
  if (!isPlainObject(raw)) return null;
  const keys = Object.keys(raw);
  switch (raw.type) {
    case "draw":
    case "score":
      return keys.length === 1 ? { type: raw.type } : null;
    case "play":
      return keys.length === 2 && isCard(raw.card) ? { type: "play", card: raw.card } : null;
    default:
      return null;
  }
}
