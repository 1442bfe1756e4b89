// A full Stakes state consistent with one seat's view: the unseen cards are dealt
// at random between the deck and the discard pile, with the seat's own peeked
// cards on top of the deck; the engine's PRNG gets a fresh seed from the bot, so
// future dice and reshuffles are sampled too. Nothing else is hidden in Stakes.
import { emptyLog } from "../../engine/log";
import { newRandom } from "../../engine/random";
import { newRng } from "../../engine/rng";
import type { StakesState } from "../../engine/stakes/types";
import type { StakesView } from "../../engine/stakes/view";
import type { Seat } from "../../engine/types";
import type { BotRng } from "../random";
import { unseenCards } from "./knowledge";

export function determinize(v: StakesView, seat: Seat, rng: BotRng): StakesState {
  const unseen = rng.shuffle(unseenCards(v));
  const known = (v.known ?? []).slice(0, v.deckCount);
  const fromUnseen = Math.max(0, v.deckCount - known.length);
  const deck = [...known, ...unseen.slice(0, fromUnseen)];
  const discard = unseen.slice(fromUnseen);
  return {
    version: 0,
    log: emptyLog(),
    drawn: 0,
    seats: v.players.length,
    duel: v.duel,
    round: v.round,
    dice: { A: v.dice.A, B: v.dice.B },
    pot: v.pot,
    deck,
    discard,
    known: v.players.map((_, i) => (i === seat ? known.slice() : [])),
    players: v.players.map((p) => ({
      status: p.status,
      row: p.row.slice(),
      total: p.total,
      shield: p.shield,
      leverage: p.leverage,
      roundScores: p.roundScores.slice(),
      score: p.score,
      wins: p.wins ?? 0,
      flipped: p.flipped,
      exact: p.exact,
    })),
    firstPlayer: v.firstPlayer,
    turn: v.turn,
    pending: v.pending ? v.pending.type : null,
    outcomes: (v.outcomes ?? []).map((o) => ({ ...o, paid: o.paid.slice() })),
    lastEvent: v.lastEvent,
    finished: v.turn === null,
    random: newRandom(newRng(rng.hexSeed())),
  };
}
