// The match's initial state: the first participant is drawn from the seed (seat 0
// with a fixture), then game 1 starts with its ante and two dice each.
import { emptyLog } from "../log";
import { newRandom } from "../random";
import { newRng, nextInt } from "../rng";
import type { SetupInput } from "../types";
import { startGame } from "./game";
import type { TwelvesOptions, TwelvesState } from "./types";

export function setup({ seats, seed, options }: SetupInput<TwelvesOptions>): TwelvesState {
  const random = newRandom(newRng(seed), options.fixture?.rolls ?? []);
  const first = options.fixture ? 0 : nextInt(random.rng, seats);
  const st: TwelvesState = {
    version: 0,
    log: emptyLog(),
    seats,
    games: options.games,
    tableLimit: options.tableLimit,
    random,
    game: 0,
    first,
    round: 1,
    stage: "betting",
    pass: 1,
    order: [],
    cursor: 0,
    doubledInPass: false,
    pool: 0,
    net: new Array<number>(seats).fill(0),
    players: [],
    acts: [],
    catches: [],
    watches: [],
    intimidates: [],
    uses: [],
    removedNow: [],
    history: [],
  };
  startGame(st, 1, first);
  return st;
}
