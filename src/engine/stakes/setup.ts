// A new match: shuffle (fixture cards on top), roll A then B, hand out leverage,
// and draw the first player (seeded; seat 0 with a fixture).
import { FULL_DECK } from "../cards";
import { emptyLog } from "../log";
import { newRandom, rollDie, stackedDeck } from "../random";
import { newRng, nextInt } from "../rng";
import type { SetupInput } from "../types";
import { NO_CARDS } from "./draft";
import { note } from "./log";
import { announceRound } from "./round-end";
import { DUEL_WINS, leveragePerPlayer, TABLE_ROUNDS } from "./rules";
import { advance } from "./turn";
import type { StakesOptions, StakesPlayer, StakesState } from "./types";

export function setup({ seats, seed, options }: SetupInput<StakesOptions>): StakesState {
  const fixture = options.fixture;
  const random = newRandom(newRng(seed), fixture?.rolls ?? []);
  const deck = stackedDeck(random, FULL_DECK, fixture?.deck ?? []);
  const A = rollDie(random, 6);
  const B = rollDie(random, 6);
  const first = fixture ? 0 : nextInt(random.rng, seats);
  const leverage = leveragePerPlayer(seats);
  const players: StakesPlayer[] = [];
  const known: StakesState["known"] = [];
  for (let i = 0; i < seats; i++) {
    players.push({
      status: "live",
      row: NO_CARDS,
      total: 0,
      shield: false,
      leverage,
      roundScores: [],
      score: 0,
      wins: 0,
      flipped: false,
      exact: false,
    });
    known.push(NO_CARDS);
  }
  const duel = seats === 2;
  const s: StakesState = {
    version: 0,
    log: emptyLog(),
    seats,
    duel,
    round: 1,
    dice: { A, B },
    pot: 0,
    deck,
    drawn: 0,
    discard: [],
    known,
    players,
    firstPlayer: first,
    turn: null,
    pending: null,
    outcomes: [],
    lastEvent: null,
    finished: false,
    random,
  };
  if (duel) note(s, "stakes.start.duel", -1, leverage, DUEL_WINS);
  else note(s, "stakes.start", -1, seats, leverage, TABLE_ROUNDS);
  announceRound(s);
  advance(s, (first + seats - 1) % seats);
  return s;
}
