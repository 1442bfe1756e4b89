// What leaves the room. The public state hides the deck order, every seat's
// peeked cards but the viewer's own, the PRNG state and the fixture rolls;
// `reveal` shows all of it once a match is over (for replays).
import type { Card } from "../cards";
import type { Seat } from "../types";
import { DUEL_WINS, TABLE_ROUNDS, targetOf } from "./rules";
import type { DuelOutcome, StakesEvent, StakesPlayer, StakesState } from "./types";

/** A player as stored, with its seat; `wins` only in the Duel. */
export interface StakesPlayerView extends Omit<StakesPlayer, "wins"> {
  seat: Seat;
  wins?: number;
}

export interface StakesView {
  duel: boolean;
  round: number;
  roundsToPlay?: number;
  winsNeeded?: number;
  dice: { A: number; B: number };
  target: number;
  pot: number;
  deckCount: number;
  discardCount: number;
  firstPlayer: Seat;
  turn: Seat | null;
  pending: { type: "peek" | "nudge"; seat: Seat } | null;
  players: StakesPlayerView[];
  known?: Card[];
  outcomes?: DuelOutcome[];
  lastEvent: StakesEvent | null;
}

export function viewOf(s: StakesState, seat: Seat | null): StakesView {
  const v: StakesView = {
    duel: s.duel,
    round: s.round,
    dice: { A: s.dice.A, B: s.dice.B },
    target: targetOf(s),
    pot: s.pot,
    deckCount: s.deck.length - s.drawn,
    discardCount: s.discard.length,
    firstPlayer: s.firstPlayer,
    turn: s.turn,
    pending: s.pending && s.turn !== null ? { type: s.pending, seat: s.turn } : null,
    players: s.players.map((p, i) => {
      const pv: StakesPlayerView = {
        seat: i,
        status: p.status,
        row: p.row.slice(),
        total: p.total,
        shield: p.shield,
        leverage: p.leverage,
        roundScores: p.roundScores.slice(),
        score: p.score,
        flipped: p.flipped,
        exact: p.exact,
      };
      if (s.duel) pv.wins = p.wins;
      return pv;
    }),
    lastEvent: s.lastEvent ? { ...s.lastEvent, busts: s.lastEvent.busts.slice() } : null,
  };
  if (s.duel) {
    v.winsNeeded = DUEL_WINS;
    v.outcomes = s.outcomes.map((o) => ({ ...o, paid: o.paid.slice() }));
  } else v.roundsToPlay = TABLE_ROUNDS;
  const known = seat !== null ? s.known[seat] : undefined;
  if (known && known.length > 0) v.known = known.slice();
  return v;
}

export function revealOf(s: StakesState): unknown {
  return {
    ...viewOf(s, null),
    deck: s.deck.slice(s.drawn),
    discard: s.discard.slice(),
    known: s.known.map((k) => k.slice()),
    rng: { seed: s.random.rng.seed, n: s.random.rng.n },
    rollsLeft: s.random.rolls.slice(),
  };
}
