// The working copy a move edits. `apply` never changes its input, and copying the
// state's lists on every move dominated random playouts, so the draft is a new top
// level sharing everything else with the input, and a move copies only what it
// changes: a player on its first change (`mine`), that player's dice (`mineHand`),
// the random state on its first roll (`rnd`). Lists a move adds to (acts, catches,
// marks, uses, history, removedNow, net, order) are replaced, never changed in
// place (their entries are never changed once added). The log is shared too
// (../log.ts).
import { cloneRandom, type RandomState } from "../random";
import type { Seat } from "../types";
import type { PlayerState, TwelvesState } from "./types";

/** Shares hand and hiddenAt with `p`: `mineHand` copies them before they change. */
function clonePlayer(p: PlayerState): PlayerState {
  return {
    status: p.status,
    bet: p.bet,
    hand: p.hand,
    hiddenAt: p.hiddenAt,
    alcohol: p.alcohol,
    water: p.water,
    drinks: p.drinks,
    bonus: p.bonus,
    rig: p.rig,
    doubled: p.doubled,
    acted: p.acted,
    drinkTarget: p.drinkTarget,
    outWatchRound: p.outWatchRound,
  };
}

/** Shared by every state whose move removed nobody; frozen, so nothing can fill it. */
const NOBODY = Object.freeze([]) as unknown as Seat[];

// The state the running move edits, and what of it that move has copied: players
// and their dice one bit per seat, and the random state. A move runs start to end
// with nothing in between, so one draft at a time.
let current: TwelvesState | null = null;
let copied = 0;
let handsCopied = 0;
let randomCopied = false;

export function cloneState(s: TwelvesState): TwelvesState {
  // The keys in the order setup writes them (reveal's JSON keeps that order).
  const st: TwelvesState = {
    version: s.version,
    log: s.log,
    seats: s.seats,
    games: s.games,
    tableLimit: s.tableLimit,
    random: s.random,
    game: s.game,
    first: s.first,
    round: s.round,
    stage: s.stage,
    pass: s.pass,
    order: s.order,
    cursor: s.cursor,
    doubledInPass: s.doubledInPass,
    pool: s.pool,
    net: s.net,
    players: s.players,
    acts: s.acts,
    catches: s.catches,
    watches: s.watches,
    intimidates: s.intimidates,
    uses: s.uses,
    removedNow: NOBODY,
    history: s.history,
  };
  if (s.resigned !== undefined) st.resigned = s.resigned;
  current = st;
  copied = 0;
  handsCopied = 0;
  randomCopied = false;
  return st;
}

/** The player at `seat`, safe to change (but not its dice: `mineHand`). A state being set up owns all its players. */
export function mine(st: TwelvesState, seat: Seat): PlayerState {
  if (st !== current) return st.players[seat]!;
  const bit = 1 << seat;
  if ((copied & bit) === 0) {
    // The list itself is copied on the first change to anyone in it.
    if (copied === 0) st.players = st.players.slice();
    copied |= bit;
    st.players[seat] = clonePlayer(st.players[seat]!);
  }
  return st.players[seat]!;
}

/** The player at `seat` with its hand and hiddenAt safe to change too. */
export function mineHand(st: TwelvesState, seat: Seat): PlayerState {
  const p = mine(st, seat);
  if (st !== current) return p;
  const bit = 1 << seat;
  if ((handsCopied & bit) === 0) {
    handsCopied |= bit;
    p.hand = p.hand.slice();
    p.hiddenAt = p.hiddenAt.slice();
  }
  return p;
}

/** After a new game gave every seat a fresh player, none needs copying. */
export function ownAllPlayers(st: TwelvesState): void {
  if (st === current) copied = handsCopied = -1;
}

/** The random state, safe to roll with: copied on the draft's first roll. */
export function rnd(st: TwelvesState): RandomState {
  if (st === current && !randomCopied) {
    randomCopied = true;
    st.random = cloneRandom(st.random);
  }
  return st.random;
}
