// Each game's moves and view `state` (docs/api.md "The view", web/docs/<game>-state.md).
// A state lists the fields the contract fixes as required and lets the rest through:
// the state pages describe every field, and a game may add one without breaking clients.
import { arr, bool, cards, constant, int, nullable, obj, oneOf, type Schema, seat, str } from "./schema-kit";

const DIE = oneOf("A", "B");
const die = (d = "A hand position, from 0.") => ({ type: "integer", minimum: 0, description: d });

export const stakesMove: Schema = {
  description: "A Stakes move, exactly as `legal` lists it.",
  oneOf: [
    obj({ type: constant("flip") }),
    obj({ type: constant("bank") }),
    obj({ type: constant("twist"), die: DIE }),
    obj({ type: constant("peek"), order: oneOf("keep", "swap") }),
    obj({ type: constant("nudge"), die: DIE, delta: oneOf(1, -1) }),
    obj({ type: constant("pass") }),
  ],
};

export const dobbelsjanseMove: Schema = {
  description: "A Dobbelsjanse move, exactly as `legal` lists it.",
  oneOf: [
    obj({ type: constant("draw") }),
    obj({ type: constant("play"), card: str("A card of your hand.") }),
    obj({ type: constant("score") }),
  ],
};

const dice12 = { type: "array", items: die(), minItems: 1, maxItems: 2 };
export const twelvesMove: Schema = {
  description: "A Twelves move, exactly as `legal` lists it (docs/rules/twelves.md).",
  oneOf: [
    obj({ type: oneOf("leave", "double", "match", "intimidate", "watch", "water") }),
    obj({ type: constant("cheat"), die: die(), delta: oneOf(1, -1) }),
    obj({ type: constant("rig"), face: { type: "integer", minimum: 1, maximum: 12 } }),
    obj({ type: oneOf("drink", "mystify", "smash"), target: seat("The seat aimed at.") }),
    obj({ type: oneOf("hide", "luck"), dice: dice12 }),
    obj({ type: constant("shove"), to: int("A turn-order position.") }),
    obj({ type: constant("swap"), die: die() }),
  ],
};

const stakesPlayer = obj(
  {
    status: oneOf("live", "banked", "bust"),
    row: cards(),
    total: int(),
    shield: bool(),
    leverage: int(),
    roundScores: arr(int()),
    score: int(),
  },
  { seat: seat(), wins: int("Duel only: round wins."), flipped: bool(), exact: bool() },
  { open: true },
);

export const stakesState: Schema = obj(
  {
    round: int(),
    dice: obj({ A: int(), B: int() }),
    target: int(),
    pot: int(),
    deckCount: int(),
    players: arr(stakesPlayer),
  },
  {
    duel: bool("true with 2 seats (Stakes Duel)."),
    turn: nullable(seat()),
    known: cards("The viewer's own peeked cards, top first (own view only)."),
  },
  { open: true, description: "Every field: web/docs/stakes-state.md." },
);

const dobbelsjansePlayer = obj(
  { in: bool(), handCount: int(), score: int() },
  { seat: seat(), hand: cards("Only in the owner's own view."), out: nullable(oneOf("scored", "failed")) },
  { open: true },
);

export const dobbelsjanseState: Schema = obj(
  {
    round: int(),
    table: cards(),
    deckCount: int(),
    facesDrawn: { type: "integer", minimum: 0, maximum: 8 },
    doubleChance: nullable(seat()),
    players: arr(dobbelsjansePlayer),
  },
  { turn: nullable(seat()), over: bool() },
  { open: true, description: "Every field: web/docs/dobbelsjanse-state.md." },
);

const twelvesPlayer = obj(
  { handCount: int() },
  {
    seat: seat(),
    status: oneOf("in", "out", "removed"),
    bet: int(),
    net: int(),
    hand: { ...arr(int()), description: "Faces by position; only in the owner's own view." },
  },
  { open: true },
);

export const twelvesState: Schema = obj(
  { pool: int(), players: arr(twelvesPlayer) },
  {
    game: int("The game of the match being played, from 1."),
    games: int(),
    round: int(),
    stage: oneOf("betting", "actions", "over"),
    turn: nullable(seat()),
    order: arr(seat()),
  },
  { open: true, description: "Every field: web/docs/twelves-state.md." },
);

/** What the view's `state` and `legal` are for each game id. */
export const GAME_SHAPES = {
  stakes: { state: "StakesState", move: "StakesMove" },
  dobbelsjanse: { state: "DobbelsjanseState", move: "DobbelsjanseMove" },
  twelves: { state: "TwelvesState", move: "TwelvesMove" },
} as const;

export const gameSchemas: Record<string, Schema> = {
  StakesState: stakesState,
  StakesMove: stakesMove,
  DobbelsjanseState: dobbelsjanseState,
  DobbelsjanseMove: dobbelsjanseMove,
  TwelvesState: twelvesState,
  TwelvesMove: twelvesMove,
};
