// Pieces of the audit's independent Stakes model (audit-model.ts) that need no
// model state: a player's fields, a card's value and the duel's round result.
import type { Card } from "../../../src/engine/cards";

export interface ModelPlayer {
  status: "live" | "banked" | "bust";
  row: Card[];
  total: number;
  shield: boolean;
  leverage: number;
  roundScores: number[];
  score: number;
  wins: number;
  flipped: boolean;
  exact: boolean;
}

export interface Outcome {
  round: number;
  target: number;
  result: "win" | "dead" | "push";
  winner: number | null;
  paid: number[];
}

export const value = (c: Card): number => {
  const r = c.slice(0, -1);
  return r === "A" ? 1 : r === "J" || r === "Q" || r === "K" ? 0 : Number(r);
};

/** A player at the start of a match, with `leverage` tokens. */
export const freshPlayer = (leverage: number): ModelPlayer => ({
  status: "live",
  row: [],
  total: 0,
  shield: false,
  leverage,
  roundScores: [],
  score: 0,
  wins: 0,
  flipped: false,
  exact: false,
});

/** A duel round's result from the two players and the target: both bust is dead, one bust loses, else nearest wins. */
export function duelResult(
  a: ModelPlayer,
  b: ModelPlayer,
  t: number,
): { result: Outcome["result"]; winner: number | null } {
  let result: Outcome["result"];
  let winner: number | null = null;
  if (a.status === "bust" && b.status === "bust") result = "dead";
  else if (a.status === "bust" || b.status === "bust") {
    result = "win";
    winner = a.status === "bust" ? 1 : 0;
  } else {
    const rank = (x: number) => (x <= t ? 0 : 100) + Math.abs(x - t);
    result = rank(a.total) === rank(b.total) ? "push" : "win";
    if (result === "win") winner = rank(a.total) < rank(b.total) ? 0 : 1;
  }
  return { result, winner };
}
