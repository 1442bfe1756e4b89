// The only way state leaves the room. A seat sees its own hand; nobody sees
// another hand, the order of the draw pile or the faces of the discard pile
// (web/docs/dobbelsjanse-state.md lists every field).
import type { Card } from "../cards";
import type { GameResult, Seat } from "../types";
import type { DobbelEvent, DobbelState, OutReason, StatusCard } from "./types";

export interface DobbelPlayerView {
  seat: Seat;
  statusCard: StatusCard;
  in: boolean;
  out: OutReason;
  handCount: number;
  score: number;
  hand?: Card[];
}

export interface DobbelView {
  round: number;
  turn: Seat | null;
  table: Card[];
  deckCount: number;
  facesDrawn: number;
  doubleChance: Seat | null;
  doubleChanceStep: 1 | 2 | null;
  cleared: Card[];
  discardCount: number;
  players: DobbelPlayerView[];
  lastEvent: DobbelEvent | null;
  over: boolean;
}

export function view(state: DobbelState, seat: Seat | null): DobbelView {
  const dc = state.doubleChance;
  return {
    round: state.round,
    turn: state.turn,
    table: state.table.slice(),
    deckCount: state.deck.length - state.drawn,
    facesDrawn: state.facesDrawn,
    doubleChance: dc ? dc.seat : null,
    doubleChanceStep: dc ? dc.step : null,
    cleared: state.cleared.slice(),
    discardCount: state.discard.length,
    players: state.players.map((p, i) => {
      const v: DobbelPlayerView = {
        seat: i,
        statusCard: p.statusCard,
        in: p.out === null,
        out: p.out,
        handCount: p.hand.length,
        score: p.score,
      };
      if (i === seat) v.hand = p.hand.slice();
      return v;
    }),
    lastEvent: state.lastEvent ? { ...state.lastEvent } : null,
    over: state.over,
  };
}

/** Everything, for replays of finished matches: every hand, the rest of the draw pile (top first), the discard pile. */
export function reveal(state: DobbelState) {
  const v = view(state, null);
  return {
    ...v,
    players: v.players.map((p, i) => ({ ...p, hand: state.players[i]!.hand.slice() })),
    deck: state.deck.slice(state.drawn),
    discard: state.discard.slice(),
    doubleChancePlayed: state.doubleChance ? state.doubleChance.played : null,
  };
}

export function result(state: DobbelState): GameResult | null {
  if (!state.over) return null;
  const scores = state.players.map((p) => p.score);
  const best = Math.max(...scores);
  return { winners: scores.flatMap((x, i) => (x === best ? [i] : [])), scores };
}
