// A full Dobbelsjanse state consistent with one seat's view: the unseen number
// cards are dealt at random to the other hands, the draw pile (with every Queen
// and King not yet drawn) and the discard pile, and the draw pile is shuffled.
import { emptyLog } from "../../engine/log";
import type { Card } from "../../engine/cards";
import type { DobbelState } from "../../engine/dobbelsjanse/types";
import type { DobbelView } from "../../engine/dobbelsjanse/view";
import type { Seat } from "../../engine/types";
import type { BotRng } from "../random";
import { facesInDeck, unseenNumbers } from "./knowledge";

export function determinize(v: DobbelView, seat: Seat, rng: BotRng): DobbelState {
  const pool = rng.shuffle(unseenNumbers(v, seat));
  let at = 0;
  const take = (n: number): Card[] => {
    const out = pool.slice(at, at + n);
    at += out.length;
    return out;
  };
  const hands = v.players.map((p, i) => (i === seat ? (p.hand ?? []).slice() : take(p.handCount)));
  const faces = facesInDeck(v);
  const deck = rng.shuffle([...faces, ...take(Math.max(0, v.deckCount - faces.length))]);
  const discard = pool.slice(at);
  const dc = v.doubleChance;
  const played = dc !== null && v.doubleChanceStep === 2 && v.lastEvent?.seat === dc && v.lastEvent.move === "play";
  return {
    version: 0,
    log: emptyLog(),
    seats: v.players.length,
    round: v.round,
    deck,
    drawn: 0,
    table: v.table.slice(),
    facesDrawn: v.facesDrawn,
    cleared: v.cleared.slice(),
    discard,
    players: v.players.map((p, i) => ({ statusCard: p.statusCard, out: p.out, hand: hands[i]!, score: p.score })),
    turn: v.turn,
    doubleChance: dc === null ? null : { seat: dc, step: v.doubleChanceStep ?? 1, played },
    lastEvent: v.lastEvent ? { ...v.lastEvent } : null,
    over: v.over,
  };
}
