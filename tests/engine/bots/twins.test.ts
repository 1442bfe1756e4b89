// A bot decides from its own seat's view only: two states that differ only in
// what that seat cannot see (the deck order, the discard pile, other hands, the
// engine's PRNG) give the same decision for the same bot seed, at both levels.
// Each twin is checked to really differ in hidden information and to give the
// bot's seat the same view.
import { describe, expect, it } from "vitest";
import { uniformRandom } from "../../../src/bots/baselines";
import { chooseMove } from "../../../src/bots/index";
import { BotRng } from "../../../src/bots/random";
import type { Card } from "../../../src/engine/cards";
import type { DobbelState } from "../../../src/engine/dobbelsjanse/types";
import { newRandom } from "../../../src/engine/random";
import { GAMES } from "../../../src/engine/registry";
import { newRng } from "../../../src/engine/rng";
import type { StakesState } from "../../../src/engine/stakes/types";
import type { TwelvesState } from "../../../src/engine/twelves/types";
import type { AnyGameDef, GameId, Seat } from "../../../src/engine/types";

/** States reached by random play: each a point where some seat has a real choice. */
function positions(def: AnyGameDef, seats: number, count: number): { state: unknown; seat: Seat }[] {
  const out: { state: unknown; seat: Seat }[] = [];
  const rng = new BotRng(`twins:${def.id}`);
  while (out.length < count) {
    let state = def.setup({
      seats,
      seed: rng.hexSeed(),
      options: (def.parseOptions({}, seats) as { value: unknown }).value,
    });
    const stopAt = 3 + rng.int(60);
    for (let m = 0; def.result(state) === null; m++) {
      const seat = def.toAct(state)[0]!;
      const legal = def.legal(state, seat);
      if (m >= stopAt && legal.length > 1) {
        out.push({ state, seat });
        break;
      }
      state = (def.apply(state, seat, uniformRandom({ seat, view: null, legal }, rng)) as { value: unknown }).value;
    }
  }
  return out;
}

function shuffled<T>(items: readonly T[], rng: BotRng): T[] {
  return rng.shuffle(items.slice());
}

/** The same state with everything `seat` cannot see dealt differently. */
const twinOf: Record<GameId, (state: never, seat: Seat, rng: BotRng) => unknown> = {
  stakes: (s: StakesState, seat, rng) => {
    const known = s.known[seat]!;
    const rest = shuffled([...s.deck.slice(known.length), ...s.discard], rng);
    const deck = [...s.deck.slice(0, known.length), ...rest.slice(0, s.deck.length - known.length)];
    return { ...s, deck, discard: rest.slice(s.deck.length - known.length), random: newRandom(newRng(rng.hexSeed())) };
  },
  dobbelsjanse: (s: DobbelState, seat, rng) => {
    // Other hands, the rest of the draw pile and the discard pile are one pool of unseen cards.
    const others = s.players.flatMap((p, i) => (i === seat ? [] : p.hand));
    const pool = shuffled([...others, ...s.deck.slice(s.drawn), ...s.discard], rng);
    let at = 0;
    const take = (n: number): Card[] => pool.slice(at, (at += n));
    const players = s.players.map((p, i) => (i === seat ? p : { ...p, hand: take(p.hand.length) }));
    const deck = [...s.deck.slice(0, s.drawn), ...take(s.deck.length - s.drawn)];
    return { ...s, players, deck, discard: take(s.discard.length) };
  },
  twelves: (s: TwelvesState, seat, rng) => ({
    ...s,
    players: s.players.map((p, i) => (i === seat ? p : { ...p, hand: p.hand.map(() => 1 + rng.int(12)) })),
    random: newRandom(newRng(rng.hexSeed())),
  }),
};

const TABLES: [GameId, number][] = [
  ["stakes", 2],
  ["stakes", 4],
  ["dobbelsjanse", 4],
  ["twelves", 3],
];

describe.each(TABLES)("%s with %i seats", (game, seats) => {
  it("gives the same decision from twin states that differ only in what the bot cannot see", () => {
    const def = GAMES[game]!;
    const rng = new BotRng(`twin-maker:${game}`);
    let differing = 0;
    for (const [i, { state, seat }] of positions(def, seats, 20).entries()) {
      const twin = twinOf[game](state as never, seat, rng);
      if (JSON.stringify(def.reveal(twin)) !== JSON.stringify(def.reveal(state))) differing++;
      const view = def.view(state, seat),
        twinView = def.view(twin, seat);
      expect(twinView).toEqual(view);
      const legal = def.legal(state, seat);
      expect(def.legal(twin, seat)).toEqual(legal);
      for (const level of ["easy", "strong"] as const) {
        const seed = `twin:${i}`;
        const a = chooseMove(game, level, { seat, view, legal }, seed);
        const b = chooseMove(game, level, { seat, view: twinView, legal }, seed);
        expect(b).toEqual(a);
      }
    }
    // Nearly every twin really differs in hidden information (a position can have none left to change).
    expect(differing).toBeGreaterThan(12);
  });
});
