// Move shapes, and which moves a seat may make now.
import { isCard } from "../cards";
import type { Seat } from "../types";
import { isPlainObject } from "./options";
import type { DobbelMove, DobbelState } from "./types";

const DRAW: DobbelMove = { type: "draw" };
const SCORE: DobbelMove = { type: "score" };

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

export function toAct(state: DobbelState): Seat[] {
  return state.turn === null ? [] : [state.turn];
}

export function legal(state: DobbelState, seat: Seat): DobbelMove[] {
  if (state.turn !== seat) return [];
  const dc = state.doubleChance;
  const moves: DobbelMove[] = [{ ...DRAW }];
  // A double chance is draw+draw, draw+play or play+draw: never two hand cards.
  if (!(dc && dc.played)) for (const card of state.players[seat]!.hand) moves.push({ type: "play", card });
  if (!dc) moves.push({ ...SCORE });
  return moves;
}

/** On a timeout: bank what is there; a double chance has no plain score, so draw. */
export function defaultMove(state: DobbelState, seat: Seat): DobbelMove | null {
  if (state.turn !== seat) return null;
  return state.doubleChance ? { ...DRAW } : { ...SCORE };
}
